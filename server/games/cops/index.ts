/**
 * Undercover Cops, the flagship: five festival days, dancefloors, wristbands and evidence
 * markers. The definition the room runs; each piece lives in its own file.
 */
import { manifest, type CopsAction, type CopsOptions, type CopsView } from '../../../shared/views/cops'
import type { GameDefinition } from '../contract'
import { defineGame } from '../kit'
import { act } from './act'
import { actionSchema } from './actions'
import { blankTaps, legalActions } from './legal-actions'
import { hostOptions } from './options'
import { rules } from './rules-doc'
import { setup } from './setup'
import type { CopsState } from './state'
import { outcome } from './summary'
import { steps } from './flow'
import { view } from './view'

export type { CopsState } from './state'

/** The Undercover Cops game definition. */
export const cops: GameDefinition<CopsState, CopsAction, CopsView, CopsOptions> = defineGame({
  manifest, steps, rules, options: hostOptions, action: actionSchema, setup, act, legalActions, blankTaps, view, outcome,
})
