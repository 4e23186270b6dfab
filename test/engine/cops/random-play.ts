/**
 * Undercover Cops under the generic random player (test/support/random-play.ts): the invariants
 * that hold after every event, and a game runner that checks them. Options come from the game's
 * own schema.
 */
import type { CopsOptions } from '../../../shared/views/cops'
import { isRejection } from '../../../server/games/contract'
import { cops } from '../../../server/games/cops'
import { DAYS, MARKERS_TO_ARREST } from '../../../server/games/cops/constants'
import { isAlive, isPolice, living } from '../../../server/games/cops/seats'
import type { CopsState } from '../../../server/games/cops/state'
import { instantWin } from '../../../server/games/cops/win-check'
import { optionSpace } from '../../support/option-space'
import { MAX_EVENTS, playRandomGame } from '../../support/random-play'

/** Upper bound on events a random game may take before the test calls it stuck. */
export const MAX_RANDOM_STEPS = MAX_EVENTS

/** Options for game number `k` at this head count: every accepted split and switch comes round. */
export function optionsFor(n: number, k: number): CopsOptions {
  return optionSpace(cops, n).pick(k) as CopsOptions
}

/** Checks that hold after every event; throws with a reason otherwise. */
export function checkInvariants(prev: CopsState, s: CopsState, now: number): void {
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
  // Someone who is out may not act.
  if (s.phase === 'ended') return
  // One of them per event, in turn: every one is tried over a game, at a fraction of the cost.
  for (const seat of seatsOut.length > 0 ? [seatsOut[s.stage % seatsOut.length]!] : []) {
    if (cops.legalActions(s, seat).length > 0) throw new Error('a player who is out has legal actions')
    const r = cops.act(s, seat, { type: 'ready' }, now)
    if (!isRejection(r) || r.code !== 'out') throw new Error('a player who is out acted')
  }
}

/** Plays one game to the end with random legal events, deadlines and skips, checking the invariants (frozen inputs if asked). */
export function randomGame(n: number, options: CopsOptions, seed: number, onStep?: (state: CopsState) => void, freeze = false) {
  const check = (before: unknown, after: unknown, at: number) => checkInvariants(before as CopsState, after as CopsState, at)
  const { state, events } = playRandomGame(cops, { players: n, options, seed, freeze, check }, (s, event) => event && onStep?.(s as CopsState))
  return { state: state as CopsState, steps: events }
}
