/**
 * Werwolf under the generic random player (test/support/random-play.ts): the invariants that hold
 * after every event, and a game runner that checks them. Options come from the game's own schema.
 */
import type { SeatId } from '../../../shared/games'
import type { WerwolfOptions } from '../../../shared/views/werwolf'
import { isRejection } from '../../../server/games/contract'
import { werwolf } from '../../../server/games/werwolf'
import { isAlive, living, roleOf } from '../../../server/games/werwolf/seats'
import type { WerwolfState } from '../../../server/games/werwolf/state'
import { optionSpace } from '../../support/option-space'
import { MAX_EVENTS, playRandomGame } from '../../support/random-play'

/** Upper bound on events a random game may take before the test calls it stuck. */
export const MAX_RANDOM_STEPS = MAX_EVENTS

/** Options for game number `k` at this head count: every accepted combination of the switches comes round. */
export function optionsFor(n: number, k: number): WerwolfOptions {
  return optionSpace(werwolf, n).pick(k) as WerwolfOptions
}

/** Checks that hold after every event; throws with a reason otherwise. */
export function checkInvariants(prev: WerwolfState, s: WerwolfState, now: number): void {
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
  // Someone who is out may not act (the hunter only in his own step).
  if (s.phase === 'ended') return
  // One of them per event, in turn: every one is tried over a game, at a fraction of the cost.
  for (const seat of seatsOut.length > 0 ? [seatsOut[s.stage % seatsOut.length]!] : []) {
    if (s.hunter?.seat === seat) continue
    if (werwolf.legalActions(s, seat).length > 0) throw new Error('a player who is out has legal actions')
    if (!isRejection(werwolf.act(s, seat, { type: 'vote', target: s.seats[0] as SeatId }, now))) throw new Error('a player who is out acted')
  }
}

/** Plays one game to the end with random legal events, deadlines and skips, checking the invariants (frozen inputs if asked). */
export function randomGame(n: number, options: WerwolfOptions, seed: number, onStep?: (state: WerwolfState) => void, freeze = false) {
  const check = (before: unknown, after: unknown, at: number) => checkInvariants(before as WerwolfState, after as WerwolfState, at)
  const { state, events } = playRandomGame(werwolf, { players: n, options, seed, freeze, check }, (s, event) => event && onStep?.(s as WerwolfState))
  return { state: state as WerwolfState, steps: events }
}
