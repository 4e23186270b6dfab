/**
 * The day: discussion until everyone living is ready (or the deadline), then a secret,
 * simultaneous vote. Most votes: out, card turned over. A tie: the tied defend themselves, then a
 * runoff among them only; a second tie, or no votes at all, and nobody is out today.
 */
import type { SeatId } from '../../../shared/games'
import type { Ballot, Tally } from '../../../shared/views/werwolf'
import type { Rejection } from '../contract'
import { afterDeath, eliminate, enter, settle } from './flow'
import { leadersOf, voteLines } from './narration'
import { refuse } from './rejections'
import { isAlive, isSeat, living } from './seats'
import type { WerwolfState } from './state'

/** Discussion: this seat is ready to vote; the vote starts once all living are. */
export function readyAct(state: WerwolfState, seat: SeatId, now: number): WerwolfState | Rejection {
  const { theme } = state.options
  if (state.phase !== 'discussion') return refuse(theme, 'wrong_phase')
  if (state.ready.includes(seat)) return refuse(theme, 'already_acted')
  const next: WerwolfState = { ...state, ready: [...state.ready, seat], acted: true }
  return living(next).every((s) => next.ready.includes(s)) ? enter(next, 'vote', now) : next
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

/** A ballot (or abstention); the round closes once every living player has voted. */
export function voteAct(state: WerwolfState, seat: SeatId, target: SeatId | null, now: number): WerwolfState | Rejection {
  const { theme } = state.options
  if (state.phase !== 'vote' && state.phase !== 'runoff') return refuse(theme, 'wrong_phase')
  if (target === null) {
    if (!mayAbstain(state, seat)) return refuse(theme, 'cannot_abstain')
  } else {
    if (!isSeat(state, target)) return refuse(theme, 'unknown_target')
    if (!isAlive(state, target)) return refuse(theme, 'target_out')
    if (target === seat) return refuse(theme, 'self_vote')
    if (state.phase === 'runoff' && !state.tied.includes(target)) return refuse(theme, 'not_tied')
  }
  const next: WerwolfState = { ...state, ballots: { ...state.ballots, [seat]: target }, acted: true }
  return living(next).every((s) => Object.hasOwn(next.ballots, s)) ? closeVote(next, now) : next
}

/** The ballots of this round in table order. */
export function ballotList(state: WerwolfState): Ballot[] {
  return state.seats
    .filter((seat) => Object.hasOwn(state.ballots, seat))
    .map((seat) => ({ voter: seat, target: state.ballots[seat] ?? null }))
}

/** Votes per player, most first, ties in table order. */
export function tallyOf(seats: readonly SeatId[], ballots: readonly Ballot[]): Tally[] {
  const votes = new Map<SeatId, number>()
  for (const b of ballots) if (b.target !== null) votes.set(b.target, (votes.get(b.target) ?? 0) + 1)
  return seats
    .filter((seat) => votes.has(seat))
    .map((seat) => ({ seat, votes: votes.get(seat) as number }))
    .sort((a, b) => b.votes - a.votes)
}

/** The round closes at `at`: ballots go public; one leader is out, a first tie goes to defense. */
export function closeVote(state: WerwolfState, at: number): WerwolfState {
  const round = state.phase === 'runoff' ? 'runoff' : 'vote'
  const ballots = ballotList(state)
  const tally = tallyOf(state.seats, ballots)
  const top = leadersOf(tally)
  const out = top.length === 1 ? (top[0] as SeatId) : null
  const tied = top.length > 1 ? top : []
  let next: WerwolfState = { ...state, log: [...state.log, { type: 'vote', day: state.day, round, ballots, out, tied }] }
  const story = voteLines(next, round, tally, out, !state.options.secretCards)
  if (out !== null) return afterDeath(eliminate(next, out, 'day', round), out, at, story, 'night')
  if (round === 'vote' && tied.length > 1) return enter({ ...next, tied }, 'defense', at, story)
  return settle(next, at, story, 'night')
}
