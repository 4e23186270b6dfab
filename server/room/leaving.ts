/**
 * Leaving a room on purpose. Outside a game the seat goes. In a game that runs (or has just
 * ended) the seat stays where the game can see it, marked as gone: the game goes on with it as a
 * player who does not act (its steps end at their deadlines, and at once where nobody else could
 * act in them: `skipLeftSeats` in match.ts), and the seat's token no longer opens it. A host who
 * leaves hands the role on at once.
 */
import type { SeatId } from '../../shared/games'
import { hostHeir } from './host-heir'
import { type Failure, type RoomRecord, type Seat, fail, seatById, withoutSeat } from './room-record'

/** The room after `seat` left it at this wall time; `connected` are the seats with an open socket. */
export function leaveRoom(room: RoomRecord, seat: SeatId, wall: number, connected: ReadonlySet<SeatId>): RoomRecord | Failure {
  if (!seatById(room, seat) || seatById(room, seat)?.left) return fail('not_joined', 'error.not_joined')
  const playing = room.match?.players.includes(seat) ?? false
  let next: RoomRecord = playing
    ? { ...room, seats: room.seats.map((s): Seat => (s.id === seat ? { ...s, left: true, ready: false } : s)) }
    : withoutSeat(room, seat)
  if (room.host === seat) next = handHostOn(next, seat, wall, connected)
  return { ...next, version: room.version + 1 }
}

/**
 * Gives the host role to someone who stays (hostHeir): someone present, a player still in the game
 * first; else someone away (who must come back within HOST_AWAY_MS to keep it); else nobody, and
 * the next person to join becomes host.
 */
function handHostOn(room: RoomRecord, leaving: SeatId, wall: number, connected: ReadonlySet<SeatId>): RoomRecord {
  const heir = hostHeir(room, leaving, connected)
  if (!heir) return { ...room, host: null, hostAwaySince: null }
  return { ...room, host: heir.id, hostAwaySince: connected.has(heir.id) ? null : wall }
}
