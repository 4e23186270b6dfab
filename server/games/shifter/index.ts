/**
 * Shifter Under Us, a werewolf variant with eight roles, lovers and potions: the definition the
 * room runs. Each piece lives in its own file; this one only puts them together.
 */
import type { SeatId } from '../../../shared/games'
import { manifest, type ShifterAction, type ShifterOptions, type ShifterView } from '../../../shared/views/shifter'
import type { GameDefinition } from '../contract'
import { act } from './act'
import { actionSchema } from './actions'
import { advance, skip } from './flow'
import { legalActions } from './legal-actions'
import { checkOptions, defaultOptions, optionsSchema, previewOptions } from './options'
import { rules } from './rules-doc'
import { setup } from './setup'
import type { ShifterState } from './state'
import { outcome, view } from './view'

export type { ShifterState } from './state'

/** The Shifter Under Us game definition. */
export const shifter: GameDefinition<ShifterState, ShifterAction, ShifterView, ShifterOptions> = {
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
  act: (state: ShifterState, seat: SeatId, action: ShifterAction, now: number) => act(state, seat, action, now),
  advance,
  skip,
  deadline: (state) => state.deadline,
  stage: (state) => state.stage,
  legalActions,
  view,
  outcome,
}
