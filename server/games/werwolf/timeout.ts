/**
 * Time: what happens when a step's deadline passes (or the moderator skips it), and `advance`,
 * which applies every step that is due, each from the moment the previous one ended.
 */
import { closeVote } from './day-vote'
import { MAX_STEPS_PER_ADVANCE } from './constants'
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

/** Applies every deadline that has passed by `now`; the same object when none has. */
export function advance(state: WerwolfState, now: number): WerwolfState {
  let current = state
  for (let i = 0; i < MAX_STEPS_PER_ADVANCE; i++) {
    const due = current.deadline
    if (due === null || due > now) break
    current = endStep(current, due)
  }
  return current
}

/** Ends the current step now (moderator or host skip). */
export function skip(state: WerwolfState, now: number): WerwolfState {
  return endStep(state, now)
}
