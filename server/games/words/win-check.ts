/**
 * Who has won, asked only after someone went out (without an elimination the head count has not
 * changed, so neither has the answer): the civilians once no infiltrator is left; the infiltrators
 * (undercovers and blanks) once they are at least as many as the civilians still in. The whole
 * side wins, those who went out included; a blank's right steal wins for that blank alone.
 */
import type { SeatId } from '../../../shared/games'
import type { WordsWinner } from '../../../shared/views/words'
import { living } from '../kit'
import { isInfiltrator } from './role-table'
import type { WordsState } from './state'

/** The side that has won with the players now in the game, or null. */
export function winnerNow(state: WordsState): 'civilians' | 'infiltrators' | null {
  const alive = living(state)
  const infiltrators = alive.filter((seat) => isInfiltrator(state.roles[seat] ?? 'civilian')).length
  if (infiltrators === 0) return 'civilians'
  if (infiltrators >= alive.length - infiltrators) return 'infiltrators'
  return null
}

/** Every seat that won; nobody after a draw. */
export function winnersOf(state: WordsState, winner: WordsWinner | null): SeatId[] {
  switch (winner) {
    case 'civilians':
      return state.seats.filter((seat) => state.roles[seat] === 'civilian')
    case 'infiltrators':
      return state.seats.filter((seat) => isInfiltrator(state.roles[seat] ?? 'civilian'))
    case 'blank': {
      const thief = state.steals.find((s) => s.right === true)
      return thief ? [thief.seat] : []
    }
    case null:
      return []
  }
}
