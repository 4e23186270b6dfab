/**
 * The engine contract: what every game gives the room. Engines are pure: no clock, no randomness
 * but the seeded one inside their state, no I/O, no mutation of inputs. The room passes `now` in.
 */
import type * as v from 'valibot'
import type { GameId, GameManifest, SeatId } from '../../shared/games'
import type { Lang } from '../../shared/i18n'
import type { Notice } from '../../shared/notice'
import type { OptionsCheck } from '../../shared/protocol'

/** A player's mistake, as a value: a stable code and the reason to show. Never thrown. */
export interface Rejection {
  rejected: true
  code: string
  notice: Notice
}

/** Builds a rejection: a stable code for tests and logs, a notice for the player. */
export function reject(code: string, notice: Notice): Rejection {
  return { rejected: true, code, notice }
}

/** Tells a rejection from a new state. */
export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as Rejection).rejected === true
}

/** How a finished game ended: who won and why. */
export interface Outcome {
  winners: SeatId[]
  /** The winning side's id in the game's own words ('village', 'wolves', ...). */
  team: string
  reason: Notice
}

/** Who looks at the game: a seat, a spectator (null), or the moderator who sees everything. */
export type Viewer = SeatId | null | { moderator: true }

/** The one seat that sees everything and plays no role. */
export const MODERATOR: Viewer = { moderator: true }

/**
 * A game's rules page in one language, written for players (plain text; the page escapes it).
 * Tables are rows of cells; the first row is the header.
 */
export interface RulesDoc {
  title: string
  intro: string
  sections: { heading: string; paragraphs: string[]; table?: string[][] }[]
}

/** Everything a game is. One object per game, registered in server/games/index.ts. */
export interface GameDefinition<State = any, Action = any, View = any, Options = any> {
  id: GameId
  players: { min: number; max: number }
  /** The game as pages show it before its code is loaded (its name, its words for the big buttons). */
  manifest?: GameManifest
  /** The rules page, in every language (served at /rules/<id>). */
  rules: Record<Lang, RulesDoc>
  options: {
    /** valibot schema for the host's settings. */
    schema: v.GenericSchema<unknown, Options>
    /** The recommended setup for this head count. */
    defaults(playerCount: number): Options
    /** Whether these options work for this head count, with the reason if not. */
    check(options: Options, playerCount: number): OptionsCheck
    /** The role split these options deal, one line a role, for the lobby preview. */
    preview(options: Options, playerCount: number): Notice[]
    /**
     * The options as every phone in the room sees them, when part of them is for the host's
     * device alone (say, the host's own word pairs). Left out: all of them.
     */
    public?(options: Options): unknown
  }
  /** valibot schema of this game's actions: a variant on `type`. */
  action: v.GenericSchema<unknown, Action>
  setup(input: SetupInput<Options>): State
  act(state: State, seat: SeatId, action: Action, now: number): State | Rejection
  /** Applies every timeout that is due at `now`; returns the same state object if none is. */
  advance(state: State, now: number): State
  /** Ends the current step now, as if its deadline had passed (host skip, moderator). */
  skip(state: State, now: number): State
  /** The next moment `advance` would change something, or null. */
  deadline(state: State): number | null
  /** A counter that grows with every step; actions sent for an earlier step are refused. */
  stage(state: State): number
  /** What this seat may do now: for bots, tests and hints. */
  legalActions(state: State, seat: SeatId): Action[]
  /**
   * Taps this seat may send now that are only counted: a name its role cannot pick, nothing to do
   * alone. `act` takes them, and they raise the count of a secret step as anyone's tap does, so a
   * tap that picks nothing cannot be told from one that does; they change nothing else. They are
   * not moves of the game, so not among `legalActions`; random play sends them too.
   */
  blankTaps?(state: State, seat: SeatId): Action[]
  /** The only way state leaves the server: what this viewer may know. */
  view(state: State, viewer: Viewer): View
  /** Winners and reason once the game is over; null while it runs. */
  outcome(state: State): Outcome | null
  /** Whether this seat is still in the game (not out); the room prefers such a seat as the next host. Absent: everyone is. */
  inPlay?(state: State, seat: SeatId): boolean
  /**
   * Which of the seats one device holds has that device in hand now (one phone passed round the
   * table): the device is shown that seat's view, and acts as that seat. Null: nobody's secret may
   * be on the screen now, so the device gets the spectator's view. Left out: the game is played on
   * one's own phone only, and a device may not hold several seats.
   */
  holder?(state: State, seats: readonly SeatId[]): SeatId | null
  /** Whether a phone is passed round with these options (the game has a mode for it). Left out, with `holder`: always. */
  passesPhone?(options: Options): boolean
  /**
   * What the game keeps for the next game in the same room (say, the word pairs dealt lately), as
   * small plain JSON; handed back to `setup` as `memory`. Left out: nothing is kept.
   */
  memory?(state: State): unknown
}

/** What the room hands a game to deal it. */
export interface SetupInput<Options> {
  /** The players, in table order. */
  seats: SeatId[]
  options: Options
  seed: number
  now: number
  /** The room's language (for games that deal text, such as word pairs); absent: the game's own default. */
  lang?: Lang
  /** What the game kept from the room's previous game (`memory`), if anything. */
  memory?: unknown
}
