/**
 * After a scoring the mover puts the safe in another building — any one, the church and the ruin
 * too. Agents already standing there do not make a new scoring. Silent past the deadline: chance
 * puts it somewhere else.
 */
import type { SeatId } from '../../../shared/games'
import type { Rejection } from '../contract'
import { announce, pickOne } from '../kit'
import { BUILDINGS, isBuilding } from './board'
import { refuse } from './rejections'
import type { HeimlichState } from './state'
import { nextTurn } from './turn'

/** The buildings the safe may go to: every one but its own. */
export function safeChoices(state: HeimlichState): number[] {
  return BUILDINGS.map((b) => b.id).filter((id) => id !== state.safe)
}

/** The mover's choice for the safe. */
export function pickSafe(state: HeimlichState, seat: SeatId, building: number): HeimlichState | Rejection {
  if (state.phase !== 'safe') return refuse('wrong_phase')
  if (seat !== state.mover) return refuse('not_your_turn')
  if (!isBuilding(building)) return refuse('unknown_building')
  if (building === state.safe) return refuse('safe_stays')
  return { ...state, safePick: building }
}

/** Moves the safe (the mover's choice, else chance) and hands the turn on. */
export function placeSafe(state: HeimlichState, at: number): HeimlichState {
  const chosen = state.safePick
  let next = state
  let to: number
  if (chosen !== null) {
    to = chosen
    next = { ...next, lastActionAt: at }
  } else {
    ;[to, next] = pickOne(state, safeChoices(state))
  }
  const record = { type: 'safe' as const, turn: state.turn, seat: state.mover, from: state.safe, to, by: chosen !== null ? ('mover' as const) : ('chance' as const) }
  return nextTurn({ ...next, safe: to, log: announce(state.log, record) }, at)
}
