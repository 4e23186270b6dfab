/**
 * The floor choice: every living player secretly picks one of the day's floors; a pick may be
 * changed while others still choose. When the choice ends, whoever has not picked is put on a
 * random floor (seeded). On a day with one floor there is no choice: everyone stands there.
 */
import type { SeatId } from '../../../shared/games'
import type { CopsDayRecord } from '../../../shared/views/cops'
import { nextInt } from '../../lib/rng'
import type { Rejection } from '../contract'
import { FLOORS_BY_DAY } from './constants'
import { refuse } from './rejections'
import { everyoneActed, living } from '../kit'
import { today } from './seats'
import type { CopsState } from './state'

/** Floors open on a day (1 outside the table, which never happens in play). */
export function floorsOn(day: number): number {
  return FLOORS_BY_DAY[day - 1] ?? 1
}

/** The floor numbers open today: 1..n. */
export function openFloors(state: CopsState): number[] {
  return Array.from({ length: floorsOn(state.day) }, (_, i) => i + 1)
}

/** A seat picks a floor (checked: phase, floor open). */
export function pickFloor(state: CopsState, seat: SeatId, floor: number): CopsState | Rejection {
  if (state.phase !== 'floor') return refuse('wrong_phase')
  if (!openFloors(state).includes(floor)) return refuse('bad_floor')
  return { ...state, picks: { ...state.picks, [seat]: floor } }
}

/** Every living player has picked. */
export function allPicked(state: CopsState): boolean {
  return everyoneActed(living(state), (seat) => Object.hasOwn(state.picks, seat))
}

/** Fixes today's floors: the picks, a random floor for whoever has none. */
export function placeEveryone(state: CopsState): CopsState {
  const day = today(state)
  if (!day) return state
  const floors = floorsOn(state.day)
  let rng = state.rng
  const placement: Record<SeatId, number> = {}
  const placedAtRandom: SeatId[] = []
  for (const seat of living(state)) {
    const pick = state.picks[seat]
    if (pick !== undefined) {
      placement[seat] = pick
    } else if (floors === 1) {
      placement[seat] = 1
    } else {
      let i: number
      ;[i, rng] = nextInt(rng, floors)
      placement[seat] = i + 1
      placedAtRandom.push(seat)
    }
  }
  const record: CopsDayRecord = { ...day, placement, placedAtRandom }
  return { ...state, rng, picks: {}, days: [...state.days.slice(0, -1), record] }
}
