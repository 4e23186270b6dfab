/**
 * The action phase, the heart of the game. Everyone on a floor with others acts once on someone
 * on the same floor: police search, everyone else observes, the Türsteher may reveal instead
 * (twice a game). Choices are final and secret; all resolve at once when the phase ends.
 * Alone on a floor: no action, nobody can target you, nothing limited is used up.
 */
import type { SeatId } from '../../../shared/games'
import type { CopsActionRecord, CopsDayRecord } from '../../../shared/views/cops'
import { nextFloat } from '../../lib/rng'
import type { Rejection } from '../contract'
import { everyoneActed } from '../kit'
import { MARKERS_TO_ARREST } from './constants'
import { observeChanceToday } from './events'
import { eliminate } from './flow'
import { refuse } from './rejections'
import { actOf, wearsWristband } from './roles'
import { floorMates, isAlive, isPolice, isSeat, living, roleOf, today } from './seats'
import type { CopsState, PlannedAction } from './state'

/** Whom this seat may target now: the others on its floor. */
export function actionTargets(state: CopsState, seat: SeatId): SeatId[] {
  const day = today(state)
  if (!day || !isAlive(state, seat)) return []
  return floorMates(day, living(state), seat).filter((s) => s !== seat)
}

/** This living seat stands with others, so it has an action this round. */
export function canAct(state: CopsState, seat: SeatId): boolean {
  return actionTargets(state, seat).length > 0
}

/** The Türsteher's reveals left (0 for every other role). */
export function revealsLeftOf(state: CopsState, seat: SeatId): number {
  return state.revealsLeft[seat] ?? 0
}

/** Whether this role may send this kind of action. */
export function allowedKinds(state: CopsState, seat: SeatId): PlannedAction['type'][] {
  const role = roleOf(state, seat)
  if (!role) return []
  if (role === 'bouncer') return revealsLeftOf(state, seat) > 0 ? ['observe', 'reveal'] : ['observe']
  return [actOf(role)]
}

/** A seat chooses its action (checked: phase, not yet acted, role, target on the own floor). */
export function planAction(state: CopsState, seat: SeatId, action: PlannedAction): CopsState | Rejection {
  if (state.phase !== 'action') return refuse('wrong_phase')
  if (Object.hasOwn(state.planned, seat)) return refuse('already_acted')
  if (!canAct(state, seat)) return refuse('alone')
  const kinds = allowedKinds(state, seat)
  if (!kinds.includes(action.type)) return refuse(action.type === 'reveal' && roleOf(state, seat) === 'bouncer' ? 'no_reveals' : 'not_your_role')
  if (!isSeat(state, action.target)) return refuse('unknown_target')
  if (!isAlive(state, action.target)) return refuse('target_out')
  if (action.target === seat) return refuse('self_target')
  if (!actionTargets(state, seat).includes(action.target)) return refuse('other_floor')
  return { ...state, planned: { ...state.planned, [seat]: { type: action.type, target: action.target } } }
}

/**
 * A confirm that picks nothing: alone on a floor, or on a name from another floor. It is counted
 * with the actions, so the table's count does not stop short of who stands alone, nor stand still
 * while one person confirms; the phase still waits for the actions, never for a touch.
 */
export function touchAct(state: CopsState, seat: SeatId): CopsState | Rejection {
  if (state.phase !== 'action') return refuse('wrong_phase')
  // Already in the count (a phone that reloaded does not know it tapped): nothing to change or refuse.
  if (isCounted(state, seat)) return state
  return { ...state, touched: [...state.touched, seat] }
}

/** This seat is in the action phase's count: it has acted, or confirmed a tap that picked nothing. */
export function isCounted(state: CopsState, seat: SeatId): boolean {
  return Object.hasOwn(state.planned, seat) || state.touched.includes(seat)
}

/** Seats that have an action this round, in table order. */
export function actors(state: CopsState): SeatId[] {
  return living(state).filter((seat) => canAct(state, seat))
}

/** Everyone who can act has acted. */
export function allActed(state: CopsState): boolean {
  return everyoneActed(actors(state), (seat) => Object.hasOwn(state.planned, seat))
}

/**
 * Resolves every chosen action at once, in table order: observations roll their chance, reveals
 * show the role, searches place a marker or find a badge (police never get markers from police).
 * Then everyone with two or more markers is arrested, also from two searches in the same round.
 */
export function resolveActions(state: CopsState): CopsState {
  const day = today(state)
  if (!day) return state
  const chance = observeChanceToday(state)
  let rng = state.rng
  const markers = { ...state.markers }
  const revealsLeft = { ...state.revealsLeft }
  const actions: CopsActionRecord[] = []
  for (const by of actors(state)) {
    const planned = state.planned[by]
    if (!planned) continue
    const { target } = planned
    switch (planned.type) {
      case 'search': {
        const badge = isPolice(state, target)
        if (!badge) markers[target] = (markers[target] ?? 0) + 1
        actions.push({ type: 'search', by, target, found: badge ? 'badge' : 'marker' })
        break
      }
      case 'observe': {
        let seen = true
        if (chance < 1) {
          let roll: number
          ;[roll, rng] = nextFloat(rng)
          seen = roll < chance
        }
        const role = roleOf(state, target)
        actions.push({ type: 'observe', by, target, seen, wristband: seen && role ? wearsWristband(role) : null })
        break
      }
      case 'reveal': {
        revealsLeft[by] = (revealsLeft[by] ?? 0) - 1
        const role = roleOf(state, target)
        if (role) actions.push({ type: 'reveal', by, target, role })
        break
      }
    }
  }
  const arrested = living(state).filter((seat) => !isPolice(state, seat) && (markers[seat] ?? 0) >= MARKERS_TO_ARREST)
  const record: CopsDayRecord = { ...day, actions, arrested }
  let next: CopsState = {
    ...state,
    rng,
    markers,
    revealsLeft,
    planned: {},
    days: [...state.days.slice(0, -1), record],
    log: [...state.log, { type: 'arrests', day: state.day, arrested }],
  }
  for (const seat of arrested) next = eliminate(next, seat, 'arrested')
  return next
}

/** Markers on a seat as they stood after a given day's action phase (for reports and the end screen). */
export function markersAfter(days: readonly CopsDayRecord[], seat: SeatId, upTo: number): number {
  let total = 0
  for (const day of days) {
    if (day.day > upTo) break
    if (day.markerLost === seat) total--
    for (const a of day.actions) if (a.type === 'search' && a.target === seat && a.found === 'marker') total++
  }
  return total
}

