/**
 * Werwolf, the traditional party game with the app as narrator: the definition the room runs.
 * Each piece lives in its own file; this one only puts them together.
 */
import type { SeatId } from '../../../shared/games'
import { manifest, type WerwolfAction, type WerwolfOptions, type WerwolfView } from '../../../shared/views/werwolf'
import type { GameDefinition } from '../contract'
import { act } from './act'
import { actionSchema } from './actions'
import { legalActions } from './legal-actions'
import { checkOptions, defaultOptions, optionsSchema, previewOptions } from './options'
import { rules } from './rules-doc'
import { setup } from './setup'
import type { WerwolfState } from './state'
import { advance, skip } from './flow'
import { outcome, view } from './view'

export type { WerwolfState } from './state'

/** The Werwolf game definition. */
export const werwolf: GameDefinition<WerwolfState, WerwolfAction, WerwolfView, WerwolfOptions> = {
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
  act: (state: WerwolfState, seat: SeatId, action: WerwolfAction, now: number) => act(state, seat, action, now),
  advance,
  skip,
  deadline: (state) => state.deadline,
  stage: (state) => state.stage,
  legalActions,
  view,
  outcome,
}
