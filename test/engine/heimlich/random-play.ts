/** Random legal play for the Heimlich & Co. engine, through its definition, with the invariants checked after every event. */
import type { HeimlichOptions } from '../../../shared/views/heimlich'
import { heimlich } from '../../../server/games/heimlich'
import { BUILDING_COUNT, GOAL, SCORE_FLOOR } from '../../../server/games/heimlich/constants'
import type { HeimlichState } from '../../../server/games/heimlich/state'
import { applyEvent, MAX_EVENTS, RandomPlayer, seatIds, START_TIME } from '../../support/random-play'
import { deepFreeze } from './helpers'

/** Checks that hold after every event; throws with a reason otherwise. */
export function checkInvariants(prev: HeimlichState, s: HeimlichState): void {
  if (s.stage < prev.stage) throw new Error('stage went down')
  // A late alarm may let several turns lapse at once, but turns never go back.
  if (s.turn < prev.turn) throw new Error(`turn ${prev.turn} → ${s.turn}`)
  const n = s.seats.length
  if (s.mover !== s.order[(s.turn - 1) % n]) throw new Error(`turn ${s.turn} belongs to ${s.order[(s.turn - 1) % n]}, not ${s.mover}`)
  for (const agent of s.agents) {
    const at = s.positions[agent]!
    if (!Number.isInteger(at) || at < 0 || at >= BUILDING_COUNT) throw new Error(`${agent} at ${at}`)
    if (s.scores[agent]! < SCORE_FLOOR) throw new Error(`${agent} below the floor`)
    if (s.scores[agent]! < prev.scores[agent]! && !s.log.slice(prev.log.length).some((e) => e.type === 'scoring')) throw new Error('a marker fell without a scoring')
  }
  if (new Set(Object.values(s.cards)).size !== n) throw new Error('a card twice')
  const reached = s.agents.some((agent) => s.scores[agent]! >= GOAL)
  if (s.phase === 'ended') {
    if (s.deadline !== null) throw new Error('ended with a deadline')
    if (s.result === 'goal' && !reached) throw new Error('ended before the goal')
  } else {
    if (s.deadline === null) throw new Error('running without a deadline')
    if (reached && s.phase !== 'guess') throw new Error('the goal was reached but the game goes on')
  }
  if (!s.options.guessVariant && (s.phase === 'guess' || s.guessed)) throw new Error('guessing without the variant')
}

/** Plays one game to its end (frozen inputs if asked); returns the final state and the number of events. */
export function randomGame(n: number, options: HeimlichOptions, seed: number, freeze = false): { state: HeimlichState; events: number } {
  const seats = seatIds(n)
  const player = new RandomPlayer(heimlich, seats, seed)
  let state = heimlich.setup({ seats, options, seed, now: START_TIME })
  let events = 0
  while (heimlich.outcome(state) === null) {
    if (events++ >= MAX_EVENTS) throw new Error(`${n}-player game (seed ${seed}) did not end in ${MAX_EVENTS} events`)
    if (freeze) state = deepFreeze(state)
    const prev = state
    state = applyEvent(heimlich, state, player.choose(state)) as HeimlichState
    checkInvariants(prev, state)
  }
  return { state, events }
}
