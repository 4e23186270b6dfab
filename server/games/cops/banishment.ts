/**
 * The banishment vote (days 2–5): every living player secretly votes for another; no vote is an
 * abstention. Exactly one person always leaves. A tie: the VIP's vote counts double; still tied,
 * a runoff among the tied; still tied, the VIP alone picks among them, while everyone else taps a
 * name too; with the VIP out (or silent past the deadline) chance decides. No votes at all:
 * everyone in the round is tied.
 */
import type { SeatId } from '../../../shared/games'
import type { Ballot } from '../../../shared/views/cops'
import type { Rejection } from '../contract'
import { countVotes, everyoneActed, isAlive, isSeat, living } from '../kit'
import { VIP_VOTE_WEIGHT } from './constants'
import { refuse } from './rejections'
import { seatsWith } from './seats'
import type { CopsState } from './state'

/** The players a round is about: everyone living in the vote, the tied in the runoff. */
export function candidates(state: CopsState): SeatId[] {
  return state.phase === 'runoff' ? state.tied.filter((s) => isAlive(state, s)) : living(state)
}

/** Whom this seat may vote for in the current round (never itself). */
export function voteTargets(state: CopsState, seat: SeatId): SeatId[] {
  return candidates(state).filter((s) => s !== seat)
}

/** A ballot; it may be changed until the round closes. */
export function castBallot(state: CopsState, seat: SeatId, target: SeatId): CopsState | Rejection {
  if (state.phase !== 'vote' && state.phase !== 'runoff') return refuse('wrong_phase')
  if (!isSeat(state, target)) return refuse('unknown_target')
  if (!isAlive(state, target)) return refuse('target_out')
  if (target === seat) return refuse('self_target')
  if (state.phase === 'runoff' && !state.tied.includes(target)) return refuse('not_tied')
  return { ...state, ballots: { ...state.ballots, [seat]: target } }
}

/** Every living player has voted. */
export function allVoted(state: CopsState): boolean {
  return everyoneActed(living(state), (seat) => Object.hasOwn(state.ballots, seat))
}

/** The living VIP, or null when the VIP is out. */
export function livingVip(state: CopsState): SeatId | null {
  return seatsWith(state, 'vip').find((seat) => isAlive(state, seat)) ?? null
}

/**
 * How a round came out: one player leaves, or a tie among these. `vipDouble`: the VIP's doubled
 * vote decided it, or pulled its pick into the tie.
 */
export type RoundResult = { out: SeatId; vipDouble: boolean } | { out: null; tied: SeatId[]; vipDouble: boolean }

/**
 * Counts the round. Most votes: out. A tie in the first round is counted again with the VIP's vote
 * double: that decides it when the VIP voted for one of the tied, and pulls the VIP's pick into the
 * tie when it was one vote short. The runoff counts plainly. No votes: all tied.
 */
export function countRound(state: CopsState, ballots: readonly Ballot[]): RoundResult {
  const result = countVotes(state.seats, ballots)
  if (result.kind === 'none') return { out: null, tied: candidates(state), vipDouble: false }
  if (result.kind === 'out') return { out: result.seat, vipDouble: false }
  const vip = livingVip(state)
  if (state.phase !== 'vote' || !ballots.some((b) => b.voter === vip)) return { out: null, tied: result.tied, vipDouble: false }
  const recount = countVotes(state.seats, ballots, (voter) => (voter === vip ? VIP_VOTE_WEIGHT : 1))
  if (recount.kind === 'out') return { out: recount.seat, vipDouble: true }
  const tied = recount.kind === 'tie' ? recount.tied : result.tied
  return { out: null, tied, vipDouble: tied.length !== result.tied.length }
}

/**
 * The VIP's pick after a tied runoff: checked (phase, the living VIP, a tied player, not twice). It
 * counts as the VIP's tap; the step ends with it once everyone else has tapped too (ready.ts).
 */
export function decideAct(state: CopsState, seat: SeatId, target: SeatId): CopsState | Rejection {
  if (state.phase !== 'vipDecides') return refuse('wrong_phase')
  if (livingVip(state) !== seat) return refuse('not_vip')
  if (!isSeat(state, target)) return refuse('unknown_target')
  if (!state.tied.includes(target)) return refuse('not_tied')
  if (state.vipPick !== null) return refuse('already_acted')
  return { ...state, vipPick: target, ready: [...state.ready, seat] }
}
