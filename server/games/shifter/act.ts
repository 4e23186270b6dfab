/** A player's action: refused with a reason, or the new state. The kit runs the common checks first. */
import * as v from 'valibot'
import type { SeatId } from '../../../shared/games'
import type { ShifterAction } from '../../../shared/views/shifter'
import type { Rejection } from '../contract'
import { playerAction } from '../kit'
import { actionSchema } from './actions'
import { readyAct, voteAct } from './day-vote'
import { mournAct } from './farewell'
import { steps } from './flow'
import { nightAct, touchAct } from './night'
import { refuse } from './rejections'
import { confirmAct } from './reveal'
import type { ShifterState } from './state'

/** Applies one action by one seat at `now`. Never throws, never changes `state`. */
export function act(state: ShifterState, seat: SeatId, action: ShifterAction, now: number): ShifterState | Rejection {
  // The room validates actions already; an unchecked caller still gets a refusal, not a throw.
  if (!v.is(actionSchema, action)) return refuse('unknown_action')
  return playerAction(steps, state, seat, now, (current) => apply(current, seat, action))
}

function apply(state: ShifterState, seat: SeatId, action: ShifterAction): ShifterState | Rejection {
  switch (action.type) {
    case 'confirm':
      return confirmAct(state, seat)
    case 'attack':
    case 'inspect':
    case 'protect':
    case 'love':
    case 'heal':
    case 'poison':
    case 'sleep':
      return nightAct(state, seat, action)
    case 'touch':
      return touchAct(state, seat)
    case 'mourn':
      return mournAct(state, seat, action.target)
    case 'ready':
      return readyAct(state, seat)
    case 'vote':
      return voteAct(state, seat, action.target)
    default:
      return refuse('unknown_action')
  }
}
