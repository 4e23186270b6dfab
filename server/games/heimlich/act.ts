/** A player's action: refused with a reason, or the new state. The kit runs the common checks first. */
import * as v from 'valibot'
import type { SeatId } from '../../../shared/games'
import type { HeimlichAction } from '../../../shared/views/heimlich'
import type { Rejection } from '../contract'
import { playerAction } from '../kit'
import { actionSchema } from './actions'
import { steps } from './flow'
import { sendGuess } from './guess'
import { planMove } from './move'
import { refuse } from './rejections'
import { pickSafe } from './safe'
import type { HeimlichState } from './state'

/** Applies one action by one seat at `now`. Never throws, never changes `state`. */
export function act(state: HeimlichState, seat: SeatId, action: HeimlichAction, now: number): HeimlichState | Rejection {
  // The room validates actions already; an unchecked caller still gets a refusal, not a throw.
  if (!v.is(actionSchema, action)) return refuse('unknown_action')
  return playerAction(steps, state, seat, now, (current) => apply(current, seat, action, now))
}

function apply(state: HeimlichState, seat: SeatId, action: HeimlichAction, now: number): HeimlichState | Rejection {
  switch (action.type) {
    case 'move':
      return planMove(state, seat, action)
    case 'safe':
      return pickSafe(state, seat, action.building)
    case 'guess':
      return sendGuess(state, seat, action.guess, now)
    default:
      return refuse('unknown_action')
  }
}
