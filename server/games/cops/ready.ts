/** "Ready": the event card is read, or the table is ready to vote. The step ends once all living are. */
import type { SeatId } from '../../../shared/games'
import type { Rejection } from '../contract'
import { refuse } from './rejections'
import { everyoneActed, living } from '../kit'
import type { CopsState } from './state'

/** The steps in which players tap "ready". */
export function isReadyStep(state: CopsState): boolean {
  return state.phase === 'event' || state.phase === 'discussion'
}

/** This seat is ready (checked: phase, not twice). */
export function markReady(state: CopsState, seat: SeatId): CopsState | Rejection {
  if (!isReadyStep(state)) return refuse('wrong_phase')
  if (state.ready.includes(seat)) return refuse('already_acted')
  return { ...state, ready: [...state.ready, seat] }
}

/** Every living player is ready. */
export function allReady(state: CopsState): boolean {
  return everyoneActed(living(state), (seat) => state.ready.includes(seat))
}
