/** Taking a seat: a new one for a newcomer, the same one back for a returning token, a seat moved here by its switch code. */
import type { SeatId } from '../../shared/games'
import type { ServerFrame } from '../../shared/protocol'
import { randomHex } from '../lib/random-hex'
import { normaliseSwitchCode } from '../../shared/switch-code'
import { cleanName, nameChanged, uniqueName } from './names'
import { type Failure, MAX_SEATS, type RoomRecord, type Seat, definitionOf, fail, isTableSeat, lobbyPlayers, seatById, withoutDevice } from './room-record'
import { newSwitchCode, withFreshCode } from './switch-codes'

export interface JoinRequest {
  name: string
  token?: string | undefined
  /** A seat's switch code: continue that seat on this device. */
  rejoin?: string | undefined
  spectate?: boolean | undefined
  /** The table screen: a seat of its own kind. */
  table?: boolean | undefined
}

/** New secrets for the seat a join gives, drawn by the room: a token, and a switch code. */
export interface FreshSecrets {
  token: string
  code: string
}

/** Draws them: the token is 128 random bits, hex. */
export function freshSecrets(): FreshSecrets {
  return { token: randomHex(16), code: newSwitchCode() }
}

export interface Seated {
  room: RoomRecord
  seat: Seat
  /** True when this is a seat the room did not have before. */
  isNew: boolean
  /** Set when the newcomer wanted to play but the room had no place: they watch instead. */
  notice?: Failure['notice']
  /** The name a new seat shows, when it is not the one typed (cleaned, or numbered as taken). */
  renamed?: string
  /** The seat moved here with its switch code: it has a new token and code, and its other devices lose it. */
  moved?: true
}

/** What the seated phone is told: its seat, the secrets to come back with, the name it shows when not the one typed. */
export function welcome(seated: Seated, also: boolean): Extract<ServerFrame, { type: 'welcome' }> {
  const { seat, renamed } = seated
  return {
    type: 'welcome',
    seat: seat.id,
    token: seat.token,
    ...(seat.rejoin === undefined ? {} : { rejoin: seat.rejoin }),
    ...(renamed === undefined ? {} : { renamed }),
    ...(also ? { also: true as const } : {}),
  }
}

/** Finds the seat a token belongs to (comparing in constant time per seat). A seat that left has no token any more. */
export function seatForToken(room: RoomRecord, token: string): Seat | undefined {
  return room.seats.find((s) => sameSecret(s.token, token) && !s.left)
}

/** Whether a token is one a seat had before it moved to another device. */
function movedAway(room: RoomRecord, token: string): boolean {
  return room.seats.some((s) => !s.left && (s.spent ?? []).some((spent) => sameSecret(spent, token)))
}

/** Finds the seat a switch code belongs to (any case, spaces and dashes ignored; constant time per seat). */
export function seatForRejoin(room: RoomRecord, code: string): Seat | undefined {
  const typed = normaliseSwitchCode(code)
  if (typed === null) return undefined
  return room.seats.find((s) => s.rejoin !== undefined && sameSecret(s.rejoin, typed) && !s.left && s.kind !== 'table')
}

function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/**
 * Seats a joining person. A known token takes its seat back (mid-game too); a switch code moves
 * its seat here; anyone else gets a new seat: the table screen's own kind when it says it is one,
 * else a player in the lobby while there is room, otherwise a spectator. `held` is the seat the
 * joining socket holds already: such a socket may take a seat back by token, but never opens a
 * second seat (one socket, one seat), so a loop of joins on one socket cannot fill the room.
 * `codeLock` is the room's refusal while switch codes are locked (guess-guard.ts), else null.
 */
export function join(room: RoomRecord, request: JoinRequest, fresh: FreshSecrets, held?: SeatId, codeLock: Failure | null = null): Seated | Failure {
  const known = request.token ? seatForToken(room, request.token) : undefined
  // The table screen comes back as the table screen only: never onto a player's seat, and when
  // its own seat was dropped while it was off, as a new table screen (below), never as a player.
  if (known && request.table && known.kind !== 'table') return fail('table_seat', 'error.table_seats')
  if (known) return comeBack(room, known, fresh)
  // A phone whose seat moved on while it was away: told so, not seated as someone new.
  if (request.token && movedAway(room, request.token)) return fail('moved', 'error.moved')
  if (request.rejoin !== undefined) {
    // The table screen shows what everyone may see: it never takes over anyone's seat.
    if (request.table || isTableSeat(room, held)) return fail('table_seat', 'error.table_seats')
    return codeLock ?? moveSeat(room, request.rejoin, fresh, held)
  }

  const name = cleanName(request.name)
  if (!name) return fail('bad_frame', 'error.name_empty')
  if (seatById(room, held)) return fail('already_joined', 'error.already_joined')
  if (room.seats.length >= MAX_SEATS) return fail('room_full', 'error.room_full')
  if (request.table) return newSeat(room, request.name, name, { token: fresh.token }, 'table', true)

  const wantsToPlay = !request.spectate
  const hasPlace = room.phase === 'lobby' && lobbyPlayers(room).length < definitionOf(room).players.max
  const seated = newSeat(room, request.name, name, fresh, wantsToPlay && hasPlace ? 'player' : 'spectator', !wantsToPlay)
  if (wantsToPlay && !hasPlace && room.phase === 'lobby') seated.notice = { key: 'error.room_full' }
  return seated
}

