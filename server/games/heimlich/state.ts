/** Heimlich & Co.'s state: plain JSON, snapshotted after every change. */
import type { SeatId } from '../../../shared/games'
import type { HeimlichAgent, HeimlichDieFace, HeimlichGuessPair, HeimlichLogEntry, HeimlichOptions, HeimlichPhase } from '../../../shared/views/heimlich'

/** A move as sent, checked whole and kept until the step ends with it: points per agent. */
export interface PlannedMove {
  /** The points the mover took (the face, or the choice on '1-3'). */
  points: number
  /** Points per agent, in colour order; only agents that move. */
  counts: { agent: HeimlichAgent; points: number }[]
}

/** Why the game ended: a marker reached the goal, or the table stopped playing. */
export type EndReason = 'goal' | 'abandoned'

/** One public record: the log is the story of the game, nothing in it is secret. */
export type LogRecord = HeimlichLogEntry

/** The whole game. */
export interface HeimlichState {
  options: HeimlichOptions
  /** The people in table order (clockwise). */
  seats: SeatId[]
  /** Nobody is ever out in this game (the kit's table helpers read the field). */
  out: { seat: SeatId }[]
  /** Turn order: clockwise from the first player, who was drawn at random. */
  order: SeatId[]
  /** Every person's secret agent. */
  cards: Record<SeatId, HeimlichAgent>
  /** The agents in play, in colour order; those on no card are free. */
  agents: HeimlichAgent[]
  /** Each agent's building. */
  positions: Partial<Record<HeimlichAgent, number>>
  /** Each agent's marker on the score track. */
  scores: Partial<Record<HeimlichAgent, number>>
  /** The safe's building. */
  safe: number
  /** The seeded PRNG's state. */
  rng: number
  /** Grows with every step. */
  stage: number
  phase: HeimlichPhase
  /** When the current step ends (game-clock ms); null once the game is over. */
  deadline: number | null
  /** The turn number, from 1. */
  turn: number
  /** Whose turn it is. */
  mover: SeatId
  /** The die rolled for this turn. */
  die: HeimlichDieFace | null
  /** The move sent this turn, until the step ends with it. */
  planned: PlannedMove | null
  /** The safe's new building as chosen by the mover, until the step ends with it. */
  safePick: number | null
  /** Variant: each person's guess, once sent. */
  guesses: Record<SeatId, HeimlichGuessPair[]>
  /** Variant: the guessing round has been held. */
  guessed: boolean
  /** The last moment someone acted (game clock), to end a game nobody plays any more. */
  lastActionAt: number
  /** Everything that happened, oldest first. */
  log: LogRecord[]
  /** Set once the game is over. */
  result: EndReason | null
}
