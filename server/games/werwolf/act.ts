/** A player's action: refused with a reason, or the new state. The kit runs the common checks first. */
import * as v from 'valibot'
import type { SeatId } from '../../../shared/games'
import type { WerwolfAction } from '../../../shared/views/werwolf'
import type { Rejection } from '../contract'
import { playerAction } from '../kit'
import { actionSchema } from './actions'
import { readyAct, voteAct } from './day-vote'
import { steps } from './flow'
import { shootAct } from './hunter'
import { nightAct, touchAct } from './night'
import { refuse } from './rejections'
import type { WerwolfState } from './state'

/** Applies one action by one seat at `now`. Never throws, never changes `state`. */
export function act(state: WerwolfState, seat: SeatId, action: WerwolfAction, now: number): WerwolfState | Rejection {
  // The room validates actions already; an unchecked caller still gets a refusal, not a throw.
  if (!v.is(actionSchema, action)) return refuse(state, 'unknown_action')
  return playerAction(steps, state, seat, now, (current) => apply(current, seat, action), {
    // The hunter shoots after he is out; nobody else who is out may act.
    mayActWhenOut: (current) => action.type === 'shoot' && current.hunter?.seat === seat,
  })
}

function apply(state: WerwolfState, seat: SeatId, action: WerwolfAction): WerwolfState | Rejection {
  switch (action.type) {
    case 'protect':
    case 'attack':
    case 'inspect':
    case 'sleep':
      return nightAct(state, seat, action)
    case 'touch':
      return touchAct(state, seat)
    case 'ready':
      return readyAct(state, seat)
    case 'vote':
      return voteAct(state, seat, action.target)
    case 'abstain':
      return voteAct(state, seat, null)
    case 'shoot':
      return shootAct(state, seat, action.target)
    default:
      return refuse(state, 'unknown_action')
  }
}
