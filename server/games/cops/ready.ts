/**
 * "Ready": the event card is read, or the table is ready to vote. In the VIP's decision it is
 * everyone else's tap: all phones tap a name there, so the step ends when the last one taps, not
 * when the VIP does, and nobody can tell the VIP by when the table moved on. The VIP's own tap is
 * the pick (banishment.ts). Each step ends once all living have tapped.
 */
import type { SeatId } from '../../../shared/games'
import type { Rejection } from '../contract'
import { livingVip } from './banishment'
import { refuse } from './rejections'
import { everyoneActed, living } from '../kit'
import type { CopsState } from './state'

/** The steps in which players tap "ready". */
function isReadyStep(state: CopsState): boolean {
  return state.phase === 'event' || state.phase === 'discussion' || state.phase === 'vipDecides'
}

/** This seat is ready (checked: phase, not twice; in the VIP's decision the VIP taps by picking). */
export function markReady(state: CopsState, seat: SeatId): CopsState | Rejection {
  if (!isReadyStep(state)) return refuse('wrong_phase')
  if (state.phase === 'vipDecides' && seat === livingVip(state)) return refuse('not_your_role')
  if (state.ready.includes(seat)) return refuse('already_acted')
  return { ...state, ready: [...state.ready, seat] }
}

/** Every living player is ready. */
export function allReady(state: CopsState): boolean {
  return everyoneActed(living(state), (seat) => state.ready.includes(seat))
}
