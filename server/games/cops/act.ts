/** A player's action: refused with a reason, or the new state. The kit runs the common checks first. */
import * as v from 'valibot'
import type { SeatId } from '../../../shared/games'
import type { CopsAction } from '../../../shared/views/cops'
import type { Rejection } from '../contract'
import { playerAction } from '../kit'
import { planAction, touchAct } from './action-phase'
import { actionSchema } from './actions'
import { castBallot, decideAct } from './banishment'
import { pickFloor } from './floors'
import { steps } from './flow'
import { markReady } from './ready'
import { refuse } from './rejections'
import type { CopsState } from './state'

/** Applies one action by one seat at `now`. Never throws, never changes `state`. Out is out: arrested and banished players watch in silence. */
export function act(state: CopsState, seat: SeatId, action: CopsAction, now: number): CopsState | Rejection {
  // The room validates actions already; an unchecked caller still gets a refusal, not a throw.
  if (!v.is(actionSchema, action)) return refuse('unknown_action')
  return playerAction(steps, state, seat, now, (current) => apply(current, seat, action))
}

function apply(state: CopsState, seat: SeatId, action: CopsAction): CopsState | Rejection {
  switch (action.type) {
    case 'floor':
      return pickFloor(state, seat, action.floor)
    case 'ready':
      return markReady(state, seat)
    case 'search':
    case 'observe':
    case 'reveal':
      return planAction(state, seat, action)
    case 'touch':
      return touchAct(state, seat)
    case 'vote':
      return castBallot(state, seat, action.target)
    case 'decide':
      return decideAct(state, seat, action.target)
    default:
      return refuse('unknown_action')
  }
}
