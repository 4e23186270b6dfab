/** Shared tools for the Werwolf engine tests: deals, rigged tables, strict acting, deep freeze. */
import { expect } from 'vitest'
import type { SeatId } from '../../../shared/games'
import type { WerwolfAction, WerwolfOptions, WerwolfRole, WerwolfView } from '../../../shared/views/werwolf'
import { isRejection, MODERATOR, type Rejection, type Viewer } from '../../../server/games/contract'
import { werwolf } from '../../../server/games/werwolf'
import { HUNTER_CARD, NUMBER_CARDS, PROTECTOR_CARD, SEER_CARD, WOLF_CARDS } from '../../../server/games/werwolf/role-table'
import type { Hand, WerwolfState } from '../../../server/games/werwolf/state'

export { MODERATOR }

/** Seat ids s1..sN. */
export function seatIds(n: number): SeatId[] {
  return Array.from({ length: n }, (_, i) => `s${i + 1}`)
}

/** A fresh game with the recommended options (overridable). */
export function newGame(n: number, options: Partial<WerwolfOptions> = {}, seed = 1, now = 0): WerwolfState {
  return werwolf.setup({ seats: seatIds(n), options: { ...werwolf.options.defaults(n), ...options }, seed, now })
}

/**
 * A game whose cards are dealt as given, in seat order (s1 gets roles[0], ...).
 * Options follow the roles (wolves, protector, hunter) unless overridden.
 */
export function riggedGame(roles: WerwolfRole[], options: Partial<WerwolfOptions> = {}, seed = 1, now = 0): WerwolfState {
  const count = (role: WerwolfRole) => roles.filter((r) => r === role).length
  const base = newGame(roles.length, { wolves: count('wolf'), protector: count('protector') > 0, hunter: count('hunter') > 0, ...options }, seed, now)
  let wolf = 0
  let number = 0
  const hands: Record<SeatId, Hand> = {}
  roles.forEach((role, i) => {
    const card =
      role === 'wolf' ? WOLF_CARDS[wolf++] : role === 'seer' ? SEER_CARD : role === 'protector' ? PROTECTOR_CARD : role === 'hunter' ? HUNTER_CARD : NUMBER_CARDS[number++]
    hands[`s${i + 1}`] = { role, card: card! }
  })
  return { ...base, hands }
}

/** Acts and insists it was accepted. */
export function play(state: WerwolfState, seat: SeatId, action: WerwolfAction, now = 1): WerwolfState {
  const next = werwolf.act(state, seat, action, now)
  if (isRejection(next)) throw new Error(`rejected ${seat} ${JSON.stringify(action)}: ${next.code}`)
  return next
}

/** Acts and insists it was refused with this code. */
export function refused(state: WerwolfState, seat: SeatId, action: WerwolfAction, code: string, now = 1): Rejection {
  const result = werwolf.act(state, seat, action, now)
  expect(isRejection(result), `expected ${code}`).toBe(true)
  expect((result as Rejection).code).toBe(code)
  return result as Rejection
}

/** Plays a sequence of [seat, action] pairs. */
export function playAll(state: WerwolfState, moves: [SeatId, WerwolfAction][], now = 1): WerwolfState {
  return moves.reduce((s, [seat, action]) => play(s, seat, action, now), state)
}

/** Every living seat without a night tap sleeps / taps; leaves the given seats alone. */
export function sleepRest(state: WerwolfState, except: SeatId[] = [], now = 1): WerwolfState {
  let s = state
  for (const seat of s.seats) {
    if (except.includes(seat) || s.phase !== 'night') continue
    const moves = werwolf.legalActions(s, seat)
    if (moves.length === 0) continue
    const sleep = moves.find((m) => m.type === 'sleep')
    if (sleep) s = play(s, seat, sleep, now)
  }
  return s
}

/** Skips at least one step, until the game next enters this phase (fails after many). */
export function skipTo(state: WerwolfState, phase: WerwolfState['phase'], now = 1): WerwolfState {
  let s = werwolf.skip(state, now)
  for (let i = 0; i < 50 && s.phase !== phase; i++) s = werwolf.skip(s, now)
  expect(s.phase).toBe(phase)
  return s
}

/** Everyone living votes as told (voter → target). */
export function voteAll(state: WerwolfState, votes: Record<SeatId, SeatId>, now = 1): WerwolfState {
  return Object.entries(votes).reduce((s, [voter, target]) => play(s, voter, { type: 'vote', target }, now), state)
}


/** The view for a viewer. */
export function look(state: WerwolfState, viewer: Viewer): WerwolfView {
  return werwolf.view(state, viewer)
}

/** Every seat that is out, in order. */
export function outSeats(state: WerwolfState): SeatId[] {
  return state.out.map((o) => o.seat)
}

export { deepFreeze } from '../../support/random-play'
