/** Taking a seat: a new one for a newcomer, the same one back for a returning token. */
import type { SeatId } from '../../shared/games'
import { cleanName, nameChanged, uniqueName } from './names'
import { type Failure, MAX_SEATS, type RoomRecord, type Seat, definitionOf, fail, lobbyPlayers, seatById } from './room-record'

export interface JoinRequest {
  name: string
  token?: string | undefined
  /** A seat's rejoin code: continue that seat on this device. */
  rejoin?: string | undefined
  spectate?: boolean | undefined
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
  /** The seat moved here with its rejoin code: it has a new token, and its other devices lose it. */
  moved?: true
}

/** Finds the seat a token belongs to (comparing in constant time per seat). A seat that left has no token any more. */
export function seatForToken(room: RoomRecord, token: string): Seat | undefined {
  return room.seats.find((s) => sameSecret(s.token, token) && !s.left)
}

/** Finds the seat a rejoin code belongs to (upper-cased, spaces and dashes ignored; constant time per seat). */
export function seatForRejoin(room: RoomRecord, code: string): Seat | undefined {
  const typed = code.replace(/[\s-]/g, '').toUpperCase()
  return room.seats.find((s) => s.rejoin !== undefined && sameSecret(s.rejoin, typed) && !s.left)
}

function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/**
 * Seats a joining person. A known token takes its seat back (mid-game too); anyone else gets a new
 * seat: a player in the lobby while there is room, otherwise a spectator. `held` is the seat the
 * joining socket holds already: such a socket may take a seat back by token, but never opens a
 * second seat (one socket, one seat), so a loop of joins on one socket cannot fill the room.
 */
export function join(room: RoomRecord, request: JoinRequest, freshToken: string, held?: SeatId, freshRejoin?: string): Seated | Failure {
  const known = request.token ? seatForToken(room, request.token) : undefined
  if (known) return { room, seat: known, isNew: false }
  if (request.rejoin !== undefined) return moveSeat(room, request.rejoin, freshToken, held)

  const name = cleanName(request.name)
  if (!name) return fail('bad_frame', 'error.name_empty')
  if (seatById(room, held)) return fail('already_joined', 'error.already_joined')
  if (room.seats.length >= MAX_SEATS) return fail('room_full', 'error.room_full')

  const wantsToPlay = !request.spectate
  const hasPlace = room.phase === 'lobby' && lobbyPlayers(room).length < definitionOf(room).players.max
  const seated = newSeat(room, request.name, name, freshToken, wantsToPlay && hasPlace ? 'player' : 'spectator', !wantsToPlay, freshRejoin)
  if (wantsToPlay && !hasPlace && room.phase === 'lobby') seated.notice = { key: 'error.room_full' }
  return seated
}

/**
 * Seats one more person on a socket that holds seats already: one device passed round the table,
 * for a game that says which of a device's seats holds it (`holder`). A known token brings its
 * seat back onto the device (after a reload); without one, the host's device adds a player by
 * name, in the lobby, while there is room. `held` is what the socket holds, its own seat first.
 */
export function joinAlso(room: RoomRecord, request: JoinRequest, freshToken: string, held: readonly SeatId[]): Seated | Failure {
  if (!seatById(room, held[0])) return fail('not_joined', 'error.not_joined')
  if (!definitionOf(room).holder) return fail('not_allowed', 'error.one_device_one_seat')
  if (request.token) {
    const known = seatForToken(room, request.token)
    return known ? { room, seat: known, isNew: false } : fail('not_allowed', 'error.seat_gone')
  }
  if (room.host !== held[0]) return fail('not_host', 'error.not_host')
  if (room.phase !== 'lobby') return fail('wrong_phase', 'error.game_running')
  const name = cleanName(request.name)
  if (!name) return fail('bad_frame', 'error.name_empty')
  const max = definitionOf(room).players.max
  if (room.seats.length >= MAX_SEATS || lobbyPlayers(room).length >= max) return fail('room_full', 'error.too_many', { max })
  const seated = newSeat(room, request.name, name, freshToken, 'player', false)
  const seat: Seat = { ...seated.seat, device: held[0]! }
  return { ...seated, seat, room: { ...seated.room, seats: seated.room.seats.map((s) => (s.id === seat.id ? seat : s)) } }
}

/** A new seat under a cleaned name, numbered when it looks like one taken. */
function newSeat(room: RoomRecord, typed: string, name: string, token: string, kind: Seat['kind'], watchOnly: boolean, rejoin?: string): Seated {
  const id: SeatId = `s${room.nextSeat}`
  const seat: Seat = {
    id,
    name: uniqueName(name, room.seats.map((s) => s.name)),
    token,
    kind,
    ready: false,
    watchOnly,
    ...(rejoin === undefined ? {} : { rejoin }),
  }
  const next: RoomRecord = {
    ...room,
    seats: [...room.seats, seat],
    nextSeat: room.nextSeat + 1,
    host: room.host ?? id,
    version: room.version + 1,
  }
  const seated: Seated = { room: next, seat, isNew: true }
  if (nameChanged(typed, seat.name)) seated.renamed = seat.name
  return seated
}

/**
 * Moves a seat to the device that typed its rejoin code: the seat gets a new token, so the device
 * it leaves cannot take it back by reconnecting; its rejoin code stays, to move again.
 */
function moveSeat(room: RoomRecord, code: string, freshToken: string, held?: SeatId): Seated | Failure {
  const seat = seatForRejoin(room, code)
  if (!seat) return fail('bad_rejoin', 'error.bad_rejoin')
  if (seatById(room, held) && held !== seat.id) return fail('already_joined', 'error.already_joined')
  const moved: Seat = { ...seat, token: freshToken }
  const next: RoomRecord = { ...room, seats: room.seats.map((s) => (s.id === seat.id ? moved : s)), version: room.version + 1 }
  return { room: next, seat: moved, isNew: false, moved: true }
}
