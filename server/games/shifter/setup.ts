/** The deal: the roles these options give, shuffled with the seed, one per seat; then the role cards are read. */
import type { SeatId } from '../../../shared/games'
import type { ShifterOptions, ShifterRole } from '../../../shared/views/shifter'
import { seedRng, shuffle } from '../../lib/rng'
import { MAX_PLAYERS, MIN_PLAYERS } from './constants'
import { enter } from './flow'
import { checkOptions } from './options'
import { roleSplit } from './role-table'
import type { ShifterState } from './state'

/** Deals the roles and shows the role cards. Options must have passed `check` (a fault otherwise). */
export function setup(input: { seats: SeatId[]; options: ShifterOptions; seed: number; now: number }): ShifterState {
  const { seats, options, seed, now } = input
  if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS || new Set(seats).size !== seats.length) {
    throw new Error(`shifter: cannot deal to ${seats.length} seats`)
  }
  const check = checkOptions(options, seats.length)
  if (!check.ok) throw new Error(`shifter: options refused (${check.reason.key})`)
  const deck: ShifterRole[] = roleSplit(options, seats.length).flatMap((line) => Array.from({ length: line.count }, () => line.role))
  const [dealt, rng] = shuffle(seedRng(seed), deck)
  // Built as "before the cards" (step -1), so entering the card step counts to 0.
  const state: ShifterState = {
    options: { ...options },
    seats: [...seats],
    roles: Object.fromEntries(seats.map((seat, i) => [seat, dealt[i] as ShifterRole])),
    rng,
    stage: -1,
    phase: 'reveal',
    day: 0,
    deadline: null,
    since: now,
    nightEnds: null,
    announcements: [],
    out: [],
    confirmed: [],
    night: null,
    lastProtected: null,
    lovers: [],
    shieldBroken: false,
    potions: { heal: true, poison: true },
    lookUsed: false,
    farewell: null,
    ready: [],
    ballots: {},
    tied: [],
    log: [],
    nights: [],
    findings: [],
    acted: true,
    idle: 0,
    winner: null,
  }
  return enter(state, 'reveal', now)
}
