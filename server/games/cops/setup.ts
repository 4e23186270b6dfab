/** The deal: roles shuffled with the seed, two reveals for each Türsteher, then day 1 begins. */
import type { SeatId } from '../../../shared/games'
import type { CopsOptions, CopsRole } from '../../../shared/views/cops'
import { seedRng, shuffle } from '../../lib/rng'
import { BOUNCER_REVEALS, MAX_PLAYERS, MIN_PLAYERS } from './constants'
import { startDay } from './day'
import { checkOptions } from './options'
import { roleSplit } from './role-table'
import type { CopsState } from './state'

/** The roles for these options, before shuffling. */
function deck(options: CopsOptions, playerCount: number): CopsRole[] {
  return roleSplit(options, playerCount).flatMap((line) => Array.from({ length: line.count }, () => line.role))
}

/** Deals the roles and opens day 1. Options must have passed `check` (a fault otherwise). */
export function setup(input: { seats: SeatId[]; options: CopsOptions; seed: number; now: number }): CopsState {
  const { seats, options, seed, now } = input
  if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS || new Set(seats).size !== seats.length) {
    throw new Error(`cops: cannot deal to ${seats.length} seats`)
  }
  const check = checkOptions(options, seats.length)
  if (!check.ok) throw new Error(`cops: options refused (${check.reason.key})`)
  const [dealt, rng] = shuffle(seedRng(seed), deck(options, seats.length))
  const roles: Record<SeatId, CopsRole> = Object.fromEntries(seats.map((seat, i) => [seat, dealt[i] as CopsRole]))
  // Built as "before day 1" (day 0, step -1) so entering day 1 counts the step to 0.
  const before: CopsState = {
    options: { ...options },
    seats: [...seats],
    roles,
    rng,
    stage: -1,
    phase: 'floor',
    day: 0,
    deadline: null,
    out: [],
    markers: {},
    revealsLeft: Object.fromEntries(seats.filter((seat) => roles[seat] === 'bouncer').map((seat) => [seat, BOUNCER_REVEALS])),
    picks: {},
    planned: {},
    touched: [],
    ready: [],
    ballots: {},
    tied: [],
    vipPick: null,
    days: [],
    log: [],
    winner: null,
    reason: null,
  }
  return startDay(before, 1, now)
}
