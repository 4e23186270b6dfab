/**
 * The role card: everyone reads it in secret and taps the tick. The game goes on once everyone
 * has confirmed, or when the card timer runs out.
 */
import type { SeatId } from '../../../shared/games'
import type { Rejection } from '../contract'
import { everyoneActed } from '../kit'
import { refuse } from './rejections'
import type { ShifterState } from './state'

/** This seat knows its role. */
export function confirmAct(state: ShifterState, seat: SeatId): ShifterState | Rejection {
  if (state.phase !== 'reveal') return refuse('wrong_phase')
  if (state.confirmed.includes(seat)) return refuse('already_acted')
  return { ...state, confirmed: [...state.confirmed, seat], acted: true }
}

/** Everyone has confirmed (nobody is out yet while the cards are read). */
export function allConfirmed(state: ShifterState): boolean {
  return everyoneActed(state.seats, (seat) => state.confirmed.includes(seat))
}
