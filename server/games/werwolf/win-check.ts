/**
 * The end check, made after every elimination: the village wins when no werewolf is left; the
 * werewolves win once they are at least as many as everyone else (the village can no longer
 * outvote them). The whole team wins, eliminated members included.
 */
import type { SeatId } from '../../../shared/games'
import type { WerwolfTeam } from '../../../shared/views/werwolf'
import { teamOf } from './role-table'
import { living, roleOf } from './seats'
import type { WerwolfState, Winner } from './state'

/** The side that has won with the players now in the game, or null. */
export function winnerNow(state: WerwolfState): WerwolfTeam | null {
  const alive = living(state)
  const wolves = alive.filter((seat) => roleOf(state, seat) === 'wolf').length
  if (wolves === 0) return 'village'
  if (wolves >= alive.length - wolves) return 'wolves'
  return null
}

/** Every seat of the winning team, alive or not; nobody when the game was abandoned. */
export function winnersOf(state: WerwolfState, winner: Winner): SeatId[] {
  if (winner === 'nobody') return []
  return state.seats.filter((seat) => {
    const role = roleOf(state, seat)
    return role !== undefined && teamOf(role) === winner
  })
}
