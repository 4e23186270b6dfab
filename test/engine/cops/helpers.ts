/** Shared tools for the Undercover Cops engine tests: deals, rigged tables, floors, strict acting, deep freeze. */
import { expect } from 'vitest'
import type { SeatId } from '../../../shared/games'
import type { CopsAction, CopsEventId, CopsOptions, CopsPhase, CopsRole, CopsView } from '../../../shared/views/cops'
import { isRejection, MODERATOR, type Rejection, type Viewer } from '../../../server/games/contract'
import { cops } from '../../../server/games/cops'
import { BOUNCER_REVEALS } from '../../../server/games/cops/constants'
import { EVENTS } from '../../../server/games/cops/events'
import type { CopsState } from '../../../server/games/cops/state'
import { pick } from '../../../server/lib/rng'

export { MODERATOR }

/** Seat ids s1..sN. */
export function seatIds(n: number): SeatId[] {
  return Array.from({ length: n }, (_, i) => `s${i + 1}`)
}

/** A fresh game with the recommended options (overridable). */
export function newGame(n: number, options: Partial<CopsOptions> = {}, seed = 1, now = 0): CopsState {
  return cops.setup({ seats: seatIds(n), options: { ...cops.options.defaults(n), ...options }, seed, now })
}

/**
 * The eight-player table of the rule book, rigged in seat order:
 * s1, s2 cops; s3 V-Mann; s4 Türsteher; s5 VIP; s6, s7, s8 Besucher.
 */
export const EIGHT: CopsRole[] = ['cop', 'cop', 'informant', 'bouncer', 'vip', 'visitor', 'visitor', 'visitor']

/** A game whose roles are dealt as given, in seat order (s1 gets roles[0], ...). */
export function riggedGame(roles: readonly CopsRole[], options: Partial<CopsOptions> = {}, seed = 1, now = 0): CopsState {
  const count = (role: CopsRole) => roles.filter((r) => r === role).length
  const base = newGame(roles.length, { cops: count('cop'), informants: count('informant'), bouncers: count('bouncer'), ...options }, seed, now)
  const seats = seatIds(roles.length)
  return {
    ...base,
    roles: Object.fromEntries(seats.map((seat, i) => [seat, roles[i] as CopsRole])),
    revealsLeft: Object.fromEntries(seats.filter((_, i) => roles[i] === 'bouncer').map((seat) => [seat, BOUNCER_REVEALS])),
  }
}

/** Acts and insists it was accepted. */
export function play(state: CopsState, seat: SeatId, action: CopsAction, now = 1): CopsState {
  const next = cops.act(state, seat, action, now)
  if (isRejection(next)) throw new Error(`rejected ${seat} ${JSON.stringify(action)}: ${next.code}`)
  return next
}

/** Acts and insists it was refused with this code. */
export function refused(state: CopsState, seat: SeatId, action: CopsAction, code: string, now = 1): Rejection {
  const result = cops.act(state, seat, action, now)
  expect(isRejection(result), `expected ${code}`).toBe(true)
  expect((result as Rejection).code).toBe(code)
  return result as Rejection
}

/** Everyone picks a floor: group i goes to floor i + 1 (the last pick ends the choice). */
export function floors(state: CopsState, groups: SeatId[][], now = 1): CopsState {
  expect(state.phase).toBe('floor')
  let s = state
  groups.forEach((group, i) => {
    for (const seat of group) s = play(s, seat, { type: 'floor', floor: i + 1 }, now)
  })
  return s
}

/** Sets the PRNG so that the next draw from the event table gives this event. */
export function rigEvent(state: CopsState, event: CopsEventId): CopsState {
  for (let rng = 0; rng < 10_000; rng++) if (pick(rng, EVENTS)[0].id === event) return { ...state, rng }
  throw new Error(`cannot rig ${event}`)
}

/** Every living player taps "ready" (event or discussion). */
export function readyAll(state: CopsState, now = 1): CopsState {
  let s = state
  const phase = s.phase
  for (const seat of s.seats) if (s.phase === phase && cops.legalActions(s, seat).some((a) => a.type === 'ready')) s = play(s, seat, { type: 'ready' }, now)
  return s
}

/** Skips at least one step, until the game next enters this phase (fails after many). */
export function skipTo(state: CopsState, phase: CopsPhase, now = 1): CopsState {
  let s = cops.skip(state, now)
  for (let i = 0; i < 60 && s.phase !== phase; i++) s = cops.skip(s, now)
  expect(s.phase).toBe(phase)
  return s
}

/** Players act as told (seat → action), in the order given. */
export function actAll(state: CopsState, moves: [SeatId, CopsAction][], now = 1): CopsState {
  return moves.reduce((s, [seat, action]) => play(s, seat, action, now), state)
}

/** Everyone votes as told (voter → target). */
export function voteAll(state: CopsState, votes: Record<SeatId, SeatId>, now = 1): CopsState {
  return Object.entries(votes).reduce((s, [voter, target]) => play(s, voter, { type: 'vote', target }, now), state)
}


/** The view for a viewer. */
export function look(state: CopsState, viewer: Viewer): CopsView {
  return cops.view(state, viewer)
}

/** Every seat that is out, in order. */
export function outSeats(state: CopsState): SeatId[] {
  return state.out.map((o) => o.seat)
}

/** The latest personal summary of a seat. */
export function lastReport(state: CopsState, seat: SeatId) {
  return look(state, seat).reports.at(-1)
}

/**
 * From the floor choice to the action phase: optionally rigs the day's event, puts the groups on
 * floors 1, 2, ... and taps through the event card.
 */
export function toAction(state: CopsState, groups: SeatId[][], event?: CopsEventId, now = 1): CopsState {
  let s = event ? rigEvent(state, event) : state
  s = floors(s, groups, now)
  if (s.phase === 'event') s = readyAll(s, now)
  expect(s.phase).toBe('action')
  return s
}

/** Lets the rest of the day pass without actions or votes, up to the next day's floor choice. */
export function nextFloorChoice(state: CopsState, now = 1): CopsState {
  return skipTo(state, 'floor', now)
}

/**
 * Banishes `target` in today's vote: skips to the vote, then everyone living votes for the target
 * (the target for the first other living player).
 */
export function banish(state: CopsState, target: SeatId, now = 1): CopsState {
  let s = state.phase === 'vote' ? state : skipTo(state, 'vote', now)
  const living = s.seats.filter((seat) => !s.out.some((o) => o.seat === seat))
  const other = living.find((seat) => seat !== target) as SeatId
  for (const voter of living) if (s.phase === 'vote') s = play(s, voter, { type: 'vote', target: voter === target ? other : target }, now)
  expect(s.out.at(-1)).toMatchObject({ seat: target, cause: 'banished' })
  return s
}

export { deepFreeze } from '../../support/random-play'
