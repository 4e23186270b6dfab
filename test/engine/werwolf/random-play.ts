/** A random legal player for the Werwolf engine: actions, timeouts and skips, with invariant checks. */
import type { SeatId } from '../../../shared/games'
import type { WerwolfAction, WerwolfOptions } from '../../../shared/views/werwolf'
import { isRejection } from '../../../server/games/contract'
import { werwolf } from '../../../server/games/werwolf'
import { SPECIALS_FROM } from '../../../server/games/werwolf/constants'
import { isAlive, living, roleOf } from '../../../server/games/werwolf/seats'
import type { WerwolfState } from '../../../server/games/werwolf/state'
import { nextFloat, nextInt, seedRng, type Rng } from '../../../server/lib/rng'
import { deepFreeze, seatIds } from './helpers'

/** Upper bound on steps a random game may take before the test calls it stuck. */
export const MAX_RANDOM_STEPS = 2000

/** Options for game number `k` at this head count: every combination of the switches comes round. */
export function optionsFor(n: number, k: number): WerwolfOptions {
  const base = werwolf.options.defaults(n)
  const bits = (i: number) => ((k >> i) & 1) === 1
  const maxWolves = Math.min(4, Math.ceil(n / 2) - 1)
  const wolves = k % 5 === 3 ? 1 : k % 5 === 4 ? maxWolves : base.wolves
  return {
    ...base,
    wolves,
    protector: n >= SPECIALS_FROM && bits(0),
    hunter: n >= SPECIALS_FROM && bits(1),
    secretCards: bits(2),
    deadSeeAll: !bits(3),
    theme: bits(4) ? 'mafia' : 'werwolf',
  }
}

/** How a random game ended. */
export interface RandomGame {
  state: WerwolfState
  steps: number
}

/** Called after every step of a random game, e.g. to look at the views. */
export type StepHook = (state: WerwolfState) => void

/** Checks that hold after every step; throws with a reason otherwise. */
export function checkInvariants(prev: WerwolfState, s: WerwolfState): void {
  if (s.stage < prev.stage) throw new Error('stage went down')
  if (s.out.length < prev.out.length) throw new Error('someone came back')
  const seatsOut = s.out.map((o) => o.seat)
  if (new Set(seatsOut).size !== seatsOut.length) throw new Error('out twice')
  const alive = living(s)
  const wolves = alive.filter((seat) => roleOf(s, seat) === 'wolf').length
  if (s.phase !== 'ended' && s.phase !== 'hunter') {
    if (wolves === 0 || wolves >= alive.length - wolves) throw new Error(`game should have ended: ${wolves} wolves of ${alive.length}`)
  }
  if (s.phase === 'ended' && s.deadline !== null) throw new Error('ended with a deadline')
  if (s.phase !== 'ended' && s.deadline === null) throw new Error('running without a deadline')
  // Nobody who is out holds a pick, a ready mark or a ballot.
  const night = s.night
  if (night) {
    for (const by of Object.keys(night.attacks)) if (!isAlive(s, by)) throw new Error('dead wolf picked')
    for (const by of Object.keys(night.slept)) if (!isAlive(s, by)) throw new Error('dead player slept')
  }
  for (const voter of Object.keys(s.ballots)) if (!isAlive(s, voter)) throw new Error('dead player voted')
  for (const seat of s.ready) if (!isAlive(s, seat)) throw new Error('dead player ready')
}

/** Plays one game to the end with random legal moves, deadlines and skips (frozen inputs if asked). */
export function randomGame(n: number, options: WerwolfOptions, seed: number, onStep?: StepHook, freeze = false): RandomGame {
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
  let state = werwolf.setup({ seats, options, seed, now })
  let steps = 0
  for (; steps < MAX_RANDOM_STEPS && state.phase !== 'ended'; steps++) {
    // Frozen, any mutation of an input by the engine throws.
    if (freeze) state = deepFreeze(state)
    const prev = state
    const roll = chance()
    if (roll < 0.8) {
      now += draw(3) * 100
      state = werwolf.advance(state, now)
      const movers = seats.filter((seat) => werwolf.legalActions(state, seat).length > 0)
      if (movers.length > 0) {
        const seat = movers[draw(movers.length)] as SeatId
        const moves = werwolf.legalActions(state, seat)
        const action = moves[draw(moves.length)] as WerwolfAction
        const next = werwolf.act(state, seat, action, now)
        if (isRejection(next)) throw new Error(`legal action refused: ${seat} ${JSON.stringify(action)} ${next.code}`)
        state = next
      } else {
        now = Math.max(now, werwolf.deadline(state) ?? now)
        state = werwolf.advance(state, now)
      }
    } else if (roll < 0.93) {
      const due = werwolf.deadline(state) ?? now
      // Sometimes far beyond the deadline, to apply several overdue steps at once.
      now = Math.max(now, due + (chance() < 0.2 ? draw(600_000) : 0))
      state = werwolf.advance(state, now)
    } else {
      state = werwolf.skip(state, now)
    }
    // Someone who is out may not act (the hunter only in his own step).
    const dead = state.out.map((o) => o.seat).filter((seat) => state.hunter?.seat !== seat)
    if (dead.length > 0 && state.phase !== 'ended') {
      const seat = dead[draw(dead.length)] as SeatId
      const r = werwolf.act(state, seat, { type: 'vote', target: seats[0] as SeatId }, now)
      if (!isRejection(r)) throw new Error('a player who is out acted')
      if (werwolf.legalActions(state, seat).length > 0) throw new Error('a player who is out has legal actions')
    }
    checkInvariants(prev, state)
    onStep?.(state)
  }
  return { state, steps }
}
