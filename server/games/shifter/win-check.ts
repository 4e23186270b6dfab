/**
 * The end check, after every night and every vote: the village wins when no shifter is left; the
 * shifters win once they are at least as many as everyone else. The whole side wins, the dead
 * included; the lovers win too when both are alive at the end, whichever side wins.
 */
import type { SeatId } from '../../../shared/games'
import type { ShifterTeam } from '../../../shared/views/shifter'
import { teamOf } from './role-table'
import { isAlive, living, livingShifters, roleOf } from './seats'
import type { ShifterState, Winner } from './state'

/** The side that has won with the players now alive, or null. */
export function winnerNow(state: ShifterState): ShifterTeam | null {
  const shifters = livingShifters(state).length
  if (shifters === 0) return 'village'
  if (shifters >= living(state).length - shifters) return 'shifters'
  return null
}

/** Both lovers are alive (so they win with whoever wins). */
export function loversWin(state: ShifterState, winner: Winner): boolean {
  return winner !== 'nobody' && state.lovers.length === 2 && state.lovers.every((seat) => isAlive(state, seat))
}

/** Every winner: the winning side, alive or not, and both lovers if both are alive; nobody when abandoned. */
export function winnersOf(state: ShifterState, winner: Winner): SeatId[] {
  if (winner === 'nobody') return []
  const lovers = loversWin(state, winner) ? state.lovers : []
  return state.seats.filter((seat) => {
    const role = roleOf(state, seat)
    return (role !== undefined && teamOf(role) === winner) || lovers.includes(seat)
  })
}
