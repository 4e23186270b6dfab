/**
 * The hunter: out by night or by vote, he at once names another living player, who is out too.
 * His step has its own deadline; no pick means no shot. The end check comes after the shot.
 */
import type { SeatId } from '../../../shared/games'
import type { Rejection } from '../contract'
import { afterDeaths, eliminate } from './flow'
import { shotLines } from './narration'
import { refuse } from './rejections'
import { isAlive, isSeat, living } from './seats'
import type { WerwolfState } from './state'

/** Whom the hunter may shoot. */
export function shootTargets(state: WerwolfState): SeatId[] {
  return state.hunter ? living(state).filter((s) => s !== state.hunter?.seat) : []
}

/** The hunter names his target; the step ends with the shot. */
export function shootAct(state: WerwolfState, seat: SeatId, target: SeatId): WerwolfState | Rejection {
  if (state.phase !== 'hunter' || !state.hunter) return refuse(state, 'wrong_phase')
  if (state.hunter.seat !== seat) return refuse(state, 'not_hunter')
  if (!isSeat(state, target)) return refuse(state, 'unknown_target')
  if (!isAlive(state, target)) return refuse(state, 'target_out')
  return { ...state, hunter: { ...state.hunter, shot: target }, acted: true }
}

/** The shot at `at` (null: the hunter let the deadline pass), then the end check. */
export function shoot(state: WerwolfState, target: SeatId | null, at: number): WerwolfState {
  const hunter = state.hunter
  if (!hunter) return state
  let next: WerwolfState = { ...state, log: [...state.log, { type: 'shot', day: state.day, hunter: hunter.seat, target }] }
  if (target !== null) next = eliminate(next, target, 'day', 'hunter')
  return afterDeaths(next, at, shotLines(next, hunter.seat, target, !state.options.secretCards), hunter.then)
}
