/**
 * The opening checks of every player action, in one place: bring time up to `now` (the step may
 * have ended before the alarm fired), refuse once the game is over, refuse a seat that does not
 * play or is out, apply the game's own rule, and end the step at once if that was the last action
 * it waited for.
 */
import type { SeatId } from '../../../shared/games'
import { isRejection, type Rejection } from '../contract'
import { refuseCommon } from './rejections'
import { ENDED, type StepMachine, type StepState } from './steps'
import { isAlive, isSeat, type TableState } from './table'

/** Runs one action through the common checks; `apply` is the game's rule for it. */
export function playerAction<S extends TableState & StepState<P>, P extends string>(
  machine: StepMachine<S, P>,
  state: S,
  seat: SeatId,
  now: number,
  apply: (current: S) => S | Rejection,
  options: { mayActWhenOut?: (current: S) => boolean } = {},
): S | Rejection {
  const current = machine.advance(state, now)
  if (current.phase === ENDED) return refuseCommon('ended')
  if (!isSeat(current, seat)) return refuseCommon('not_player')
  if (!isAlive(current, seat) && !options.mayActWhenOut?.(current)) return refuseCommon('out')
  const next = apply(current)
  return isRejection(next) ? next : machine.settle(next, now)
}
