/** Heimlich & Co.'s numbers: head counts, the board, the die, the goal, the variant, the timers. One place, named. */
import type { HeimlichAgent, HeimlichDieFace } from '../../../shared/views/heimlich'
import type { TimerSpec } from '../kit'
import { manifest } from '../../../shared/views/heimlich'

/** Fewest people the agent table has a row for. */
export const MIN_PLAYERS = manifest.players.min
/** Most people the agent table has a row for. */
export const MAX_PLAYERS = manifest.players.max

/** Every agent colour, in the order they join the game: with n agents the first n play. */
export const AGENT_COLOURS = ['red', 'blue', 'yellow', 'green', 'purple', 'orange', 'white'] as const satisfies readonly HeimlichAgent[]

/** Buildings on the loop: the church, ten houses, the ruin. */
export const BUILDING_COUNT = 12
/** The church: where every agent starts; worth nothing at a scoring. */
export const CHURCH = 0
/** The ruin, between house 10 and the church. */
export const RUIN = 11
/** What the ruin is worth at a scoring. */
export const RUIN_VALUE = -3
/** Where the safe stands at the start. */
export const SAFE_START = 7
/** Where every marker starts on the score track. */
export const SCORE_START = 0
/** A marker never goes below this (the start/finish field). */
export const SCORE_FLOOR = 0
/** A scoring that takes a marker to this or beyond ends the game. */
export const GOAL = 42

/** The faces of the die: '1-3' instead of a 1 (the mover takes one, two or three points). */
export const DIE_FACES: readonly HeimlichDieFace[] = ['1-3', 2, 3, 4, 5, 6]
/** The face that lets the mover choose. */
export const CHOICE_FACE = '1-3'
/** The points the mover may choose from on that face. */
export const CHOICE_POINTS: readonly number[] = [1, 2, 3]
/** The most points a turn can have (the 6). */
export const MAX_POINTS = 6

/** Variant: the guessing round comes when a marker first goes beyond this field. */
export const GUESS_MARK = 29
/** Variant: points for each right guess, added to the guesser's own agent at the end. */
export const GUESS_BONUS = 5
/** Variant: the guessing round has this many turn lengths when the turn timer is on. */
export const GUESS_TIME_FACTOR = 2

/**
 * The view carries the log's recent entries: the block being written and the full one before it.
 * Whole blocks drop out at once, so between those moments a view only ever grows at the end (the
 * room sends it as a small difference) and no view grows with the length of the game.
 */
export const LOG_BLOCK = 16

/** The turn timer (off by default). */
export const TURN_SECONDS: TimerSpec = { default: 60, min: 15, max: 300 }
/** Without the turn timer: a step nobody acts in for this long passes on, so a game never hangs. */
export const PATIENCE_MS = 10 * 60_000
/** A game in which nobody has acted for this long (turns passing on by themselves) ends without a winner. */
export const ABANDON_MS = 60 * 60_000
