/**
 * The wire protocol: every frame in both directions, as valibot schemas.
 * Types are inferred from the schemas, so the two cannot drift apart.
 * Frames are JSON text; docs/protocol.md explains them with examples.
 */
import * as v from 'valibot'
import type { GameId, SeatId } from './games'
import { LANGS, type Lang } from './i18n'
import type { Notice } from './notice'
import { MAX_ACTION_ID_LENGTH } from './limits'
import type { Patch } from './patch'
import { MAX_SWITCH_CODE_INPUT } from './switch-code'

export { MAX_ACTION_ID_LENGTH, MAX_FRAME_BYTES, MAX_NAME_LENGTH } from './limits'

const ActionId = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ACTION_ID_LENGTH))
const Seat = v.pipe(v.string(), v.maxLength(8))
/** The game's step counter a client saw (`room.stage`). */
const Stage = v.pipe(v.number(), v.integer(), v.minValue(0))

/** Lobby and room-control commands. Most are for the host only; `ready` and `leave` are for everyone. */
export const LobbyCommand = v.variant('type', [
  v.object({ type: v.literal('ready'), ready: v.boolean() }),
  v.object({ type: v.literal('options'), options: v.unknown() }),
  v.object({ type: v.literal('game'), game: v.pipe(v.string(), v.maxLength(32)) }),
  v.object({ type: v.literal('kick'), seat: Seat }),
  v.object({ type: v.literal('host'), seat: Seat }),
  v.object({ type: v.literal('moderator'), seat: v.nullable(Seat) }),
  v.object({ type: v.literal('start') }),
  /** `stage`: the step to end; refused as stale once the game has moved past it. */
  v.object({ type: v.literal('skip'), stage: v.optional(Stage) }),
  v.object({ type: v.literal('pause') }),
  v.object({ type: v.literal('resume') }),
  v.object({ type: v.literal('rematch') }),
  /** Host, while a game runs: end it now, nobody winning and nothing revealed; everyone back to the lobby. */
  v.object({ type: v.literal('stop') }),
  /** Leave the room for good (everyone): the seat goes, or in a game stays empty until the end. */
  v.object({ type: v.literal('leave') }),
  /**
   * Show a seat's switch code, answered with `rejoin`: the host, for any seat in the lobby and, once
   * a game runs, for a seat whose phone is gone (no open socket); anyone, for their own seat.
   */
  v.object({ type: v.literal('rejoinCode'), seat: Seat }),
  /** Host, in the lobby: the room's language, the language a game deals its texts in (a word pair, say). */
  v.object({ type: v.literal('lang'), lang: v.picklist(LANGS) }),
  /** A seat moved here by its switch code during a game: its person says it is theirs, and its game shows. */
  v.object({ type: v.literal('confirmSeat') }),
])
export type LobbyCommand = v.InferOutput<typeof LobbyCommand>

/** Every frame a client may send. */
export const ClientFrame = v.variant('type', [
  v.object({
    type: v.literal('join'),
    name: v.pipe(v.string(), v.maxLength(200)),
    token: v.optional(v.pipe(v.string(), v.maxLength(64))),
    /** A seat's switch code, typed on a new device to continue that seat there (any case, spaces and dashes allowed). */
    rejoin: v.optional(v.pipe(v.string(), v.maxLength(MAX_SWITCH_CODE_INPUT))),
    spectate: v.optional(v.boolean()),
    /** The shared screen in the middle of the table: a seat of its own kind that only ever watches. */
    table: v.optional(v.literal(true)),
    /**
     * One more seat on this socket, which holds one already (a phone passed round the table): with
     * `token` that seat comes back onto it; without, the host's device adds a newcomer in the lobby.
     */
    also: v.optional(v.literal(true)),
  }),
  v.object({
    type: v.literal('act'),
    id: ActionId,
    /** The game's step counter the client saw; an action aimed at an earlier step is refused. */
    stage: v.optional(Stage),
    /** `room.match` the client saw: an action meant for an earlier game of the room is refused. */
    match: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    /** On a socket holding several seats: the one acting (it must hold it); absent: the seat holding the device now. */
    seat: v.optional(Seat),
    action: v.unknown(),
  }),
  v.object({ type: v.literal('lobby'), id: ActionId, command: LobbyCommand }),
  /**
   * On a phone passed round, while the table talks: `seat`, one of its players, looks at their own
   * card again during this `stage`; null: done looking. Answered with `ack`, the view in a patch.
   */
  v.object({ type: v.literal('look'), id: ActionId, seat: v.nullable(Seat), stage: Stage }),
  v.object({ type: v.literal('ping') }),
])
export type ClientFrame = v.InferOutput<typeof ClientFrame>

/**
 * A phone coming back to its seat may name it in the socket's address (`?name=…&token=…`): the room
 * seats it as the socket opens, as if it had sent that `join` first, so the state arrives with the
 * handshake's answer instead of one round trip later. The join frame, as the room reads it from an
 * address; null where the address names no seat.
 */
export function joinInAddress(url: URL): { type: 'join'; name: string; token: string; table?: true } | null {
  const token = url.searchParams.get(RESUME_PARAMS.token)
  const name = url.searchParams.get(RESUME_PARAMS.name)
  if (token === null || name === null) return null
  return url.searchParams.has(RESUME_PARAMS.table) ? { type: 'join', name, token, table: true } : { type: 'join', name, token }
}

/** The address's parameters that name a seat (joinInAddress); `table` when the table screen comes back. */
export const RESUME_PARAMS = { name: 'name', token: 'token', table: 'table' } as const

