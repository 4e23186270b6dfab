/** Who is at the table, who is still at the festival, who holds which role, who stands where. */
import type { SeatId } from '../../../shared/games'
import type { CopsDayRecord, CopsRole } from '../../../shared/views/cops'
import { teamOf } from './roles'
import type { CopsState } from './state'

/** The seat plays in this game. */
export function isSeat(state: CopsState, seat: SeatId): boolean {
  return Object.hasOwn(state.roles, seat)
}

/** The seat plays and has not left the festival. */
export function isAlive(state: CopsState, seat: SeatId): boolean {
  return isSeat(state, seat) && !state.out.some((o) => o.seat === seat)
}

/** Living seats in table order. */
export function living(state: CopsState): SeatId[] {
  return state.seats.filter((seat) => isAlive(state, seat))
}

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
  return state.seats.filter((seat) => roleOf(state, seat) === role)
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
