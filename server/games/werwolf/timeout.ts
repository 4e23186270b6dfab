/**
 * Time: what happens when a step's deadline passes (or the moderator skips it), and `advance`,
 * which applies every step that is due, each from the moment the previous one ended.
 */
import { closeVote } from './day-vote'
import { timedSteps } from '../../lib/timed-steps'
import { enter } from './flow'
import { shoot } from './hunter'
import { endNight } from './night'
import type { WerwolfState } from './state'

/** Ends the current step at `at`, exactly as its deadline would. */
export function endStep(state: WerwolfState, at: number): WerwolfState {
  switch (state.phase) {
    case 'night':
      return endNight(state, at)
    case 'discussion':
      return enter(state, 'vote', at)
    case 'vote':
    case 'runoff':
      // Whoever has not voted simply has no vote.
      return closeVote(state, at)
    case 'defense':
      return enter(state, 'runoff', at)
    case 'hunter':
      return shoot(state, null, at)
    case 'ended':
      return state
  }
}

/** `advance` and `skip` for the definition: deadlines end steps through `endStep`. */
export const { advance, skip } = timedSteps<WerwolfState>(endStep)