/** Where the room is in its life. */
export type RoomPhase = 'lobby' | 'playing' | 'ended'

/**
 * What a seat is: someone who plays (in the lobby: will play), someone who watches, or the table
 * screen, which watches too but is never a player, the host or the moderator.
 */
export type SeatKind = 'player' | 'spectator' | 'table'

/** One seat as everyone in the room sees it. Never carries a token or a switch code. */
export interface SeatInfo {
  id: SeatId
  name: string
  kind: SeatKind
  ready: boolean
  connected: boolean
  /** Left the room during the game: the game goes on without them. */
  left: boolean
  /** Moved here by its switch code, and not yet said to be its person's (`confirmSeat`). */
  confirming?: true
}

/** The result of checking the host's options against the head count. */
export type OptionsCheck = { ok: true; warnings: Notice[] } | { ok: false; reason: Notice }

/** The room as every recipient sees it (the same for all). */
export interface RoomInfo {
  code: string
  game: GameId
  phase: RoomPhase
  host: SeatId | null
  moderator: SeatId | null
  seats: SeatInfo[]
  options: unknown
  check: OptionsCheck
  /** The role split the current options give, for the lobby preview. */
  preview: Notice[]
  /** Set while the host has paused the game: the game clock stands still. */
  paused: boolean
  /** The game's step counter; send it with `act` so late actions are refused. */
  stage: number
  /**
   * Which of the room's games is running (or has just ended): the room's version when it started;
   * null in the lobby. Send it with `act`: step numbers start again with every game, so a tap held
   * back by a lost network must not be taken by the next game at the same step.
   */
  match: number | null
  /**
   * The room's language: the host's when the room was made, changeable in the lobby. Games that
   * deal text (a word pair) deal it in this language for the whole table; each phone still shows its screens in its own.
   */
  lang: Lang
  /**
   * Seats that moved to another device with their switch code in the last minute, oldest first:
   * every phone and the table screen say so ("Alma continues on another phone").
   */
  moved: SeatId[]
}

/**
 * Whether this seat says "I am ready" in the lobby: a player, but not the host (who starts the
 * game, so being ready says nothing) and not the moderator (who plays no role).
 */
export function getsReady(room: Pick<RoomInfo, 'host' | 'moderator'>, seat: Pick<SeatInfo, 'id' | 'kind'>): boolean {
  return seat.kind === 'player' && seat.id !== room.host && seat.id !== room.moderator
}

/** Every frame the server sends. */
export type ServerFrame =
  /**
   * `renamed`: the name the room gave a new seat, when it is not the one typed (cleaned, or numbered).
   * `also`: a further seat this socket holds (answering a `join` with `also`).
   */
  | { type: 'welcome'; seat: SeatId; token: string; renamed?: string; rejoin?: string; also?: true }
  /**
   * A seat's switch code: to the socket that asked for it (`rejoinCode`), or to a seat's own
   * sockets when the room drew it a new one (at the start of a game, for a code the host had seen).
   */
  | { type: 'rejoin'; seat: SeatId; code: string }
  | { type: 'state'; version: number; now: number; room: RoomInfo; you: SeatId | null; view: unknown }
  /**
   * The change from the last `state` or `patch` this socket received; `room`/`view` absent:
   * unchanged. `now` only comes with a change of the room part (a pause, a resume, a new step of
   * the room), the only times the game clock can jump; pongs keep the clock in step otherwise.
   * On the wire it is a `PatchWire`.
   */
  | { type: 'patch'; version: number; now?: number; room?: Patch; view?: Patch }
  | { type: 'error'; id?: string; code: ErrorCode; notice: Notice }
  | { type: 'ack'; id: string }
  | { type: 'pong'; now: number }

/**
 * A `patch` frame as it travels. Every phone gets one for every change of the room, so its header
 * is as short as a header can be: `p` the version, `v` the view's change, `r` the room part's, `n`
 * the game clock. It is the only frame without a `type`.
 */
export interface PatchWire {
  p: number
  v?: Patch
  r?: Patch
  n?: number
}

/** A frame from the server as the client and the tests read it: a `PatchWire` becomes a `patch`. */
export function readServerFrame(text: string): ServerFrame {
  const frame = JSON.parse(text) as ServerFrame | PatchWire
  if (!('p' in frame)) return frame
  return { type: 'patch', version: frame.p, ...(frame.n !== undefined && { now: frame.n }), ...(frame.r && { room: frame.r }), ...(frame.v && { view: frame.v }) }
}

/**
 * Close codes the client understands (4000–4999 are the application's). A server's room says why
 * in an `error` frame first; a room on the device that cannot start has only the close to say it.
 */
export const CLOSE = { replaced: 4001, left: 4002, kicked: 4003, unknownRoom: 4004, ended: 4005, flood: 4008, guessing: 4009 } as const

/** Stable error codes; the notice carries the translated reason. */
export type ErrorCode =
  | 'bad_frame'
  | 'too_large'
  | 'rate_limited'
  | 'not_joined'
  | 'not_host'
  | 'not_allowed'
  | 'wrong_phase'
  | 'stale'
  | 'rejected'
  | 'room_full'
  | 'already_joined'
  | 'replaced'
  | 'moved'
  | 'bad_rejoin'
  | 'rejoin_locked'
  | 'seat_connected'
  | 'table_seat'
  | 'kicked'
  | 'left'
  | 'unknown_room'
  | 'room_ended'
