/** The end: the outcome the room reads, and the truth table with everything that happened. */
import type { SeatId } from '../../../shared/games'
import type { WordsRole, WordsSummary, WordsVoteRecord } from '../../../shared/views/words'
import type { Outcome } from '../contract'
import { tallyOf } from '../kit'
import { outcomeReason } from './announcements'
import type { VoteRecord, WordsState } from './state'
import { winnersOf } from './win-check'

/** The word a seat holds (null for a blank). */
export function wordOf(state: WordsState, seat: SeatId): string | null {
  switch (state.roles[seat]) {
    case 'civilian':
      return state.pair.civilian.word
    case 'undercover':
      return state.pair.undercover.word
    default:
      return null
  }
}

/** A closed vote as everyone sees it: the tally and the turned-over card of who went out. */
export function voteEntry(state: WordsState, record: VoteRecord): WordsVoteRecord {
  return {
    ...record,
    tally: tallyOf(state.seats, record.ballots),
    role: record.out !== null ? ((state.roles[record.out] as WordsRole | undefined) ?? null) : null,
  }
}

/** Winners, side and reason once the game is over; null while it runs. */
export function outcome(state: WordsState): Outcome | null {
  if (state.phase !== 'ended' || state.reason === null) return null
  return { winners: winnersOf(state, state.winner), team: state.winner ?? 'nobody', reason: outcomeReason(state) }
}

/** The truth table, once the game is over. */
export function summaryOf(state: WordsState): WordsSummary | null {
  const result = outcome(state)
  if (!result) return null
  return {
    winner: state.winner,
    winners: result.winners,
    reason: result.reason,
    words: { civilian: state.pair.civilian.word, undercover: state.pair.undercover.word },
    pair: state.pair.id,
    reshuffled: state.pair.reshuffled,
    forget: state.pair.forget ?? [],
    truth: state.seats.map((seat) => {
      const out = state.out.find((o) => o.seat === seat)
      return {
        seat,
        role: state.roles[seat] as WordsRole,
        word: wordOf(state, seat),
        out: out ? { round: out.round, runoff: out.runoff } : null,
        won: result.winners.includes(seat),
      }
    }),
    votes: state.votes.map((record) => voteEntry(state, record)),
    steals: state.steals,
    rounds: state.round,
  }
}
