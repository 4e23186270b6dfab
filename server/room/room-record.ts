/**
 * The room's whole truth, as one plain JSON object: what is snapshotted to storage after every
 * accepted change and loaded on start. Everything else (connections, rate buckets) is a cache.
 */
import type { GameId, SeatId } from '../../shared/games'
import type { Lang } from '../../shared/i18n'
import type { Notice } from '../../shared/notice'
import type { ErrorCode, RoomInfo, RoomPhase, SeatKind } from '../../shared/protocol'
import { gameById } from '../games'
import type { GameDefinition } from '../games/contract'
import { type GameClock, RUNNING_CLOCK } from './game-clock'

/** One person in the room. The token is the seat's secret and never leaves in a view. */
export interface Seat {
  id: SeatId
  name: string
  token: string
  /** A player, a spectator, or the table screen (never a player, the host or the moderator). */
  kind: SeatKind
  ready: boolean
  /** Chose to watch; stays a spectator when the room returns to the lobby. */
  watchOnly: boolean
  /** Left the room during a game: the game keeps the seat, nobody can take it (see leaving.ts). */
  left?: true
  /**
   * The switch code that moves the seat to another device (typed there instead of a name); a
   * secret like the token, shown only on the seat's own screen and to the host on request. Spent
   * when used (switch-codes.ts). The table screen has none.
   */
  rejoin?: string
  /** The host was shown this code: it is drawn again when a game starts and when the seat's own phone comes back. */
  codeShown?: true
  /**
   * The seat whose device this seat was added to (one phone passed round the table): the room
   * treats them as one device even while only some of them have come back after a reconnect.
   */
  device?: SeatId
  /**
   * The tokens this seat had before it last moved to another device (newest first, a few): the
   * phone it left, coming back with one, is told the seat moved instead of being seated afresh.
   */
  spent?: string[]
  /**
   * Moved here by its switch code: until its person says the seat is theirs (`confirmSeat`), the
   * seat sees what a spectator sees and cannot act, in the lobby too (the card is dealt to the seat
   * at the start). A host who read out the wrong seat's code hands the wrong person nothing.
   */
  confirming?: true
}

/** A running or finished game: who plays it and its engine state. */
export interface Match {
  players: SeatId[]
  state: unknown
  /** The room's version when the game started: tells this game from the room's earlier ones (absent in records stored before). */
  since?: number
}

export interface RoomRecord {
  schema: 1
  code: string
  game: GameId
  createdAt: number
  phase: RoomPhase
  seats: Seat[]
  nextSeat: number
  host: SeatId | null
  /** Wall time the host's last connection closed; host passes on after HOST_AWAY_MS. */
  hostAwaySince: number | null
  moderator: SeatId | null
  /**
   * The settings the host changed from the game's recommendation (only those: the rest, the role
   * counts above all, follows the head count as people come and go), or null for none. A record
   * written before kept the whole settings here, which then simply all count as changed.
   */
  options: unknown
  match: Match | null
  clock: GameClock
  /** Grows with every accepted change; clients see it in `state` frames. */
  version: number
  /** The latest action ids per seat, so a resent action is applied once. */
  seen: Record<SeatId, string[]>
  /** Wall time each seat without an open socket went away (see presence.ts). */
  away: Record<SeatId, number>
  /** Wall time since which no seat has had an open socket (the room's creation at first), or null. */
  idleSince: number | null
  /** The room's language (see RoomInfo.lang). */
  lang: Lang
  /** What the last game kept for the next one of the same game in this room (`GameDefinition.memory`). */
  memory: { game: GameId; data: unknown } | null
  /** Wall time each seat last moved to another device with its switch code, while the table is told (seat-moves.ts). */
  moved: Record<SeatId, number>
}

/** The room's language when the request that made it named none. */
export const DEFAULT_ROOM_LANG: Lang = 'de'

/** A refused request: the error code and the reason to show. */
export interface Failure {
  failed: true
  code: ErrorCode
  notice: Notice
}

export function fail(code: ErrorCode, key: string, params?: Notice['params']): Failure {
  return { failed: true, code, notice: params ? { key, params } : { key } }
}

export function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && (value as Failure).failed === true
}

/** How long the host may be gone before the host role passes to someone present. */
export const HOST_AWAY_MS = 60_000
/** Seats a room holds at most (players and spectators). */
export const MAX_SEATS = 40
/** Action ids remembered per seat for de-duplication. */
export const SEEN_IDS_PER_SEAT = 32

/** A new, empty room for a game. */
export function createRoom(code: string, game: GameId, now: number, lang: Lang = DEFAULT_ROOM_LANG): RoomRecord {
  return {
    schema: 1,
    code,
    game,
    createdAt: now,
    phase: 'lobby',
    seats: [],
    nextSeat: 1,
    host: null,
    hostAwaySince: null,
    moderator: null,
    options: null,
    match: null,
    clock: RUNNING_CLOCK,
    version: 0,
    seen: {},
    away: {},
    idleSince: now,
    lang,
    memory: null,
    moved: {},
  }
}

/** A stored record as this code reads it: snapshots written before a member existed get its default. */
export function upgradeRecord(stored: RoomRecord): RoomRecord {
  const current = stored.away && stored.idleSince !== undefined && stored.lang !== undefined && stored.memory !== undefined && stored.moved !== undefined
  return current
    ? stored
    : {
        ...stored,
        away: stored.away ?? {},
        idleSince: stored.idleSince ?? null,
        lang: stored.lang ?? DEFAULT_ROOM_LANG,
        memory: stored.memory ?? null,
        moved: stored.moved ?? {},
      }
}

