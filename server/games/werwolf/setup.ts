/**
 * The deal: one card per player, shuffled with the seed. Werewolves take the kings in order
 * (K♠, K♣, K♦, K♥), the seer the Q♥, the protector the J♥, the hunter the J♣, and villagers distinct
 * number cards drawn from the 36 twos to tens. Then the first night begins.
 */
import type { SeatId } from '../../../shared/games'
import type { Card, WerwolfOptions, WerwolfRole } from '../../../shared/views/werwolf'
import { seedRng, shuffle } from '../../lib/rng'
import { MAX_PLAYERS, MIN_PLAYERS } from './constants'
import { enter } from './flow'
import { checkOptions } from './options'
import { HUNTER_CARD, NUMBER_CARDS, PROTECTOR_CARD, SEER_CARD, WOLF_CARDS, roleSplit } from './role-table'
import type { Hand, WerwolfState } from './state'

/** The cards for these options, wolves first: role and playing card, before shuffling. */
function deck(options: WerwolfOptions, playerCount: number, numbers: readonly Card[]): Hand[] {
  const hands: Hand[] = []
  let nextNumber = 0
  for (const line of roleSplit(options, playerCount)) {
    for (let i = 0; i < line.count; i++) hands.push({ role: line.role, card: cardFor(line.role, i, () => numbers[nextNumber++] as Card) })
  }
  return hands
}

function cardFor(role: WerwolfRole, index: number, drawNumber: () => Card): Card {
  switch (role) {
    case 'wolf':
      return WOLF_CARDS[index] as Card
    case 'seer':
      return SEER_CARD
    case 'protector':
      return PROTECTOR_CARD
    case 'hunter':
      return HUNTER_CARD
    case 'villager':
      return drawNumber()
  }
}

/** Deals the cards and opens night 1. Options must have passed `check` (a fault otherwise). */
export function setup(input: { seats: SeatId[]; options: WerwolfOptions; seed: number; now: number }): WerwolfState {
  const { seats, options, seed, now } = input
  if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS || new Set(seats).size !== seats.length) {
    throw new Error(`werwolf: cannot deal to ${seats.length} seats`)
  }
  const check = checkOptions(options, seats.length)
  if (!check.ok) throw new Error(`werwolf: options refused (${check.reason.key})`)
  let rng = seedRng(seed)
  let numbers: Card[]
  let hands: Hand[]
  ;[numbers, rng] = shuffle(rng, NUMBER_CARDS)
  ;[hands, rng] = shuffle(rng, deck(options, seats.length, numbers))
  // Built as "before night 1" (day 0, step -1) so entering the night counts both to 1 and 0.
  const dealt: WerwolfState = {
    options: { ...options },
    seats: [...seats],
    hands: Object.fromEntries(seats.map((seat, i) => [seat, hands[i] as Hand])),
    rng,
    stage: -1,
    phase: 'night',
    day: 0,
    deadline: null,
    announcements: [],
    out: [],
    night: null,
    lastProtected: null,
    ready: [],
    ballots: {},
    tied: [],
    hunter: null,
    log: [],
    nights: [],
    seen: [],
    acted: true,
    idle: 0,
    winner: null,
  }
  return enter(dealt, 'night', now)
}
