/**
 * Who sits at the table and who is still in: the seat helpers every game needs, over the two
 * fields every game keeps (the seats in table order, and who is out). Turn order goes clockwise,
 * which is table order, from a first player, skipping whoever is out.
 */
import type { SeatId } from '../../../shared/games'

/** The part of a game's state the seat helpers read. */
export interface TableState {
  /** Seats in table order (clockwise). */
  seats: readonly SeatId[]
  /** Everyone who is out, in the order they went. */
  out: readonly { seat: SeatId }[]
}

/** The seat plays in this game. */
export function isSeat(state: TableState, seat: SeatId): boolean {
  return state.seats.includes(seat)
}

/** The seat plays and is not out. */
export function isAlive(state: TableState, seat: SeatId): boolean {
  if (!isSeat(state, seat)) return false
  // A loop, not `some` with a callback: every view asks this for every seat, and the callback
  // was a new closure each time.
  for (let i = 0; i < state.out.length; i++) if (state.out[i]!.seat === seat) return false
  return true
}

/** Seats still in, in table order. */
export function living(state: TableState): SeatId[] {
  return state.seats.filter((seat) => isAlive(state, seat))
}

/** Seats in table order that satisfy a test (e.g. hold a role). */
export function seatsWhere(state: TableState, test: (seat: SeatId) => boolean): SeatId[] {
  return state.seats.filter(test)
}

/** The seats clockwise starting at `first` (which comes first), each once. */
export function clockwiseFrom(seats: readonly SeatId[], first: SeatId): SeatId[] {
  const start = seats.indexOf(first)
  if (start < 0) return [...seats]
  return [...seats.slice(start), ...seats.slice(0, start)]
}

/**
 * The next seat clockwise after `current` that may take a turn, or null when none may. `current`
 * itself comes last, so a lone eligible seat follows itself.
 */
export function nextClockwise(seats: readonly SeatId[], current: SeatId, eligible: (seat: SeatId) => boolean): SeatId | null {
  const order = clockwiseFrom(seats, current)
  return [...order.slice(1), order[0]].find((seat) => seat !== undefined && eligible(seat)) ?? null
}
