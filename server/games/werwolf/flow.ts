/**
 * Moving between steps: entering a phase (stage, deadline, narration, per-step fields),
 * eliminating a player, and the end check that decides where the game goes after a death.
 */
import type { SeatId } from '../../../shared/games'
import type { Notice } from '../../../shared/notice'
import type { WerwolfCause, WerwolfPhase } from '../../../shared/views/werwolf'
import { MAX_IDLE_ROUNDS, SECOND_MS } from './constants'
import { phaseLines } from './narration'
import { emptyNight, type AfterHunter, type WerwolfState } from './state'
import { winnerNow } from './win-check'

/** The length of a step in ms, or null for the end. */
function stepLength(state: WerwolfState, phase: WerwolfPhase): number | null {
  const o = state.options
  switch (phase) {
    case 'night':
      return o.nightSeconds * SECOND_MS
    case 'hunter':
      return o.hunterSeconds * SECOND_MS
    case 'discussion':
      return o.discussionSeconds * SECOND_MS
    case 'vote':
    case 'runoff':
      return o.voteSeconds * SECOND_MS
    case 'defense':
      return o.defenseSeconds * SECOND_MS
    case 'ended':
      return null
  }
}

/**
 * Enters a step at time `at`: the step counter grows, the deadline is set from `at`, the narration
 * is what just happened (`carry`) followed by the step's own lines. Entering the night opens a new
 * round (and ends an abandoned game, see MAX_IDLE_ROUNDS).
 */
export function enter(state: WerwolfState, phase: WerwolfPhase, at: number, carry: Notice[] = []): WerwolfState {
  let next: WerwolfState = { ...state, phase, stage: state.stage + 1, ready: [], ballots: {}, night: null }
  if (phase !== 'defense' && phase !== 'runoff') next.tied = []
  if (phase !== 'hunter') next.hunter = null
  if (phase === 'night') {
    const idle = state.acted ? 0 : state.idle + 1
    next = { ...next, day: state.day + 1, acted: false, idle }
    if (idle >= MAX_IDLE_ROUNDS) return finish({ ...state, idle }, 'nobody', at, carry)
    next.night = emptyNight()
  }
  const length = stepLength(next, phase)
  next.deadline = length === null ? null : at + length
  next.narration = [...carry, ...phaseLines(next, phase)]
  return next
}

/** Ends the game with this result. */
export function finish(state: WerwolfState, winner: 'village' | 'wolves' | 'nobody', at: number, carry: Notice[] = []): WerwolfState {
  return enter({ ...state, winner }, 'ended', at, carry)
}

/** Takes a player out of the game (their card is shown or not by the view, per the options). */
export function eliminate(state: WerwolfState, seat: SeatId, time: 'night' | 'day', cause: WerwolfCause): WerwolfState {
  return { ...state, out: [...state.out, { seat, day: state.day, time, cause }] }
}

/** After deaths have been told: the end check, then the next step. */
export function settle(state: WerwolfState, at: number, carry: Notice[], next: AfterHunter): WerwolfState {
  const winner = winnerNow(state)
  if (winner) return finish(state, winner, at, carry)
  return enter(state, next, at, carry)
}

/** A player (or the hunter) was just eliminated: the hunter's step first, else the end check. */
export function afterDeath(state: WerwolfState, dead: SeatId | null, at: number, carry: Notice[], next: AfterHunter): WerwolfState {
  if (dead !== null && state.hands[dead]?.role === 'hunter') {
    return enter({ ...state, hunter: { seat: dead, then: next } }, 'hunter', at, carry)
  }
  return settle(state, at, carry, next)
}
