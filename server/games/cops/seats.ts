/** Who holds which role and who stands where; who is in and who is out comes from the kit's table helpers. */
import type { SeatId } from '../../../shared/games'
import type { CopsDayRecord, CopsRole } from '../../../shared/views/cops'
import { seatsWhere } from '../kit'
import { teamOf } from './roles'
import type { CopsState } from './state'

export { isAlive, isSeat, living } from '../kit'

/** A seat's role (undefined for a seat not in the game). */
export function roleOf(state: CopsState, seat: SeatId): CopsRole | undefined {
  return state.roles[seat]
}

/** Whether the seat is police (Cop or V-Mann). */
export function isPolice(state: CopsState, seat: SeatId): boolean {
  const role = roleOf(state, seat)
  return role !== undefined && teamOf(role) === 'police'
}

/** Every seat holding this role, in table order. */
export function seatsWith(state: CopsState, role: CopsRole): SeatId[] {
  return seatsWhere(state, (seat) => roleOf(state, seat) === role)
}

/** The current day's record. */
export function today(state: CopsState): CopsDayRecord | undefined {
  return state.days[state.days.length - 1]
}

/** The floor a seat stands on today, once floors are fixed. */
export function floorOf(state: CopsState, seat: SeatId): number | undefined {
  return today(state)?.placement[seat]
}

/** Everyone on the same floor as this seat today (the seat included), in table order. */
export function floorMates(day: CopsDayRecord, seats: readonly SeatId[], seat: SeatId): SeatId[] {
  const floor = day.placement[seat]
  if (floor === undefined) return []
  return seats.filter((s) => day.placement[s] === floor)
}

/** The markers on a seat now. */
export function markersOf(state: CopsState, seat: SeatId): number {
  return state.markers[seat] ?? 0
}
