/**
 * The day: discussion until everyone living is ready (or the deadline), then a secret,
 * simultaneous vote. Most votes: out, card turned over. A tie: the tied defend themselves, then a
 * runoff among them only; a second tie, or no votes at all, and nobody is out today.
 */
import type { SeatId } from '../../../shared/games'
import type { Rejection } from '../contract'
import { ballotList, countVotes, tallyOf } from '../kit'
import { afterDeath, afterDeaths, eliminate, enter } from './flow'
import { voteLines } from './narration'
import { refuse } from './rejections'
import { isAlive, isSeat, living } from './seats'
import type { WerwolfState } from './state'

/** Discussion: this seat is ready to vote; the vote starts once all living are. */
export function readyAct(state: WerwolfState, seat: SeatId): WerwolfState | Rejection {
  if (state.phase !== 'discussion') return refuse(state, 'wrong_phase')
  if (state.ready.includes(seat)) return refuse(state, 'already_acted')
  return { ...state, ready: [...state.ready, seat], acted: true }
}

/** Whom this seat may vote for in the current round. */
export function voteTargets(state: WerwolfState, seat: SeatId): SeatId[] {
  const pool = state.phase === 'runoff' ? state.tied.filter((s) => isAlive(state, s)) : living(state)
  return pool.filter((s) => s !== seat)
}

/** Abstaining is only for the runoff, for a voter with nobody else to vote for. */
export function mayAbstain(state: WerwolfState, seat: SeatId): boolean {
  return state.phase === 'runoff' && voteTargets(state, seat).length === 0
}

/** A ballot (or abstention); it may be changed until the round closes. */
export function voteAct(state: WerwolfState, seat: SeatId, target: SeatId | null): WerwolfState | Rejection {
  if (state.phase !== 'vote' && state.phase !== 'runoff') return refuse(state, 'wrong_phase')
  if (target === null) {
    if (!mayAbstain(state, seat)) return refuse(state, 'cannot_abstain')
  } else {
    if (!isSeat(state, target)) return refuse(state, 'unknown_target')
    if (!isAlive(state, target)) return refuse(state, 'target_out')
    if (target === seat) return refuse(state, 'self_vote')
    if (state.phase === 'runoff' && !state.tied.includes(target)) return refuse(state, 'not_tied')
  }
  return { ...state, ballots: { ...state.ballots, [seat]: target }, acted: true }
}

/** The round closes at `at`: ballots go public; one leader is out, a first tie goes to defense. */
export function closeVote(state: WerwolfState, at: number): WerwolfState {
  const round = state.phase === 'runoff' ? 'runoff' : 'vote'
  const ballots = ballotList(state.seats, state.ballots)
  const result = countVotes(state.seats, ballots)
  const out = result.kind === 'out' ? result.seat : null
  const tied = result.kind === 'tie' ? result.tied : []
  const next: WerwolfState = { ...state, log: [...state.log, { type: 'vote', day: state.day, round, ballots, out, tied }] }
  const story = voteLines(next, round, tallyOf(state.seats, ballots), out, !state.options.secretCards)
  if (out !== null) return afterDeath(eliminate(next, out, 'day', round), out, at, story, 'night')
  if (round === 'vote' && tied.length > 1) return enter({ ...next, tied }, 'defense', at, story)
  return afterDeaths(next, at, story, 'night')
}
