/** Who holds which role; who is in and who is out comes from the kit's table helpers. */
import type { SeatId } from '../../../shared/games'
import type { WerwolfRole } from '../../../shared/views/werwolf'
import { seatsWhere } from '../kit'
import type { WerwolfState } from './state'

export { isAlive, isSeat, living } from '../kit'

/** A seat's role (undefined for a seat not in the game). */
export function roleOf(state: WerwolfState, seat: SeatId): WerwolfRole | undefined {
  return state.hands[seat]?.role
}

/** Every seat holding this role, in table order. */
export function seatsWith(state: WerwolfState, role: WerwolfRole): SeatId[] {
  return seatsWhere(state, (seat) => roleOf(state, seat) === role)
}
