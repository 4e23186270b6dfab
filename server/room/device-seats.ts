/**
 * A device holding several seats: one phone passed round the table. The game says which of them
 * has the phone in hand now (`GameDefinition.holder`); the device sees that seat's view and acts as
 * that seat, and sees the spectator's view while nobody's secret may be on the screen.
 */
import type { SeatId } from '../../shared/games'
import type { ConnectionState, Seated } from './connection-frames'
import { type RoomRecord, definitionOf } from './room-record'

/** A joined connection's state as the host hands it back (read-only). */
type Held = Readonly<Seated>

/** Every seat a connection holds: its own first, then the further ones (none before it joined). */
export function seatsOf(state: Readonly<ConnectionState> | null | undefined): SeatId[] {
  return state?.seat ? [state.seat, ...(state.more ?? [])] : []
}

/**
 * Every seat of the device a connection is: those it holds, and those added to it that have not
 * come back onto it yet (right after a reconnect its first seat is back before the others).
 */
function deviceSeats(room: RoomRecord, state: Held): SeatId[] {
  const held = seatsOf(state)
  const added = addedTo(room, state.seat).filter((seat) => !held.includes(seat))
  return added.length ? [...held, ...added] : held
}

/** The seats added to each device, per record (a record never changes, so once per version). */
const addedByDevice = new WeakMap<RoomRecord, Map<SeatId, SeatId[]>>()

function addedTo(room: RoomRecord, seat: SeatId): readonly SeatId[] {
  let devices = addedByDevice.get(room)
  if (!devices) {
    devices = new Map()
    for (const s of room.seats) if (s.device !== undefined) devices.set(s.device, [...(devices.get(s.device) ?? []), s.id])
    addedByDevice.set(room, devices)
  }
  return devices.get(seat) ?? []
}

/** Whose view a connection gets now: its own seat's, or on a shared device the holder's (null: the spectator's). */
export function viewingSeat(room: RoomRecord, state: Held): SeatId | null {
  if (!room.match) return state.seat
  const match = room.match
  const device = deviceSeats(room, state)
  if (device.length === 1) return state.seat
  const playing = device.filter((seat) => match.players.includes(seat))
  if (playing.length === 0) return state.seat
  // The game says who holds the phone, also when one seat on it plays: a watching host's phone
  // with one player added is that player's only on their turn, as a phone passed round.
  const passed = definitionOf(room).holder
  const holder = passed ? passed(match.state, playing) : playing.length === 1 ? playing[0]! : null
  // Only a seat this socket holds: while the holder's seat is still on its way back, nobody's view.
  return holder !== null && seatsOf(state).includes(holder) ? holder : null
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

/** The connection's state without these seats (holding none when its own seat is among them). */
export function without(state: ConnectionState, gone: (seat: SeatId) => boolean): ConnectionState {
  const { seat, more: _more, ...kept } = state
  if (seat === undefined || gone(seat)) return kept
  const more = (state.more ?? []).filter((s) => !gone(s))
  return more.length ? { ...kept, seat, more } : { ...kept, seat }
}
