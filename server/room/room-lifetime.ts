/**
 * How long a room lives: a room nobody has been connected to for the idle lifetime (wrangler.toml
 * `ROOM_IDLE_HOURS`) deletes its storage from its alarm, and its code is free again. For a while
 * after that its link still says "this room has ended"; then the code answers like any unknown one.
 */
import type { RoomRecord } from './room-record'

/** The idle lifetime when `ROOM_IDLE_HOURS` is not set or not a positive number. */
export const DEFAULT_IDLE_HOURS = 24
/** How long an ended room's link says so, before nothing at all is left of the room. */
export const ENDED_NOTICE_MS = 7 * 24 * 3600_000

const HOUR_MS = 3600_000

/** The idle lifetime in milliseconds, from the room's environment. */
export function idleLifetimeMs(env: Record<string, unknown>): number {
  const hours = Number(env.ROOM_IDLE_HOURS)
  return (Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_IDLE_HOURS) * HOUR_MS
}

/** The wall time the room ends unless someone connects before, or null while someone is connected. */
export function idleDeadline(room: RoomRecord, idleMs: number): number | null {
  return room.idleSince === null ? null : room.idleSince + idleMs
}
