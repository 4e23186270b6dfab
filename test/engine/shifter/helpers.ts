/** Shared tools for the Shifter Under Us engine tests: deals, rigged tables, strict acting, views. */
import { expect } from 'vitest'
import type { SeatId } from '../../../shared/games'
import type { ShifterAction, ShifterOptions, ShifterPhase, ShifterRole, ShifterView } from '../../../shared/views/shifter'
import { isRejection, MODERATOR, type Rejection, type Viewer } from '../../../server/games/contract'
import { shifter } from '../../../server/games/shifter'
import type { ShifterState } from '../../../server/games/shifter/state'

export { MODERATOR }

/** Seat ids s1..sN. */
export function seatIds(n: number): SeatId[] {
  return Array.from({ length: n }, (_, i) => `s${i + 1}`)
}

/** A fresh game with the recommended options (overridable), at the role cards. */
export function newGame(n: number, options: Partial<ShifterOptions> = {}, seed = 1, now = 0): ShifterState {
  return shifter.setup({ seats: seatIds(n), options: { ...shifter.options.defaults(n), ...options }, seed, now })
}

const SPECIALS = ['visionary', 'alchemist', 'immortal', 'mortician', 'rambuh', 'armoris'] as const

/**
 * A game whose roles are dealt as given, in seat order (s1 gets roles[0], ...), at the role cards.
 * Options follow the roles (shifters, special roles) unless overridden.
 */
export function riggedGame(roles: ShifterRole[], options: Partial<ShifterOptions> = {}, seed = 1, now = 0): ShifterState {
  const specials = Object.fromEntries(SPECIALS.map((role) => [role, roles.includes(role)]))
  const base = newGame(roles.length, { shifters: roles.filter((r) => r === 'shifter').length, ...specials, ...options }, seed, now)
  return { ...base, roles: Object.fromEntries(roles.map((role, i) => [`s${i + 1}`, role])) }
}

/** Acts and insists it was accepted. */
export function play(state: ShifterState, seat: SeatId, action: ShifterAction, now = 1): ShifterState {
  const next = shifter.act(state, seat, action, now)
  if (isRejection(next)) throw new Error(`rejected ${seat} ${JSON.stringify(action)}: ${next.code}`)
  return next
}

/** Acts and insists it was refused with this code. */
export function refused(state: ShifterState, seat: SeatId, action: ShifterAction, code: string, now = 1): Rejection {
  const result = shifter.act(state, seat, action, now)
  expect(isRejection(result), `expected ${code}`).toBe(true)
  expect((result as Rejection).code).toBe(code)
  return result as Rejection
}

/** Plays a sequence of [seat, action] pairs. */
export function playAll(state: ShifterState, moves: [SeatId, ShifterAction][], now = 1): ShifterState {
  return moves.reduce((s, [seat, action]) => play(s, seat, action, now), state)
}

/** Everyone confirms the role card: night 1 begins. */
export function toNight(state: ShifterState, now = 1): ShifterState {
  const s = state.seats.reduce((s, seat) => (s.phase === 'reveal' ? play(s, seat, { type: 'confirm' }, now) : s), state)
  expect(s.phase).toBe('night')
  return s
}

/** Every living seat that can still tap in this night step taps "nothing"; leaves the given seats alone. */
export function sleepRest(state: ShifterState, except: SeatId[] = [], now = 1): ShifterState {
  let s = state
  const phase = s.phase
  const stage = s.stage
  for (const seat of s.seats) {
    if (except.includes(seat) || s.phase !== phase || s.stage !== stage) continue
    if (shifter.legalActions(s, seat).some((a) => a.type === 'sleep')) s = play(s, seat, { type: 'sleep' }, now)
  }
  return s
}

/** Everyone living taps "nothing" in the farewell. */
export function mournAll(state: ShifterState, now = 1): ShifterState {
  let s = state
  for (const seat of s.seats) if (s.phase === 'farewell' && shifter.legalActions(s, seat).length > 0) s = play(s, seat, { type: 'mourn' }, now)
  return s
}

/** Skips at least one step, until the game next enters this phase (fails after many). */
export function skipTo(state: ShifterState, phase: ShifterPhase, now = 1): ShifterState {
  let s = shifter.skip(state, now)
  for (let i = 0; i < 60 && s.phase !== phase; i++) s = shifter.skip(s, now)
  expect(s.phase).toBe(phase)
  return s
}

/** Everyone living votes as told (voter → target). */
export function voteAll(state: ShifterState, votes: Record<SeatId, SeatId>, now = 1): ShifterState {
  return Object.entries(votes).reduce((s, [voter, target]) => play(s, voter, { type: 'vote', target }, now), state)
}

/** Everyone living is ready to vote. */
export function readyAll(state: ShifterState, now = 1): ShifterState {
  let s = state
  for (const seat of s.seats) if (s.phase === 'discussion' && shifter.legalActions(s, seat).length > 0) s = play(s, seat, { type: 'ready' }, now)
  expect(s.phase).toBe('vote')
  return s
}

/** The view for a viewer. */
export function look(state: ShifterState, viewer: Viewer): ShifterView {
  return shifter.view(state, viewer)
}

/** Every seat that is out, in order. */
export function outSeats(state: ShifterState): SeatId[] {
  return state.out.map((o) => o.seat)
}

/** Keys of the current announcements. */
export function told(state: ShifterState): string[] {
  return state.announcements.map((n) => n.key)
}
