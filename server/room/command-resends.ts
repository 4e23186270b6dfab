/**
 * Room commands sent again: a phone resends its unanswered requests, with the same ids, when its
 * connection comes back. A command the room carried out already is then answered as done, not
 * judged again: a start or an end resent after it took effect is not refused as coming in the
 * wrong phase, a skip is not applied twice, and a ready mark taken back since is not set again.
 */
import type { SeatId } from '../../shared/games'
import type { LobbyCommand } from '../../shared/protocol'
import { alreadyApplied, rememberId } from './match'
import type { RoomRecord } from './room-record'

/**
 * How a command is known among its seat's request ids: the id with a digest of the command, so
 * only the same command sent again is taken for a resend, never another that reuses the id.
 */
function commandKey(id: string, command: LobbyCommand): string {
  // FNV-1a over the command's JSON: short, and the same for the same frame.
  let hash = 0x811c9dc5
  for (const char of JSON.stringify(command)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return `${id}~${hash.toString(36)}`
}

/** Whether this seat's command, with this id, was carried out already (this frame is a resend). */
export function isResent(room: RoomRecord, seat: SeatId, id: string, command: LobbyCommand): boolean {
  return alreadyApplied(room, seat, commandKey(id, command))
}

/**
 * The record after a command (`after`, from `before`), with the command remembered for its seat.
 * Remembered after the command, which may clear the ids (a start, a stop, a rematch). Not
 * remembered: a command that changed nothing (it changes nothing when repeated), a seat that left
 * (it is gone), and a switch code (its answer is the code, which a resend needs again).
 */
export function withCommandRemembered(before: RoomRecord, after: RoomRecord, seat: SeatId, id: string, command: LobbyCommand): RoomRecord {
  if (after === before || command.type === 'leave' || command.type === 'rejoinCode') return after
  return rememberId(after, seat, commandKey(id, command))
}
