/**
 * A device holding several seats: one phone passed round the table. The game says which of them
 * has the phone in hand now (`GameDefinition.holder`); the device sees that seat's view and acts as
 * that seat, and sees the spectator's view while nobody's secret may be on the screen.
 */
import type { SeatId } from '../../shared/games'
import type { ConnectionState } from './connection-frames'

/** A connection's state as the host hands it back (read-only). */
type Held = Readonly<ConnectionState>
import { type RoomRecord, definitionOf } from './room-record'

/** Every seat a connection holds: its own first, then the further ones. */
export function seatsOf(state: Held | null | undefined): SeatId[] {
  return state ? [state.seat, ...(state.more ?? [])] : []
}

/** Whose view a connection gets now: its own seat's, or on a shared device the holder's (null: the spectator's). */
export function viewingSeat(room: RoomRecord, state: Held): SeatId | null {
  if (!state.more?.length || !room.match) return state.seat
  const match = room.match
  const playing = seatsOf(state).filter((seat) => match.players.includes(seat))
  if (playing.length <= 1) return playing[0] ?? state.seat
  const holder = definitionOf(room).holder?.(match.state, playing) ?? null
  // The game may name only a seat this device holds.
  return holder !== null && playing.includes(holder) ? holder : null
}

/**
 * Who acts for a frame that names no seat: the seat whose view the device has; while nobody holds
 * a shared device, the first of its seats that plays (for what the whole table does together).
 */
export function actingSeat(room: RoomRecord, state: Held): SeatId {
  const viewing = viewingSeat(room, state)
  if (viewing !== null) return viewing
  return seatsOf(state).find((seat) => room.match?.players.includes(seat)) ?? state.seat
}

/** The connection's state without these seats (null when its own seat is among them). */
export function without(state: ConnectionState, gone: (seat: SeatId) => boolean): ConnectionState | null {
  if (gone(state.seat)) return null
  const more = (state.more ?? []).filter((seat) => !gone(seat))
  return more.length ? { seat: state.seat, more } : { seat: state.seat }
}
