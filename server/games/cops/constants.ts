/** Undercover Cops' numbers: head counts, days, floors, chances, limits, timer defaults and bounds. One place, named. */
import { manifest } from '../../../shared/views/cops'
import type { TimerSpec } from '../kit'

/** Fewest players the role table has a row for. */
export const MIN_PLAYERS = manifest.players.min
/** Most players the role table has a row for. */
export const MAX_PLAYERS = manifest.players.max

/** The festival lasts five days. */
export const DAYS = 5
/** Floors open per day, day 1 first: the crowd moves closer together each day. */
export const FLOORS_BY_DAY: readonly number[] = [4, 3, 3, 2, 1]
/** The first day with an event card. */
export const FIRST_EVENT_DAY = 2
/** The first day with a banishment vote (day 1 is the rest day of democracy). */
export const FIRST_VOTE_DAY = 2

/** The chance that an observation succeeds. */
export const OBSERVE_CHANCE = 0.5
/** Markers that get a player arrested. */
export const MARKERS_TO_ARREST = 2
/** The Türsteher's reveals per game. */
export const BOUNCER_REVEALS = 2
/** How much the VIP's vote weighs when it breaks a tie. */
export const VIP_VOTE_WEIGHT = 2
/** There is always exactly one VIP. */
export const VIPS = 1

/** The host's split needs at least one cop. */
export const MIN_COPS = 1
/** At most two V-Männer (the rule book deals one, or two from 16 players). */
export const MAX_INFORMANTS = 2
/** At most two Türsteher (the rule book deals one, or two from 14 players). */
export const MAX_BOUNCERS = 2
/** The police make up at least about a quarter of the table (see role-table.ts policeBounds). */
export const POLICE_SHARE_MIN = 1 / 4
/** The police make up at most about a third of the table. */
export const POLICE_SHARE_MAX = 1 / 3

/** Floor choice. */
export const FLOOR_SECONDS: TimerSpec = { default: 45, min: 10, max: 300 }
/** The event card on screen. */
export const EVENT_SECONDS: TimerSpec = { default: 15, min: 5, max: 120 }
/** The action phase. */
export const ACTION_SECONDS: TimerSpec = { default: 60, min: 15, max: 300 }
/** Discussion ("about five minutes"). */
export const DISCUSSION_SECONDS: TimerSpec = { default: 300, min: 30, max: 1800 }
/** Vote and runoff. */
export const VOTE_SECONDS: TimerSpec = { default: 60, min: 15, max: 300 }
/** The VIP's lone decision. */
export const VIP_SECONDS: TimerSpec = { default: 30, min: 10, max: 300 }

