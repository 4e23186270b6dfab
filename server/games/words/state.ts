/** The word game's state: plain JSON, snapshotted after every change. */
import type { SeatId } from '../../../shared/games'
import type { Lang } from '../../../shared/i18n'
import type { Ballot, WordsOptions, WordsPhase, WordsRole, WordsVoteResult, WordsWinner } from '../../../shared/views/words'
import type { WordEntry } from './pairs'

/** A player voted out. */
export interface OutRecord {
  seat: SeatId
  round: number
  runoff: boolean
}

/** The pair on the table: the civilians' side and the undercovers' side. */
export interface DealtPair {
  id: string
  civilian: WordEntry
  undercover: WordEntry
  /** The set had run dry and was started over for this deal. */
  reshuffled: boolean
  /** When it had: the pairs of the pool the host's device remembered, for it to forget (absent in games dealt before). */
  forget?: string[]
}

/** A closed vote. */
export interface VoteRecord {
  round: number
  runoff: boolean
  ballots: Ballot[]
  result: WordsVoteResult
  out: SeatId | null
  tied: SeatId[]
}

/** A blank's steal. */
export interface StealRecord {
  seat: SeatId
  round: number
  guess: string | null
  right: boolean | null
}

/** Why the game ended. */
export type EndReason = 'noInfiltrators' | 'outnumbered' | 'steal' | 'draw'

/** The whole game. */
export interface WordsState {
  options: WordsOptions
  /** The language the pair was dealt in (the room's). */
  lang: Lang
  /** Seats in table order. */
  seats: SeatId[]
  roles: Record<SeatId, WordsRole>
  pair: DealtPair
  /** Pair ids to avoid in this room's next deal (this one included). */
  recent: string[]
  /** The seeded PRNG's state. */
  rng: number
  stage: number
  phase: WordsPhase
  deadline: number | null
  /** The speaking order shuffled at the deal; each round starts one further on. */
  order: SeatId[]
  /** The round, from 1. */
  round: number
  /** Who opened the current round. */
  opener: SeatId
  /** The current clue, vote and count belong to a runoff. */
  runoff: boolean
  /** Who speaks in the current clue step, in order, and whose turn it is. */
  speakers: SeatId[]
  speaking: number
  /** The speaker said "Done" (clue). */
  spoken: boolean
  /** Who has looked at their word (look). */
  seen: SeatId[]
  /** Who is ready (debate, count). */
  ready: SeatId[]
  /** The open vote: who may vote, for whom, and the ballots cast so far. */
  voters: SeatId[]
  candidates: SeatId[]
  ballots: Record<SeatId, SeatId>
  /** The show of hands has been entered (open voting). */
  handsIn: boolean
  /** When the debate timer runs out (it only nudges). */
  nudgeAt: number | null
  /** Players voted out, in order. */
  out: OutRecord[]
  votes: VoteRecord[]
  steals: StealRecord[]
  /** Rounds with a vote in a row in which nobody went out. */
  quiet: number
  winner: WordsWinner | null
  reason: EndReason | null
}
