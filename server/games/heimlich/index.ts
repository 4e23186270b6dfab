/**
 * Heimlich & Co.: secret agents on a board of twelve buildings. Everyone may move every agent;
 * only you know which one is yours. The definition the room runs; each piece lives in its own file.
 */
import type { SeatId } from '../../../shared/games'
import { manifest, type HeimlichAction, type HeimlichOptions, type HeimlichView } from '../../../shared/views/heimlich'
import type { GameDefinition } from '../contract'
import { act } from './act'
import { actionSchema } from './actions'
import { outcome } from './end'
import { advance, skip } from './flow'
import { legalActions } from './legal-actions'
import { checkOptions, defaultOptions, optionsSchema, previewOptions } from './options'
import { rules } from './rules-doc'
import { setup } from './setup'
import type { HeimlichState } from './state'
import { view } from './view'

export type { HeimlichState } from './state'

/** The Heimlich & Co. game definition. */
export const heimlich: GameDefinition<HeimlichState, HeimlichAction, HeimlichView, HeimlichOptions> = {
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
  act: (state: HeimlichState, seat: SeatId, action: HeimlichAction, now: number) => act(state, seat, action, now),
  advance,
  skip,
  deadline: (state) => state.deadline,
  stage: (state) => state.stage,
  legalActions,
  view,
  outcome,
}
