/** Werwolf's numbers: head counts, card limits, timer defaults and bounds. One place, named. */
import { manifest } from '../../../shared/views/werwolf'
import type { TimerSpec } from '../kit'

/** Fewest players with a role (five is the "small round": one werewolf and the seer). */
export const MIN_PLAYERS = manifest.players.min
/** Most players with a role. */
export const MAX_PLAYERS = manifest.players.max
/** From this head count the host may swap villagers for the protector and the hunter. */
export const SPECIALS_FROM = 8
/** Up to this many players with a role, the small round: one werewolf and the seer. */
export const SMALL_ROUND_UP_TO = 6
/** Werewolves are the kings, so there are at most four. */
export const MAX_WOLVES = 4
/** At least one werewolf. */
export const MIN_WOLVES = 1

/** Night: everyone taps once. */
export const NIGHT_SECONDS: TimerSpec = { default: 90, min: 20, max: 600 }
/** Discussion before the vote. */
export const DISCUSSION_SECONDS: TimerSpec = { default: 300, min: 30, max: 1800 }
/** Vote and runoff. */
export const VOTE_SECONDS: TimerSpec = { default: 60, min: 15, max: 300 }
/** The tied players' defense. */
export const DEFENSE_SECONDS: TimerSpec = { default: 30, min: 10, max: 300 }
/** The hunter's shot. */
export const HUNTER_SECONDS: TimerSpec = { default: 30, min: 10, max: 300 }

/**
 * Rounds (a night and its day) in a row in which nobody acts before the game stops without a
 * winner. Keeps an abandoned room from cycling forever and growing its log.
 */
export const MAX_IDLE_ROUNDS = 3

