/**
 * The farewell: with the Mortician in the game, a short step follows every night or vote that
 * took someone. Every living player sees the names of the dead and taps one (or "nothing"); the
 * Mortician's tap shows that player's role, once per game. Everyone taps, the step looks the same
 * on every phone and ends once all living have tapped, so it tells nobody who the Mortician is or
 * whether the look is used. Unused, the look waits for the next farewell.
 */
import type { SeatId } from '../../../shared/games'
import type { Rejection } from '../contract'
import { everyoneActed } from '../kit'
import { enter } from './flow'
import { refuse } from './rejections'
import { isSeat, living, roleOf } from './seats'
import type { ShifterState } from './state'

/** This living seat has tapped in the farewell. */
export function hasMourned(state: ShifterState, seat: SeatId): boolean {
  return state.farewell !== null && Object.hasOwn(state.farewell.taps, seat)
}

/** A tap in the farewell: a name among the dead, or nothing; the Mortician's first name shows its role. */
export function mournAct(state: ShifterState, seat: SeatId, target: SeatId | undefined): ShifterState | Rejection {
  const farewell = state.farewell
  if (state.phase !== 'farewell' || !farewell) return refuse('wrong_phase')
  if (hasMourned(state, seat)) return refuse('already_acted')
  if (target !== undefined) {
    if (!isSeat(state, target)) return refuse('unknown_target')
    if (!farewell.dead.includes(target)) return refuse('not_dead')
  }
  let next: ShifterState = { ...state, acted: true, farewell: { ...farewell, taps: { ...farewell.taps, [seat]: target ?? null } } }
  const role = target !== undefined ? roleOf(state, target) : undefined
  if (role !== undefined && roleOf(state, seat) === 'mortician' && !state.lookUsed) {
    next = { ...next, lookUsed: true, findings: [...state.findings, { kind: 'look', to: seat, day: state.day, target: target!, role }] }
  }
  return next
}

/** Every living player has tapped. */
export function farewellDone(state: ShifterState): boolean {
  return everyoneActed(living(state), (seat) => hasMourned(state, seat))
}

/** The farewell ends: on to the day or to the pause, the deaths told again. */
export function endFarewell(state: ShifterState, at: number): ShifterState {
  const farewell = state.farewell
  return enter(state, farewell?.then ?? 'discussion', at, farewell?.story ?? [])
}
