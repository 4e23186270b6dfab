/**
 * Every move of a seat to another device is told to the whole table, so nobody can take a seat
 * unseen: the room lists the seat in `RoomInfo.moved` for MOVE_NOTICE_MS, every phone and the table
 * screen show "Alma continues on another phone", and the alarm takes the notice down again. Kept
 * in the record, so a phone that reconnects (or the table screen opened a moment later) sees it too.
 */
import type { SeatId } from '../../shared/games'
import type { RoomRecord } from './room-record'

/** How long the table is told that a seat moved. */
export const MOVE_NOTICE_MS = 60_000

/** The room telling the table that this seat moved at this wall time. */
export function announceMove(room: RoomRecord, seat: SeatId, wall: number): RoomRecord {
  const { [seat]: _earlier, ...others } = room.moved
  return { ...room, moved: { ...others, [seat]: wall } }
}

/** The room without the notices that have been up for MOVE_NOTICE_MS by `wall`; the same record if none has. */
export function dropOldMoves(room: RoomRecord, wall: number): RoomRecord {
  const kept = Object.entries(room.moved).filter(([, at]) => wall < at + MOVE_NOTICE_MS)
  if (kept.length === Object.keys(room.moved).length) return room
  return { ...room, moved: Object.fromEntries(kept), version: room.version + 1 }
}

/** The wall time the next notice comes down, or null. */
export function nextMoveExpiry(room: RoomRecord): number | null {
  const times = Object.values(room.moved)
  return times.length ? Math.min(...times) + MOVE_NOTICE_MS : null
}
