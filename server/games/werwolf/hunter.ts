/**
 * The hunter: out by night or by vote, he at once names another living player, who is out too.
 * His step has its own deadline; no pick means no shot. The end check comes after the shot.
 */
import type { SeatId } from '../../../shared/games'
import type { Rejection } from '../contract'
import { eliminate, settle } from './flow'
import { shotLines } from './narration'
import { refuse } from './rejections'
import { isAlive, isSeat, living } from './seats'
import type { WerwolfState } from './state'

/** Whom the hunter may shoot. */
export function shootTargets(state: WerwolfState): SeatId[] {
  return state.hunter ? living(state).filter((s) => s !== state.hunter?.seat) : []
}

/** The hunter names his target. */
export function shootAct(state: WerwolfState, seat: SeatId, target: SeatId, now: number): WerwolfState | Rejection {
  const { theme } = state.options
  if (state.phase !== 'hunter' || !state.hunter) return refuse(theme, 'wrong_phase')
  if (state.hunter.seat !== seat) return refuse(theme, 'not_hunter')
  if (!isSeat(state, target)) return refuse(theme, 'unknown_target')
  if (!isAlive(state, target)) return refuse(theme, 'target_out')
  return shoot({ ...state, acted: true }, target, now)
}

/** The shot at `at` (null: the hunter let the deadline pass), then the end check. */
export function shoot(state: WerwolfState, target: SeatId | null, at: number): WerwolfState {
  const hunter = state.hunter
  if (!hunter) return state
  let next: WerwolfState = { ...state, log: [...state.log, { type: 'shot', day: state.day, hunter: hunter.seat, target }] }
  if (target !== null) next = eliminate(next, target, 'day', 'hunter')
  return settle(next, at, shotLines(next, hunter.seat, target, !state.options.secretCards), hunter.then)
}