/** The room without this seat: its moderator role, remembered action ids, away mark and move notice go with it. */
export function withoutSeat(room: RoomRecord, id: SeatId): RoomRecord {
  const { [id]: _seen, ...seen } = room.seen
  const { [id]: _away, ...away } = room.away
  const { [id]: _moved, ...moved } = room.moved
  const next: RoomRecord = {
    ...room,
    seats: room.seats.filter((s) => s.id !== id),
    moderator: room.moderator === id ? null : room.moderator,
    seen,
    away,
    moved,
  }
  // The players added to a passed phone go with the phone's own seat (nobody else holds them),
  // but those in a game keep their place there, a phone's no longer.
  const added = next.seats.filter((s) => s.device === id)
  return added.reduce(
    (r, s) => (r.match?.players.includes(s.id) ? { ...r, seats: r.seats.map((x) => (x.id === s.id ? withoutDevice(x) : x)) } : withoutSeat(r, s.id)),
    next,
  )
}

/** A seat that is no longer one of a passed phone's. */
export function withoutDevice(seat: Seat): Seat {
  const { device: _device, ...own } = seat
  return own
}

/** The game this room plays. Records are only created for registered games. */
export function definitionOf(room: RoomRecord): GameDefinition {
  const def = gameById(room.game)
  if (!def) throw new Error(`room ${room.code} has unknown game ${room.game}`)
  return def
}

/** The seats that would play if the game started now: players minus the moderator. */
export function lobbyPlayers(room: RoomRecord): SeatId[] {
  return room.seats.filter((s) => s.kind === 'player' && s.id !== room.moderator).map((s) => s.id)
}

/** The head count the options are for: the game's players, or the lobby's (at least the game's minimum). */
function optionsHeadCount(room: RoomRecord): number {
  const count = room.match ? room.match.players.length : lobbyPlayers(room).length
  return Math.max(count, definitionOf(room).players.min)
}

/** The game's recommended options for the room's head count now. */
export function recommendedOptions(room: RoomRecord): unknown {
  return definitionOf(room).options.defaults(optionsHeadCount(room))
}

/**
 * The options last worked out, and what from. Every change's room part holds the options, and the
 * same object while nothing in them changed lets each socket's difference pass them over by
 * identity. Rooms sharing an isolate take turns with it: a rebuild, never a wrong value.
 */
let lastOptions: { game: string; count: number; changed: unknown; value: unknown } | null = null

/** The options in force: the recommendation for this head count, with what the host changed. */
export function effectiveOptions(room: RoomRecord): unknown {
  const count = optionsHeadCount(room)
  const last = lastOptions
  if (last && last.game === room.game && last.count === count && last.changed === room.options) return last.value
  const recommended = definitionOf(room).options.defaults(count)
  const changed = room.options
  const value = changed === null || changed === undefined ? recommended : isPlainObject(recommended) && isPlainObject(changed) ? { ...recommended, ...changed } : changed
  lastOptions = { game: room.game, count, changed, value }
  return value
}

/** The host's options as the part that differs from the recommendation (null: none does). */
export function changedOptions(recommended: unknown, options: unknown): unknown {
  if (!isPlainObject(recommended) || !isPlainObject(options)) return options
  const changed = Object.fromEntries(Object.entries(options).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(recommended[key])))
  return Object.keys(changed).length > 0 ? changed : null
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether the options work for the current head count, head-count limits included. */
export function checkOptions(room: RoomRecord): RoomInfo['check'] {
  const def = definitionOf(room)
  const count = lobbyPlayers(room).length
  if (count < def.players.min) return { ok: false, reason: { key: 'error.too_few', params: { min: def.players.min } } }
  if (count > def.players.max) return { ok: false, reason: { key: 'error.too_many', params: { max: def.players.max } } }
  const options = effectiveOptions(room)
  // Players added to someone's phone need the phone passed round; else it would show none of their cards.
  const passed = def.holder !== undefined && (def.passesPhone?.(options) ?? true)
  if (!passed && room.seats.some((s) => s.device !== undefined && s.kind === 'player')) return { ok: false, reason: { key: 'error.phone_not_passed' } }
  return def.options.check(options, count)
}

export function seatById(room: RoomRecord, id: SeatId | null | undefined): Seat | undefined {
  return id ? room.seats.find((s) => s.id === id) : undefined
}

/** Whether this seat is the table screen's. */
export function isTableSeat(room: RoomRecord, id: SeatId | null | undefined): boolean {
  return seatById(room, id)?.kind === 'table'
}

/** The room as everyone sees it; `connected` says which seats have an open socket. */
export function roomInfo(room: RoomRecord, connected: ReadonlySet<SeatId>): RoomInfo {
  const def = definitionOf(room)
  const options = effectiveOptions(room)
  const count = optionsHeadCount(room)
  return {
    code: room.code,
    game: room.game,
    phase: room.phase,
    host: room.host,
    moderator: room.moderator,
    seats: room.seats.map((s) => ({
      id: s.id,
      name: s.name,
      kind: s.kind,
      ready: s.ready,
      connected: connected.has(s.id),
      left: s.left === true,
      ...(s.confirming ? { confirming: true as const } : {}),
    })),
    // Part of the options may be for the host's device alone (the game says which).
    options: def.options.public ? def.options.public(options) : options,
    check: room.phase === 'lobby' ? checkOptions(room) : { ok: true, warnings: [] },
    preview: def.options.preview(options, count),
    paused: room.clock.pausedAt !== null,
    stage: room.match ? def.stage(room.match.state) : 0,
    match: room.match?.since ?? null,
    lang: room.lang,
    moved: Object.entries(room.moved)
      .sort(([, a], [, b]) => a - b)
      .map(([seat]) => seat),
  }
}
