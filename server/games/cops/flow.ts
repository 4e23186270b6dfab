/**
 * Entering a step (stage, deadline, per-step fields), taking a player out, and ending the game.
 * Which step follows which is day.ts; this file only knows how to stand in one.
 */
import type { SeatId } from '../../../shared/games'
import type { CopsOutCause, CopsPhase, CopsTeam } from '../../../shared/views/cops'
import { SECOND_MS } from './constants'
import type { CopsState, WinReason } from './state'

/** The length of a step in ms, or null for the end. */
function stepLength(state: CopsState, phase: CopsPhase): number | null {
  const o = state.options
  switch (phase) {
    case 'floor':
      return o.floorSeconds * SECOND_MS
    case 'event':
      return o.eventSeconds * SECOND_MS
    case 'action':
      return o.actionSeconds * SECOND_MS
    case 'discussion':
      return o.discussionSeconds * SECOND_MS
    case 'vote':
    case 'runoff':
      return o.voteSeconds * SECOND_MS
    case 'vipDecides':
      return o.vipSeconds * SECOND_MS
    case 'ended':
      return null
  }
}

/** Enters a step at time `at`: the step counter grows, the deadline runs from `at`, per-step fields are cleared. */
export function enter(state: CopsState, phase: CopsPhase, at: number): CopsState {
  const length = stepLength(state, phase)
  return {
    ...state,
    phase,
    stage: state.stage + 1,
    deadline: length === null ? null : at + length,
    picks: {},
    planned: {},
    ready: [],
    ballots: {},
    tied: phase === 'runoff' || phase === 'vipDecides' ? state.tied : [],
  }
}

/** Ends the game: the winner and why. */
export function finish(state: CopsState, winner: CopsTeam, reason: WinReason, at: number): CopsState {
  return enter({ ...state, winner, reason }, 'ended', at)
}

/** Takes a player out of the festival. */
export function eliminate(state: CopsState, seat: SeatId, cause: CopsOutCause): CopsState {
  return { ...state, out: [...state.out, { seat, day: state.day, cause }] }
}