/**
 * A seat's own device is back (by its token). Once a game runs, a switch code the host was shown
 * for it (to help while the phone was gone) is spent now: the seat gets a fresh one.
 */
function comeBack(room: RoomRecord, seat: Seat, fresh: FreshSecrets): Seated {
  if (!seat.codeShown || room.match === null) return { room, seat, isNew: false }
  const renewed = withFreshCode(seat, fresh.code)
  return { room: { ...room, seats: room.seats.map((s) => (s.id === seat.id ? renewed : s)) }, seat: renewed, isNew: false }
}

/**
 * Seats one more person on a socket that holds seats already: one device passed round the table,
 * for a game that says which of a device's seats holds it (`holder`). A known token brings its
 * seat back onto the device (after a reload); without one, the host's device adds a player by
 * name, in the lobby, while there is room. `held` is what the socket holds, its own seat first.
 */
export function joinAlso(room: RoomRecord, request: JoinRequest, fresh: FreshSecrets, held: readonly SeatId[]): Seated | Failure {
  if (!seatById(room, held[0])) return fail('not_joined', 'error.not_joined')
  if (request.table || isTableSeat(room, held[0])) return fail('table_seat', 'error.table_seats')
  if (!definitionOf(room).holder) return fail('not_allowed', 'error.one_device_one_seat')
  if (request.token) {
    const known = seatForToken(room, request.token)
    return known ? comeBack(room, known, fresh) : fail('not_allowed', 'error.seat_gone')
  }
  if (room.host !== held[0]) return fail('not_host', 'error.not_host')
  if (room.phase !== 'lobby') return fail('wrong_phase', 'error.game_running')
  const name = cleanName(request.name)
  if (!name) return fail('bad_frame', 'error.name_empty')
  const max = definitionOf(room).players.max
  if (room.seats.length >= MAX_SEATS || lobbyPlayers(room).length >= max) return fail('room_full', 'error.too_many', { max })
  const seated = newSeat(room, request.name, name, fresh, 'player', false)
  const seat: Seat = { ...seated.seat, device: held[0]! }
  return { ...seated, seat, room: { ...seated.room, seats: seated.room.seats.map((s) => (s.id === seat.id ? seat : s)) } }
}

/** A new seat under a cleaned name, numbered when it looks like one taken; without a code, the seat has none (the table screen's). */
function newSeat(room: RoomRecord, typed: string, name: string, secrets: { token: string; code?: string }, kind: Seat['kind'], watchOnly: boolean): Seated {
  const id: SeatId = `s${room.nextSeat}`
  const seat: Seat = {
    id,
    name: uniqueName(name, room.seats.map((s) => s.name)),
    token: secrets.token,
    kind,
    ready: false,
    watchOnly,
    ...(secrets.code === undefined ? {} : { rejoin: secrets.code }),
  }
  const next: RoomRecord = {
    ...room,
    seats: [...room.seats, seat],
    nextSeat: room.nextSeat + 1,
    // The first person in a room leads it; the table screen never does, so it waits for one.
    host: room.host ?? (kind === 'table' ? null : id),
    version: room.version + 1,
  }
  const seated: Seated = { room: next, seat, isNew: true }
  if (nameChanged(typed, seat.name)) seated.renamed = seat.name
  return seated
}

/** How many of a seat's earlier tokens it keeps: the phones it moved away from lately. */
const SPENT_TOKENS_KEPT = 3

/**
 * Moves a seat to the device that typed its switch code. The code is spent: the seat gets a new
 * token and a new code, told to the new device only, so the device it leaves can take it back
 * neither by reconnecting nor with the old code.
 */
function moveSeat(room: RoomRecord, code: string, fresh: FreshSecrets, held?: SeatId): Seated | Failure {
  const seat = seatForRejoin(room, code)
  if (!seat) return fail('bad_rejoin', 'error.bad_rejoin')
  if (seatById(room, held) && held !== seat.id) return fail('already_joined', 'error.already_joined')
  // The players a passed phone holds are that phone's: its own seat does not move without them.
  if (room.seats.some((s) => s.device === seat.id)) return fail('not_allowed', 'error.switch_passed_phone')
  // The seat is a device of its own now: it leaves the phone it was added to, so neither phone
  // gets the other's views. It shows nothing until its person says it is theirs: a code read out
  // for the wrong seat in the lobby would otherwise deal that seat's card, or the moderator's view
  // of every card, to whoever typed it.
  const spent = [seat.token, ...(seat.spent ?? [])].slice(0, SPENT_TOKENS_KEPT)
  const moved: Seat = {
    ...withFreshCode(withoutDevice(seat), fresh.code),
    token: fresh.token,
    spent,
    confirming: true,
  }
  const next: RoomRecord = { ...room, seats: room.seats.map((s) => (s.id === seat.id ? moved : s)), version: room.version + 1 }
  return { room: next, seat: moved, isNew: false, moved: true }
}
