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
  const id: SeatId = `s${room.nextSeat}`
  const seat: Seat = {
    id,
    name: uniqueName(name, room.seats.map((s) => s.name)),
    token: freshToken,
    kind: wantsToPlay && hasPlace ? 'player' : 'spectator',
    ready: false,
    watchOnly: !wantsToPlay,
    ...(freshRejoin === undefined ? {} : { rejoin: freshRejoin }),
  }
  const next: RoomRecord = {
    ...room,
    seats: [...room.seats, seat],
    nextSeat: room.nextSeat + 1,
    host: room.host ?? id,
    version: room.version + 1,
  }
  const seated: Seated = { room: next, seat, isNew: true }
  if (wantsToPlay && !hasPlace && room.phase === 'lobby') seated.notice = { key: 'error.room_full' }
  if (nameChanged(request.name, seat.name)) seated.renamed = seat.name
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
