/** The word game's numbers: head counts, role limits, timer choices, pair limits. One place, named. */
import { manifest } from '../../../shared/views/words'

/** Fewest players: with three, one elimination leaves two and the game would decide itself at once. */
export const MIN_PLAYERS = manifest.players.min
/** Most players. */
export const MAX_PLAYERS = manifest.players.max

/** At least one undercover: without one there is no second word at the table. */
export const MIN_UNDERCOVERS = 1
/** The most undercovers any head count allows (infiltrators must stay fewer than civilians). */
export const MAX_UNDERCOVERS = Math.floor((MAX_PLAYERS - 1) / 2)
/** Blanks: none by default, at most two. */
export const MAX_BLANKS = 2

/** The clue timer's choices in seconds; 0 means none. At zero the next speaker is on. */
export const CLUE_SECONDS = [0, 20, 30, 45] as const
/** The clue timer when the host sets nothing. */
export const DEFAULT_CLUE_SECONDS = 30
/** The debate timer's choices in seconds; 0 means none. At zero the ring turns red, nothing more. */
export const DEBATE_SECONDS = [0, 30, 60, 90, 120] as const
/** The debate timer when the host sets nothing. */
export const DEFAULT_DEBATE_SECONDS = 60
/**
 * How long a step that waits for the table (the look, the debate, the vote, the count, the steal,
 * a clue without a timer) waits before it moves on by itself, so a table that
 * walked away does not hold the room for ever. Pausing the game holds it.
 */
export const TABLE_WAIT_SECONDS = 600
/** On a phone passed round, the look and a secret vote wait this much longer for each player in them (a turn each). */
export const PASS_TURN_SECONDS = 90

/** Rounds in a row without anyone going out that end the game as a draw. */
export const QUIET_ROUNDS_TO_DRAW = 2

/** Pairs in each built-in set, per language. */
export const PAIRS_PER_SET = 90
/** Pairs dealt lately that a new deal avoids. */
export const RECENT_PAIRS = 300
/** The host's own pairs, at most. */
export const MAX_OWN_PAIRS = 200
/** Longest own pair line (both words and their other spellings), in characters. */
export const MAX_OWN_PAIR_LENGTH = 80
/** All own pairs together, in UTF-8 bytes: with the rest of the settings they fit one frame. */
export const MAX_OWN_PAIRS_BYTES = 10_000
/** Longest pair id the host's device may send back. */
export const MAX_PAIR_ID_LENGTH = 12
/** Longest guess a blank may type. */
export const MAX_GUESS_LENGTH = 60
