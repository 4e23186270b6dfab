/**
 * The common view header: the fields every game's view starts with, so the room bar, the
 * countdown, the progress line and the announcements are drawn without knowing the game.
 * Types only: this file ships to browsers.
 */
import type { SeatId } from '../games'
import type { Notice } from '../notice'

/** How far the current step is. */
export interface Progress {
  /** How many of those who must act have. */
  done: number
  /** How many must act. */
  of: number
  /**
   * Who has not acted yet, in table order, where that is public (ready, ballots); null where only
   * the count is (a night where everyone taps: the count is the same for every viewer and names nobody).
   */
  waiting: SeatId[] | null
  /** The step is a secret vote: counted as votes ("3 / 6 voted"), not as taps. */
  votes?: true
}

/** Who looks at a view. */
export type ViewerKind = 'player' | 'spectator' | 'moderator'

/** The start of every game's view. */
export interface ViewHeader {
  /** The game's id. */
  game: string
  /** The current step's id ('night', 'vote', ...; 'ended' once over). */
  phase: string
  /** Grows with every step; send it with `act` so a late action is refused. */
  stage: number
  /** The current step's name. */
  title: Notice
  /**
   * When the current step ends by itself on the game clock (ms), as the room enforces it: a time
   * limit, or the long patience of a step that waits for its players; null when nothing ends it.
   */
  deadline: number | null
  /**
   * The step's time limit as the table sees it (the countdown): the same moment as `deadline`
   * where the step has a time limit, null where it only waits for its players (a long silence
   * ends it, which is no time pressure to show).
   */
  limit: number | null
  /** How far the current step is, or null when nobody in particular must act. */
  progress: Progress | null
  /** What the table is told right now (the step's narration, what just happened), in order. */
  announcements: Notice[]
  /** Who looks. */
  viewer: ViewerKind
}

/** One ballot. */
export interface Ballot {
  /** Who voted. */
  voter: SeatId
  /** For whom; null for an abstention. */
  target: SeatId | null
}

/** Votes received by one player in a round. */
export interface Tally {
  /** The player voted for. */
  seat: SeatId
  /** How many votes. */
  votes: number
}

/**
 * A vote round's log entry where everyone votes by day (Werwolf, Undercover Cops, Shifter): each
 * game adds what its own rules decide beside the count (a card turned over, the VIP's double, chance).
 */
export interface VoteRound {
  type: 'vote'
  day: number
  /** First round or runoff. */
  round: 'vote' | 'runoff'
  /** Every ballot, public once the round closed. */
  ballots: Ballot[]
  /** Votes per player, most first. */
  tally: Tally[]
  /** Who is out, or null (a tie, or no votes). */
  out: SeatId | null
  /** The tied players when nobody is out yet. */
  tied: SeatId[]
  lines: Notice[]
}
