/** The deal: agent cards shuffled with the seed, a random first player, everyone in the church, the first turn. */
import type { SeatId } from '../../../shared/games'
import type { HeimlichAgent, HeimlichOptions } from '../../../shared/views/heimlich'
import { clockwiseFrom, pickOne, seedRng, shuffled } from '../kit'
import { agentsInPlay } from './agent-table'
import { CHURCH, SAFE_START, SCORE_START } from './constants'
import { enter } from './flow'
import { checkOptions } from './options'
import type { HeimlichState } from './state'

/** Deals the cards and begins the first turn. Options must have passed `check` (a fault otherwise). */
export function setup(input: { seats: SeatId[]; options: HeimlichOptions; seed: number; now: number }): HeimlichState {
  const { seats, options, seed, now } = input
  if (new Set(seats).size !== seats.length) throw new Error('heimlich: a seat twice')
  const check = checkOptions(options, seats.length)
  if (!check.ok) throw new Error(`heimlich: cannot start (${check.reason.key})`)
  const agents = agentsInPlay(seats.length)
  const before: HeimlichState = {
    options: { ...options },
    seats: [...seats],
    out: [],
    order: [],
    cards: {},
    agents,
    positions: Object.fromEntries(agents.map((agent) => [agent, CHURCH])) as Record<HeimlichAgent, number>,
    scores: Object.fromEntries(agents.map((agent) => [agent, SCORE_START])) as Record<HeimlichAgent, number>,
    safe: SAFE_START,
    rng: seedRng(seed),
    // Built as "before the first turn" (step -1) so entering it counts the step to 0.
    stage: -1,
    phase: 'move',
    deadline: null,
    turn: 1,
    mover: seats[0] as SeatId,
    die: null,
    planned: null,
    safePick: null,
    guesses: {},
    guessed: false,
    lastActionAt: now,
    log: [],
    result: null,
  }
  // Each person draws one card; the cards left over are the free agents, face down until the end.
  const [deck, dealt] = shuffled(before, agents)
  const [first, drawn] = pickOne(dealt, seats)
  const cards = Object.fromEntries(seats.map((seat, i) => [seat, deck[i] as HeimlichAgent]))
  return enter({ ...drawn, cards, order: clockwiseFrom(seats, first), mover: first }, 'move', now)
}
