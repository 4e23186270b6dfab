/** Who holds which role; who is in and who is out comes from the kit's table helpers. */
import type { SeatId } from '../../../shared/games'
import type { ShifterRole } from '../../../shared/views/shifter'
import { living, seatsWhere } from '../kit'
import type { ShifterState } from './state'

export { isAlive, isSeat, living } from '../kit'

/** A seat's role (undefined for a seat not in the game). */
export function roleOf(state: ShifterState, seat: SeatId): ShifterRole | undefined {
  return state.roles[seat]
}

/** The seat is a shifter. */
export function isShifter(state: ShifterState, seat: SeatId | null): boolean {
  return seat !== null && state.roles[seat] === 'shifter'
}

/** Every seat holding this role, in table order. */
export function seatsWith(state: ShifterState, role: ShifterRole): SeatId[] {
  return seatsWhere(state, (seat) => roleOf(state, seat) === role)
}

/** Living shifters, in table order. */
export function livingShifters(state: ShifterState): SeatId[] {
  return living(state).filter((seat) => isShifter(state, seat))
}

/** The other lover of a seat, or null. */
export function partnerOf(state: ShifterState, seat: SeatId): SeatId | null {
  if (state.lovers.length !== 2 || !state.lovers.includes(seat)) return null
  return state.lovers.find((s) => s !== seat) ?? null
}
