/**
 * Time: what happens when a step's deadline passes (or the host skips it), and `advance`, which
 * applies every step that is due, each from the moment the previous one ended.
 */
import { MAX_STEPS_PER_ADVANCE } from './constants'
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

/** Applies every deadline that has passed by `now`; the same object when none has. */
export function advance(state: CopsState, now: number): CopsState {
  let current = state
  for (let i = 0; i < MAX_STEPS_PER_ADVANCE; i++) {
    const due = current.deadline
    if (due === null || due > now) break
    current = endStep(current, due)
  }
  return current
}

/** Ends the current step now (host or moderator skip). */
export function skip(state: CopsState, now: number): CopsState {
  return endStep(state, now)
}
