/** Random legal play for Shifter Under Us with invariant checks after every step. */
import type { SeatId } from '../../../shared/games'
import type { ShifterOptions } from '../../../shared/views/shifter'
import { isRejection } from '../../../server/games/contract'
import { shifter } from '../../../server/games/shifter'
import { SPECIAL_ROLES } from '../../../server/games/shifter/constants'
import { maxShifters, maxSpecials } from '../../../server/games/shifter/role-table'
import { isAlive, living, livingShifters } from '../../../server/games/shifter/seats'
import type { ShifterState } from '../../../server/games/shifter/state'
import { Dice, playRandomGame } from '../../support/random-play'

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

/** Checks that hold after every event; throws with a reason otherwise. */
export function checkInvariants(prev: ShifterState, s: ShifterState, now: number): void {
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
  if (s.phase === 'night' && s.stage !== prev.stage && s.nightEnds! - s.since !== s.options.nightSeconds * 1000) throw new Error('a night of the wrong length')
  // Potions are used at most once each, the Mortician looks at most once.
  const potions = s.nights.flatMap((n) => (n.potion ? [n.potion.type] : []))
  if (potions.filter((p) => p === 'heal').length > 1 || potions.filter((p) => p === 'poison').length > 1) throw new Error('a potion used twice')
  if (s.findings.filter((f) => f.kind === 'look').length > 1) throw new Error('the Mortician looked twice')
  for (const voter of Object.keys(s.ballots)) if (!isAlive(s, voter)) throw new Error('a dead player voted')
  // Someone who is out may not act: one of them per event, in turn.
  if (s.phase === 'ended' || seatsOut.length === 0) return
  const seat = seatsOut[s.stage % seatsOut.length] as SeatId
  if (shifter.legalActions(s, seat).length > 0) throw new Error('a player who is out has legal actions')
  if (!isRejection(shifter.act(s, seat, { type: 'sleep' }, now))) throw new Error('a player who is out acted')
}

/** Plays one game to the end with random legal events, deadlines and skips, checking the invariants (frozen inputs if asked). */
export function randomGame(n: number, options: ShifterOptions, seed: number, onStep?: (state: ShifterState) => void, freeze = false): { state: ShifterState; events: number } {
  const check = (before: unknown, after: unknown, at: number) => checkInvariants(before as ShifterState, after as ShifterState, at)
  const { state, events } = playRandomGame(shifter, { players: n, options, seed, freeze, check }, (s, event) => event && onStep?.(s as ShifterState))
  return { state: state as ShifterState, events }
}
