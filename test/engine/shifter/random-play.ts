/** Random legal play for Shifter Under Us with invariant checks after every step. */
import type { SeatId } from '../../../shared/games'
import type { ShifterOptions } from '../../../shared/views/shifter'
import { isRejection } from '../../../server/games/contract'
import { shifter } from '../../../server/games/shifter'
import { SPECIAL_ROLES } from '../../../server/games/shifter/constants'
import { maxShifters, maxSpecials } from '../../../server/games/shifter/role-table'
import { isAlive, living, livingShifters } from '../../../server/games/shifter/seats'
import type { ShifterState } from '../../../server/games/shifter/state'
import { Dice, RandomPlayer, applyEvent } from '../../support/random-play'
import { seatIds } from './helpers'

/** Upper bound on events a random game may take before the test calls it stuck. */
export const MAX_RANDOM_EVENTS = 3000

/**
 * Options for game `k` at this head count: special role `k >> 1` (of six) is on when k is odd and
 * off when k is even, the others drawn at random within the table's limit; the shifters vary from
 * one to the most allowed. So twelve games per head count meet every special role on and off.
 */
export function optionsFor(n: number, k: number, dice: Dice): ShifterOptions {
  const base = shifter.options.defaults(n)
  const focus = SPECIAL_ROLES[(k >> 1) % SPECIAL_ROLES.length]!
  const on = k % 2 === 1
  let shifters = 1 + dice.int(maxShifters(n))
  // With the focus role on there must be room for it.
  while (on && maxSpecials(n, shifters) < 1) shifters--
  const room = maxSpecials(n, shifters) - (on ? 1 : 0)
  const others = SPECIAL_ROLES.filter((r) => r !== focus)
  const picked = new Set<string>()
  for (const role of others) if (picked.size < room && dice.float() < 0.5) picked.add(role)
  const specials = Object.fromEntries(SPECIAL_ROLES.map((r) => [r, r === focus ? on : picked.has(r)]))
  return { ...base, shifters, ...specials }
}

/** Checks that hold after every step; throws with a reason otherwise. */
export function checkInvariants(prev: ShifterState, s: ShifterState): void {
  if (s.stage < prev.stage) throw new Error('stage went down')
  if (s.out.length < prev.out.length) throw new Error('someone came back')
  const seatsOut = s.out.map((o) => o.seat)
  if (new Set(seatsOut).size !== seatsOut.length) throw new Error('out twice')
  const alive = living(s)
  const shifters = livingShifters(s).length
  if (s.phase !== 'ended' && (shifters === 0 || shifters >= alive.length - shifters)) throw new Error(`game should have ended: ${shifters} shifters of ${alive.length}`)
  if (s.phase === 'ended' && s.deadline !== null) throw new Error('ended with a deadline')
  if (s.phase !== 'ended' && s.deadline === null) throw new Error('running without a deadline')
  // A dead lover's partner is dead too.
  if (s.lovers.length === 2 && isAlive(s, s.lovers[0]!) !== isAlive(s, s.lovers[1]!)) throw new Error('a lover outlived the partner')
  // The night never lasts longer than the night timer.
  if ((s.phase === 'night' || s.phase === 'potion') && s.deadline! > s.nightEnds!) throw new Error('a night step ends after the night')
  if (s.nightEnds !== null && s.phase === 'night' && prev.phase !== 'night' && s.nightEnds - s.since !== s.options.nightSeconds * 1000) throw new Error('night of the wrong length')
  // Potions are used at most once each.
  const potions = s.nights.filter((n) => n.potion !== null)
  if (potions.filter((n) => n.potion!.type === 'heal').length > 1 || potions.filter((n) => n.potion!.type === 'poison').length > 1) throw new Error('a potion used twice')
  if (s.findings.filter((f) => f.kind === 'look').length > 1) throw new Error('the Mortician looked twice')
  for (const voter of Object.keys(s.ballots)) if (!isAlive(s, voter)) throw new Error('a dead player voted')
}

/** How a random game ended. */
export interface RandomGame {
  state: ShifterState
  events: number
}

/** Plays one game to the end with random legal actions, deadlines and skips, checking every step. */
export function randomGame(n: number, options: ShifterOptions, seed: number, onStep?: (state: ShifterState) => void): RandomGame {
  const seats = seatIds(n)
  const player = new RandomPlayer(shifter, seats, seed)
  let state = shifter.setup({ seats, options, seed, now: player.now })
  let events = 0
  while (state.phase !== 'ended') {
    if (events++ >= MAX_RANDOM_EVENTS) throw new Error(`${n}-player game (seed ${seed}) did not end`)
    const prev = state
    state = applyEvent(shifter, state, player.choose(state)) as ShifterState
    // Someone who is out may not act.
    const dead = state.out.map((o) => o.seat)
    if (dead.length > 0 && state.phase !== 'ended') {
      const seat = dead[events % dead.length] as SeatId
      if (!isRejection(shifter.act(state, seat, { type: 'sleep' }, player.now))) throw new Error('a player who is out acted')
      if (shifter.legalActions(state, seat).length > 0) throw new Error('a player who is out has legal actions')
    }
    checkInvariants(prev, state)
    onStep?.(state)
  }
  return { state, events }
}
