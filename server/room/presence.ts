/**
 * Who is here: since when each seat has had no open socket, and the grace period after which a
 * seat that went away and never came back leaves the room. Without it, every phone that opened the
 * link once would keep a seat forever, and a room could fill up with people who are gone.
 */
import type { SeatId } from '../../shared/games'
import { type RoomRecord, type Seat, withoutSeat } from './room-record'

/** How long a seat outside a running game may be away before the room drops it. */
export const SEAT_GRACE_MS = 5 * 60_000

/**
 * Whether a seat with an open socket keeps the room in use: a player (in the lobby: one who will
 * play) or the moderator. The table screen and spectators only watch, whoever holds the host's
 * controls: a room with nobody else in it is as idle as an empty one (a TV left on overnight, or a
 * phone left watching, must not keep a room forever).
 */
export function keepsRoom(room: RoomRecord, seat: Seat): boolean {
  return seat.kind === 'player' || (seat.kind !== 'table' && seat.id === room.moderator)
}

/**
 * Notes who is away: a seat without an open socket is away from `wall` on (or from when it was
 * marked before), a seat with one is not; and the room is idle from the moment no seat that keeps
 * it in use (`keepsRoom`) has one. Bookkeeping, not news: the version stays, since phones see who
 * is connected in every frame anyway. The same record when nothing changes.
 */
export function markPresence(room: RoomRecord, connected: ReadonlySet<SeatId>, wall: number): RoomRecord {
  const away: Record<SeatId, number> = {}
  let changed = false
  for (const seat of room.seats) {
    const since = room.away[seat.id]
    if (connected.has(seat.id)) changed ||= since !== undefined
    else {
      away[seat.id] = since ?? wall
      changed ||= since === undefined
    }
  }
  changed ||= Object.keys(room.away).some((id) => !room.seats.some((s) => s.id === id))
  const nobody = !room.seats.some((s) => connected.has(s.id) && keepsRoom(room, s))
  const idleSince = nobody ? (room.idleSince ?? wall) : null
  if (idleSince !== room.idleSince) return { ...room, away, idleSince }
  return changed ? { ...room, away } : room
}

/**
 * Whether the room may drop this seat after its grace period: anyone but the host (whose role
 * passes on first, see HOST_AWAY_MS) and the players added to a phone passed round (they are
 * away whenever that phone is, and leave only when taken off it), except the players and the
 * moderator of a game that is running or just ended, whom the game still needs or shows.
 */
function droppable(room: RoomRecord, seat: SeatId): boolean {
  if (seat === room.host) return false
  if (room.seats.some((s) => s.id === seat && s.device !== undefined)) return false
  if (room.match && (room.match.players.includes(seat) || seat === room.moderator)) return false
  return true
}

/** The wall time the next away seat is due to be dropped, or null. */
export function nextDrop(room: RoomRecord): number | null {
  let next: number | null = null
  for (const [seat, since] of Object.entries(room.away)) {
    if (droppable(room, seat) && (next === null || since + SEAT_GRACE_MS < next)) next = since + SEAT_GRACE_MS
  }
  return next
}

/** Drops every seat that has been away for the grace period by `wall`; the same record if none has. */
export function dropAwaySeats(room: RoomRecord, wall: number, connected: ReadonlySet<SeatId>): RoomRecord {
  let next = room
  for (const [seat, since] of Object.entries(room.away)) {
    if (wall >= since + SEAT_GRACE_MS && droppable(room, seat) && !connected.has(seat)) next = withoutSeat(next, seat)
  }
  return next === room ? room : { ...next, version: room.version + 1 }
}
