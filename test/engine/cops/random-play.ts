/** A random legal player for the Undercover Cops engine: actions, timeouts and skips, with invariant checks. */
import type { SeatId } from '../../../shared/games'
import type { CopsAction, CopsOptions } from '../../../shared/views/cops'
import { isRejection } from '../../../server/games/contract'
import { cops } from '../../../server/games/cops'
import { DAYS, MARKERS_TO_ARREST } from '../../../server/games/cops/constants'
import { policeBounds } from '../../../server/games/cops/role-table'
import { isAlive, isPolice, living } from '../../../server/games/cops/seats'
import type { CopsState } from '../../../server/games/cops/state'
import { instantWin } from '../../../server/games/cops/win-check'
import { nextFloat, nextInt, seedRng, type Rng } from '../../../server/lib/rng'
import { deepFreeze, seatIds } from './helpers'

/** Upper bound on steps a random game may take before the test calls it stuck. */
export const MAX_RANDOM_STEPS = 3000

/**
 * Options for game number `k` at this head count: the table's split, the smallest and the largest
 * police allowed, with and without a V-Mann or Türsteher, banished roles shown or not.
 */
export function optionsFor(n: number, k: number): CopsOptions {
  const base = cops.options.defaults(n)
  const bounds = policeBounds(n)
  const variants: Pick<CopsOptions, 'cops' | 'informants' | 'bouncers'>[] = [
    { cops: base.cops, informants: base.informants, bouncers: base.bouncers },
    { cops: bounds.min - 1, informants: 1, bouncers: 1 },
    { cops: bounds.max - 2, informants: 2, bouncers: 2 },
    { cops: bounds.min, informants: 0, bouncers: 0 },
  ]
  const split = variants[k % variants.length] as (typeof variants)[number]
  const candidate = { ...base, ...split, revealBanished: Math.floor(k / variants.length) % 2 === 1 }
  return cops.options.check(candidate, n).ok ? candidate : { ...base, revealBanished: candidate.revealBanished }
}

/** How a random game ended. */
export interface RandomGame {
  state: CopsState
  steps: number
}

/** Called after every step of a random game, e.g. to look at the views. */
export type StepHook = (state: CopsState) => void

/** Checks that hold after every step; throws with a reason otherwise. */
export function checkInvariants(prev: CopsState, s: CopsState): void {
  if (s.stage < prev.stage) throw new Error('stage went down')
  if (s.day < prev.day || s.day > DAYS) throw new Error(`day ${s.day}`)
  if (s.out.length < prev.out.length) throw new Error('someone came back')
  const seatsOut = s.out.map((o) => o.seat)
  if (new Set(seatsOut).size !== seatsOut.length) throw new Error('out twice')
  for (const o of s.out) if (o.cause === 'arrested' && isPolice(s, o.seat)) throw new Error('police arrested')
  for (const seat of s.seats) {
    const markers = s.markers[seat] ?? 0
    if (markers < 0) throw new Error('negative markers')
    if (isPolice(s, seat) && markers > 0) throw new Error('police got a marker')
    if (isAlive(s, seat) && markers >= MARKERS_TO_ARREST) throw new Error('should have been arrested')
    const revealsLeft = s.revealsLeft[seat]
    if (revealsLeft !== undefined && revealsLeft < 0) throw new Error('reveals below zero')
  }
  if (s.phase !== 'ended' && instantWin(s) !== null) throw new Error('game should have ended')
  if (s.phase === 'ended' && s.deadline !== null) throw new Error('ended with a deadline')
  if (s.phase !== 'ended' && s.deadline === null) throw new Error('running without a deadline')
  if (s.phase !== 'ended' && living(s).length < 2) throw new Error('fewer than two left')
  for (const voter of Object.keys(s.ballots)) if (!isAlive(s, voter)) throw new Error('out player voted')
  for (const seat of s.ready) if (!isAlive(s, seat)) throw new Error('out player ready')
}

/** Plays one game to the end with random legal moves, deadlines and skips (frozen inputs if asked). */
export function randomGame(n: number, options: CopsOptions, seed: number, onStep?: StepHook, freeze = false): RandomGame {
  const seats = seatIds(n)
  let rng: Rng = seedRng(seed * 7919 + n)
  const draw = (k: number): number => {
    let i: number
    ;[i, rng] = nextInt(rng, k)
    return i
  }
  const chance = (): number => {
    let f: number
    ;[f, rng] = nextFloat(rng)
    return f
  }
  let now = 1_000
  let state = cops.setup({ seats, options, seed, now })
  let steps = 0
  for (; steps < MAX_RANDOM_STEPS && state.phase !== 'ended'; steps++) {
    // Frozen, any mutation of an input by the engine throws.
    if (freeze) state = deepFreeze(state)
    const prev = state
    const roll = chance()
    if (roll < 0.85) {
      now += draw(3) * 100
      state = cops.advance(state, now)
      const movers = seats.filter((seat) => cops.legalActions(state, seat).length > 0)
      if (movers.length > 0) {
        const seat = movers[draw(movers.length)] as SeatId
        const moves = cops.legalActions(state, seat)
        const action = moves[draw(moves.length)] as CopsAction
        const next = cops.act(state, seat, action, now)
        if (isRejection(next)) throw new Error(`legal action refused: ${seat} ${JSON.stringify(action)} ${next.code}`)
        state = next
      } else {
        now = Math.max(now, cops.deadline(state) ?? now)
        state = cops.advance(state, now)
      }
    } else if (roll < 0.95) {
      const due = cops.deadline(state) ?? now
      // Sometimes far beyond the deadline, to apply several overdue steps at once.
      now = Math.max(now, due + (chance() < 0.2 ? draw(600_000) : 0))
      state = cops.advance(state, now)
    } else {
      state = cops.skip(state, now)
    }
    // Someone who is out may not act.
    const outs = state.out.map((o) => o.seat)
    if (outs.length > 0 && state.phase !== 'ended') {
      const seat = outs[draw(outs.length)] as SeatId
      const r = cops.act(state, seat, { type: 'ready' }, now)
      if (!isRejection(r) || r.code !== 'out') throw new Error('a player who is out acted')
      if (cops.legalActions(state, seat).length > 0) throw new Error('a player who is out has legal actions')
    }
    checkInvariants(prev, state)
    onStep?.(state)
  }
  return { state, steps }
}
