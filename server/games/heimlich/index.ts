/**
 * Heimlich & Co.: secret agents on a board of twelve buildings. Everyone may move every agent;
 * only you know which one is yours. The definition the room runs, put together by the engine kit
 * from the manifest and the step table; each piece lives in its own file.
 */
import { manifest, type HeimlichAction, type HeimlichOptions, type HeimlichView } from '../../../shared/views/heimlich'
import type { GameDefinition } from '../contract'
import { defineGame } from '../kit'
import { act } from './act'
import { actionSchema } from './actions'
import { outcome } from './end'
import { steps } from './flow'
import { legalActions } from './legal-actions'
import { hostOptions } from './options'
import { rules } from './rules-doc'
import { setup } from './setup'
import type { HeimlichState } from './state'
import { view } from './view'

export type { HeimlichState } from './state'

/** The Heimlich & Co. game definition. */
export const heimlich: GameDefinition<HeimlichState, HeimlichAction, HeimlichView, HeimlichOptions> = defineGame({
  manifest, steps, rules, options: hostOptions, action: actionSchema, setup, act, legalActions, view, outcome,
})
