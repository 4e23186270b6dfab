/** Shifter Under Us' numbers: head counts, role limits, timer defaults and bounds. One place, named. */
import type { ShifterSpecial } from '../../../shared/views/shifter'
import { manifest } from '../../../shared/views/shifter'
import type { TimerSpec } from '../kit'

/** Fewest players. */
export const MIN_PLAYERS = manifest.players.min
/** Most players. */
export const MAX_PLAYERS = manifest.players.max

/** There is always at least one shifter. */
export const MIN_SHIFTERS = 1
/** At most one player in this many is a shifter (a third). */
export const PLAYERS_PER_MAX_SHIFTER = 3
/** The suggestion: one shifter per this many players (4–7 → 1, 8–11 → 2, 12–15 → 3). */
export const PLAYERS_PER_SUGGESTED_SHIFTER = 4
/** At least this many plain Townfolk stay in every game. */
export const MIN_TOWNFOLK = 2

/** The special roles, in the order the rule book lists them (and the lobby offers them). */
export const SPECIAL_ROLES: readonly ShifterSpecial[] = ['visionary', 'alchemist', 'immortal', 'mortician', 'rambuh', 'armoris']
/** The special roles suggested for a first round, as far as the table allows. */
export const FIRST_ROUND_SPECIALS: readonly ShifterSpecial[] = ['visionary', 'alchemist', 'immortal']

/** Reading the role card; the game goes on when everyone has confirmed. */
export const CARD_SECONDS: TimerSpec = { default: 180, min: 30, max: 600 }
/** The whole night, the Alchemist's turn included. */
export const NIGHT_SECONDS: TimerSpec = { default: 120, min: 40, max: 600 }
/** The day's talk before the vote. */
export const DISCUSSION_SECONDS: TimerSpec = { default: 300, min: 30, max: 1800 }
/** Each vote round. */
export const VOTE_SECONDS: TimerSpec = { default: 45, min: 15, max: 300 }
/** The pause between the vote and the next night. */
export const PAUSE_SECONDS: TimerSpec = { default: 10, min: 5, max: 60 }
/** The short step after deaths in which the Mortician may look (everyone taps). */
export const FAREWELL_SECONDS: TimerSpec = { default: 20, min: 10, max: 120 }

/** HURRY shows in the last this many seconds of a night step. */
export const HURRY_SECONDS = 30
/**
 * With the Alchemist in the game the shifters' part of the night ends at the latest when this
 * share of the night is left, so the Alchemist always gets a turn (30 s of the default 2 minutes).
 */
export const POTION_SHARE = 1 / 4

/**
 * Rounds (a night and its day) in a row in which nobody acts before the game stops without a
 * winner. Keeps an abandoned room from cycling forever and growing its log.
 */
export const MAX_IDLE_ROUNDS = 3
