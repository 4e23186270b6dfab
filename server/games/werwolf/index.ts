/**
 * Werwolf, the traditional party game with the app as narrator: the definition the room runs.
 * Each piece lives in its own file; this one only puts them together.
 */
import { manifest, type WerwolfAction, type WerwolfOptions, type WerwolfView } from '../../../shared/views/werwolf'
import type { GameDefinition } from '../contract'
import { defineGame } from '../kit'
import { act } from './act'
import { actionSchema } from './actions'
import { blankTaps, legalActions } from './legal-actions'
import { hostOptions } from './options'
import { rules } from './rules-doc'
import { setup } from './setup'
import type { WerwolfState } from './state'
import { steps } from './flow'
import { outcome, view } from './view'

export type { WerwolfState } from './state'

/** The Werwolf game definition. */
export const werwolf: GameDefinition<WerwolfState, WerwolfAction, WerwolfView, WerwolfOptions> = defineGame({
  manifest, steps, rules, options: hostOptions, action: actionSchema, setup, act, legalActions, blankTaps, view, outcome,
})
