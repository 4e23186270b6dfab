/**
 * The host away: since when (so the role passes on after HOST_AWAY_MS, see match.ts), and who takes
 * over when the host is gone or leaves: someone present, and among them a player still in the game
 * before one who is out (a dead player would hold the controls while a living one is at the table),
 * players before spectators, the longest-seated first, on a phone of their own. Never the table
 * screen: it is nobody's hand.
 */
import type { SeatId } from '../../shared/games'
import { type RoomRecord, type Seat, definitionOf } from './room-record'

/** The heir among the seats other than `leaving`: present first; null when nobody else stays. */
export function hostHeir(room: RoomRecord, leaving: SeatId | null, connected: ReadonlySet<SeatId>): Seat | null {
  const staying = room.seats.filter((s) => s.id !== leaving && !s.left && s.kind !== 'table')
  const inPlay = (seat: Seat) => {
    const match = room.match
    if (!match || room.phase !== 'playing' || !match.players.includes(seat.id)) return false
    return definitionOf(room).inPlay?.(match.state, seat.id) ?? true
  }
  const rank = (seat: Seat) => (inPlay(seat) ? 0 : seat.kind === 'player' ? 1 : 2)
  const best = (seats: readonly Seat[]) => [...seats].sort((a, b) => rank(a) - rank(b))[0] ?? null
  // A player added to a passed phone has no controls of its own there (the phone speaks as its first
  // seat); a seat moved by its code is nobody's yet until its person says it is theirs.
  const ownPhone = staying.filter((s) => s.device === undefined && !s.confirming)
  return best(ownPhone.filter((s) => connected.has(s.id))) ?? best(ownPhone) ?? best(staying)
}

/**
 * Notes whether the host is here as sockets come and go: the host's last socket closing (or a room
 * that woke without it) starts the count, the host back stops it. News to the phones, which show
 * that the host is away; the same record when nothing changes.
 */
export function noteHostAway(room: RoomRecord, connected: ReadonlySet<SeatId>, wall: number): RoomRecord {
  if (room.host === null) return room
  const away = !connected.has(room.host)
  if (away === (room.hostAwaySince !== null)) return room
  return { ...room, hostAwaySince: away ? wall : null, version: room.version + 1 }
}
