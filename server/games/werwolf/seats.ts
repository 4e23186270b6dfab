/** Who is at the table, who is still in, who holds which role. */
import type { SeatId } from '../../../shared/games'
import type { WerwolfRole } from '../../../shared/views/werwolf'
import type { WerwolfState } from './state'

/** The seat plays in this game. */
export function isSeat(state: WerwolfState, seat: SeatId): boolean {
  return Object.hasOwn(state.hands, seat)
}

/** The seat plays and has not been eliminated. */
export function isAlive(state: WerwolfState, seat: SeatId): boolean {
  return isSeat(state, seat) && !state.out.some((o) => o.seat === seat)
}

/** Living seats in table order. */
export function living(state: WerwolfState): SeatId[] {
  return state.seats.filter((seat) => isAlive(state, seat))
}

/** A seat's role (undefined for a seat not in the game). */
export function roleOf(state: WerwolfState, seat: SeatId): WerwolfRole | undefined {
  return state.hands[seat]?.role
}

/** Every seat holding this role, in table order. */
export function seatsWith(state: WerwolfState, role: WerwolfRole): SeatId[] {
  return state.seats.filter((seat) => roleOf(state, seat) === role)
}
