/**
 * Plurality votes: ballots in table order, the tally, the leaders, and what a round comes to —
 * one player out, a tie among several, or no votes at all. A tie goes to the game's tie-breaker:
 * chance (the seeded die), a chosen seat (a VIP's pick), or nobody.
 */
import type { SeatId } from '../../../shared/games'
import type { Ballot, Tally } from '../../../shared/views/header'
import { pick, type Rng } from '../../lib/rng'

export type { Ballot, Tally }

/** The current ballots of a round, voter → target (null: abstained). */
export type Ballots = Readonly<Record<SeatId, SeatId | null>>

/** The ballots in table order of the voters. */
export function ballotList(seats: readonly SeatId[], ballots: Ballots): Ballot[] {
  return seats.filter((seat) => Object.hasOwn(ballots, seat)).map((voter) => ({ voter, target: ballots[voter] ?? null }))
}

/** Votes per player, most first, equal counts in table order. Abstentions count for nobody. */
export function tallyOf(seats: readonly SeatId[], ballots: readonly Ballot[], weight: (voter: SeatId) => number = () => 1): Tally[] {
  const votes = new Map<SeatId, number>()
  for (const b of ballots) if (b.target !== null) votes.set(b.target, (votes.get(b.target) ?? 0) + weight(b.voter))
  return seats
    .filter((seat) => votes.has(seat))
    .map((seat) => ({ seat, votes: votes.get(seat) as number }))
    .sort((a, b) => b.votes - a.votes)
}

/** The players with the most votes (several on a tie, none without votes). */
export function leadersOf(tally: readonly Tally[]): SeatId[] {
  const most = tally[0]?.votes
  return most === undefined ? [] : tally.filter((t) => t.votes === most).map((t) => t.seat)
}

/** What a round comes to. */
export type VoteResult = { kind: 'out'; seat: SeatId } | { kind: 'tie'; tied: SeatId[] } | { kind: 'none' }

/** Counts a round by plurality. */
export function countVotes(seats: readonly SeatId[], ballots: readonly Ballot[], weight?: (voter: SeatId) => number): VoteResult {
  const top = leadersOf(tallyOf(seats, ballots, weight))
  if (top.length === 0) return { kind: 'none' }
  if (top.length === 1) return { kind: 'out', seat: top[0] as SeatId }
  return { kind: 'tie', tied: top }
}

/** How a game settles a tie it does not vote on again. */
export type TieBreaker = { by: 'chance' } | { by: 'seat'; seat: SeatId } | { by: 'nobody' }

/** Settles a tie: the chosen seat (if among the tied), a seeded draw, or nobody; with the next rng. */
export function breakTie(rng: Rng, tied: readonly SeatId[], breaker: TieBreaker): [SeatId | null, Rng] {
  switch (breaker.by) {
    case 'seat':
      return [tied.includes(breaker.seat) ? breaker.seat : null, rng]
    case 'chance':
      return tied.length === 0 ? [null, rng] : pick(rng, tied)
    case 'nobody':
      return [null, rng]
  }
}
