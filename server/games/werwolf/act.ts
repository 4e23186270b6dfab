/**
 * A player's action: refused with a reason, or the new state. The step may have ended already
 * (its deadline passed before the room's alarm fired), so time is brought up to `now` first.
 */
import * as v from 'valibot'
import type { SeatId } from '../../../shared/games'
import type { WerwolfAction } from '../../../shared/views/werwolf'
import type { Rejection } from '../contract'
import { actionSchema } from './actions'
import { readyAct, voteAct } from './day-vote'
import { shootAct } from './hunter'
import { nightAct } from './night'
import { refuse } from './rejections'
import { isAlive, isSeat } from './seats'
import type { WerwolfState } from './state'
import { advance } from './timeout'

/** Applies one action by one seat at `now`. Never throws, never changes `state`. */
export function act(state: WerwolfState, seat: SeatId, action: WerwolfAction, now: number): WerwolfState | Rejection {
  const { theme } = state.options
  // The room validates actions already; an unchecked caller still gets a refusal, not a throw.
  if (!v.is(actionSchema, action)) return refuse(theme, 'unknown_action')
  const current = advance(state, now)
  if (current.phase === 'ended') return refuse(theme, 'ended')
  if (!isSeat(current, seat)) return refuse(theme, 'not_player')
  // The hunter shoots after he is out; nobody else who is out may act.
  const shooting = action.type === 'shoot' && current.hunter?.seat === seat
  if (!isAlive(current, seat) && !shooting) return refuse(theme, 'dead')
  switch (action.type) {
    case 'protect':
    case 'attack':
    case 'inspect':
    case 'sleep':
      return nightAct(current, seat, action, now)
    case 'ready':
      return readyAct(current, seat, now)
    case 'vote':
      return voteAct(current, seat, action.target, now)
    case 'abstain':
      return voteAct(current, seat, null, now)
    case 'shoot':
      return shootAct(current, seat, action.target, now)
    default:
      return refuse(theme, 'unknown_action')
  }
}
