/**
 * Time: what happens when a step's deadline passes (or the host skips it), and `advance`, which
 * applies every step that is due, each from the moment the previous one ended.
 */
import { timedSteps } from '../../lib/timed-steps'
import { closeRound, decideByChance, endAction, endDiscussion, endEvent, endFloor } from './day'
import type { CopsState } from './state'

/** Ends the current step at `at`, exactly as its deadline would. */
export function endStep(state: CopsState, at: number): CopsState {
  switch (state.phase) {
    case 'floor':
      return endFloor(state, at)
    case 'event':
      return endEvent(state, at)
    case 'action':
      // No action chosen by now means no action.
      return endAction(state, at)
    case 'discussion':
      return endDiscussion(state, at)
    case 'vote':
    case 'runoff':
      // Whoever has not voted abstains.
      return closeRound(state, at)
    case 'vipDecides':
      return decideByChance(state, at)
    case 'ended':
      return state
  }
}

/** `advance` and `skip` for the definition: deadlines end steps through `endStep`. */
export const { advance, skip } = timedSteps<CopsState>(endStep)
