/**
 * A player's action: refused with a reason, or the new state. The step may have ended already
 * (its deadline passed before the room's alarm fired), so time is brought up to `now` first.
 */
import * as v from 'valibot'
import type { SeatId } from '../../../shared/games'
import type { CopsAction } from '../../../shared/views/cops'
import { isRejection, type Rejection } from '../contract'
import { allActed, planAction } from './action-phase'
import { actionSchema } from './actions'
import { allVoted, castBallot, checkDecision } from './banishment'
import { closeRound, decide, endAction, endDiscussion, endEvent, endFloor } from './day'
import { allPicked, pickFloor } from './floors'
import { allReady, markReady } from './ready'
import { refuse } from './rejections'
import { isAlive, isSeat } from './seats'
import type { CopsState } from './state'
import { advance } from './timeout'

/** Applies `step`; when it was accepted and the step is complete, ends the step at `now`. */
function andMaybeEnd(
  result: CopsState | Rejection,
  complete: (s: CopsState) => boolean,
  end: (s: CopsState, at: number) => CopsState,
  now: number,
): CopsState | Rejection {
  if (isRejection(result)) return result
  return complete(result) ? end(result, now) : result
}

/** Applies one action by one seat at `now`. Never throws, never changes `state`. */
export function act(state: CopsState, seat: SeatId, action: CopsAction, now: number): CopsState | Rejection {
  // The room validates actions already; an unchecked caller still gets a refusal, not a throw.
  if (!v.is(actionSchema, action)) return refuse('unknown_action')
  const current = advance(state, now)
  if (current.phase === 'ended') return refuse('ended')
  if (!isSeat(current, seat)) return refuse('not_player')
  // Out is out: arrested and banished players watch in silence.
  if (!isAlive(current, seat)) return refuse('out')
  switch (action.type) {
    case 'floor':
      return andMaybeEnd(pickFloor(current, seat, action.floor), allPicked, endFloor, now)
    case 'ready': {
      const end = current.phase === 'event' ? endEvent : endDiscussion
      return andMaybeEnd(markReady(current, seat), allReady, end, now)
    }
    case 'search':
    case 'observe':
    case 'reveal':
      return andMaybeEnd(planAction(current, seat, action), allActed, endAction, now)
    case 'vote':
      return andMaybeEnd(castBallot(current, seat, action.target), allVoted, closeRound, now)
    case 'decide': {
      const refused = checkDecision(current, seat, action.target)
      return refused ?? decide(current, action.target, 'vip', now)
    }
    default:
      return refuse('unknown_action')
  }
}
