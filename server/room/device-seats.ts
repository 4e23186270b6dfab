/**
 * A device holding several seats: one phone passed round the table. The game says which of them
 * has the phone in hand now (`GameDefinition.holder`); the device sees that seat's view and acts as
 * that seat, and sees the spectator's view while nobody's secret may be on the screen.
 */
import type { SeatId } from '../../shared/games'
import type { ConnectionState, Look, Seated } from './connection-frames'
import { type Failure, type RoomRecord, definitionOf, fail } from './room-record'

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
  const def = definitionOf(room)
  const holder = def.holder ? def.holder(match.state, playing) : playing.length === 1 ? playing[0]! : null
  // While the table talks, a player may look at their own card again, for this step only.
  const look = state.look
  if (holder === null && look && playing.includes(look.seat) && seatsOf(state).includes(look.seat) && look.stage === def.stage(match.state)) return look.seat
  // Only a seat this socket holds: while the holder's seat is still on its way back, nobody's view.
  return holder !== null && seatsOf(state).includes(holder) ? holder : null
}

/**
 * A device passed round the table, while nobody holds it: `seat`, one of its players, looks at
 * their own card again (a word forgotten by the second round). The device gets that seat's view
 * until it says it is done (null) or the step ends, whichever comes first; a step in which the
 * phone goes to someone keeps it theirs. What it shows is what the device was sent at that seat's
 * own turn, and to whoever says they are that seat, as then.
 */
export function lookAt(room: RoomRecord, state: Held, seat: SeatId | null, stage: number): ConnectionState | Failure {
  const { look: _done, ...rest } = state
  if (seat === null) return rest
  const match = room.phase === 'playing' ? room.match : null
  if (!match) return fail('wrong_phase', 'error.wrong_phase')
  const def = definitionOf(room)
  if (stage !== def.stage(match.state)) return fail('stale', 'error.stale')
  const held = seatsOf(state)
  if (!held.includes(seat) || !match.players.includes(seat)) return fail('not_allowed', 'error.not_your_seat')
  const playing = held.filter((s) => match.players.includes(s))
  if (!def.holder || def.holder(match.state, playing) !== null) return fail('not_allowed', 'error.look_not_now')
  const look: Look = { seat, stage }
  return { ...rest, look }
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
