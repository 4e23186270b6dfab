/**
 * The end screen's votes, day by day, worked out from the public log: who was still alive to vote
 * in each round (the log is in order, so everyone taken before a round is out of it), what each of
 * them did, and how the day ended — after a runoff, with the runoff's result.
 */
import type { SeatId } from '../../../shared/games'
import type { WerwolfLogEntry } from '../../../shared/views/werwolf'

/** What one living player did in a round: voted for someone, abstained, or cast no ballot at all. */
export type VoterChoice = { voter: SeatId; type: 'voted'; target: SeatId } | { voter: SeatId; type: 'abstained' } | { voter: SeatId; type: 'none' }

/** One round of voting. */
export interface VoteRound {
  round: 'vote' | 'runoff'
  /** Every player alive for this round, in table order. */
  choices: VoterChoice[]
  /** Who went out, or null. */
  out: SeatId | null
  /** The tied players (a first round's tie leads to the runoff). */
  tied: SeatId[]
}

/** A day's voting: its rounds, and who went out in the end. */
export interface VoteDay {
  day: number
  rounds: VoteRound[]
  /** The result of the day's last round. */
  out: SeatId | null
}

/** The days with a vote, in order, for a table of `seats` (in table order) and the game's log. */
export function voteDays(seats: readonly SeatId[], log: readonly WerwolfLogEntry[]): VoteDay[] {
  const alive = new Set(seats)
  const days: VoteDay[] = []
  for (const entry of log) {
    switch (entry.type) {
      case 'dawn':
        if (entry.victim !== null) alive.delete(entry.victim)
        break
      case 'shot':
        if (entry.target !== null) alive.delete(entry.target)
        break
      case 'vote': {
        const ballots = new Map(entry.ballots.map((b) => [b.voter, b.target]))
        const choices = seats.filter((seat) => alive.has(seat)).map((voter): VoterChoice => {
          if (!ballots.has(voter)) return { voter, type: 'none' }
          const target = ballots.get(voter) ?? null
          return target === null ? { voter, type: 'abstained' } : { voter, type: 'voted', target }
        })
        const round: VoteRound = { round: entry.round, choices, out: entry.out, tied: entry.tied }
        const today = days.at(-1)
        if (today?.day === entry.day) today.rounds.push(round)
        else days.push({ day: entry.day, rounds: [round], out: null })
        days.at(-1)!.out = entry.out
        if (entry.out !== null) alive.delete(entry.out)
        break
      }
      default:
        entry satisfies never
    }
  }
  return days
}
