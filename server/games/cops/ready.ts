/**
 * "Ready": the event card is read, or the table is ready to vote. In the VIP's decision it is
 * everyone else's tap: all phones tap a name there, so the step ends when the last one taps, not
 * when the VIP does, and nobody can tell the VIP by when the table moved on. The VIP's own tap is
 * the pick (banishment.ts). Each of these steps ends once all living have tapped.
 * In the action phase it is a confirm that picks nothing: by a player alone on a floor, or on a
 * name from another floor. It is counted with the actions, so the table's count does not stop
 * short of who stands alone, nor stand still while one person confirms; the phase still waits
 * for the actions.
 */
import type { SeatId } from '../../../shared/games'
import type { Rejection } from '../contract'
import { livingVip } from './banishment'
import { refuse } from './rejections'
import { everyoneActed, living } from '../kit'
import type { CopsState } from './state'

/** The steps in which players tap "ready". */
function isReadyStep(state: CopsState): boolean {
  return state.phase === 'event' || state.phase === 'discussion' || state.phase === 'vipDecides' || state.phase === 'action'
}

/**
 * This seat is ready (checked: phase, not twice). The VIP taps its decision by picking; in the
 * action phase an action counts as the tap, so a `ready` after it is one too many.
 */
export function markReady(state: CopsState, seat: SeatId): CopsState | Rejection {
  if (!isReadyStep(state)) return refuse('wrong_phase')
  if (state.phase === 'vipDecides' && seat === livingVip(state)) return refuse('not_your_role')
  if (state.phase === 'action' && Object.hasOwn(state.planned, seat)) return refuse('already_acted')
  if (state.ready.includes(seat)) return refuse('already_acted')
  return { ...state, ready: [...state.ready, seat] }
}

/** Every living player is ready. */
export function allReady(state: CopsState): boolean {
  return everyoneActed(living(state), (seat) => state.ready.includes(seat))
}
