/**
 * Undercover Cops, the flagship: five festival days, dancefloors, wristbands and evidence
 * markers. The definition the room runs; each piece lives in its own file.
 */
import type { SeatId } from '../../../shared/games'
import { manifest, type CopsAction, type CopsOptions, type CopsView } from '../../../shared/views/cops'
import type { GameDefinition } from '../contract'
import { act } from './act'
import { actionSchema } from './actions'
import { legalActions } from './legal-actions'
import { checkOptions, defaultOptions, optionsSchema, previewOptions } from './options'
import { rules } from './rules-doc'
import { setup } from './setup'
import type { CopsState } from './state'
import { outcome } from './summary'
import { advance, skip } from './flow'
import { view } from './view'

export type { CopsState } from './state'

/** The Undercover Cops game definition. */
export const cops: GameDefinition<CopsState, CopsAction, CopsView, CopsOptions> = {
  id: manifest.id,
  players: manifest.players,
  rules,
  options: {
    schema: optionsSchema,
    defaults: defaultOptions,
    check: checkOptions,
    preview: previewOptions,
  },
  action: actionSchema,
  setup,
  act: (state: CopsState, seat: SeatId, action: CopsAction, now: number) => act(state, seat, action, now),
  advance,
  skip,
  deadline: (state) => state.deadline,
  stage: (state) => state.stage,
  legalActions,
  view,
  outcome,
}
