/**
 * Shifter Under Us, a werewolf variant with eight roles, lovers and potions: the definition the
 * room runs. Each piece lives in its own file; this one only puts them together.
 */
import { manifest, type ShifterAction, type ShifterOptions, type ShifterView } from '../../../shared/views/shifter'
import type { GameDefinition } from '../contract'
import { defineGame } from '../kit'
import { act } from './act'
import { actionSchema } from './actions'
import { steps } from './flow'
import { blankTaps, legalActions } from './legal-actions'
import { hostOptions } from './options'
import { rules } from './rules-doc'
import { setup } from './setup'
import type { ShifterState } from './state'
import { outcome, view } from './view'

export type { ShifterState } from './state'

/** The Shifter Under Us game definition. */
export const shifter: GameDefinition<ShifterState, ShifterAction, ShifterView, ShifterOptions> = defineGame({
  manifest, steps, rules, options: hostOptions, action: actionSchema, setup, act, legalActions, blankTaps, view, outcome,
})
