/**
 * The event cards, as data: one is drawn at random each day from day 2 and shown to everyone.
 * An event may change the observation chance for the round and may act once when it is drawn.
 * Adding an event: its id in CopsEventId, an entry here, its title and text in the catalogue.
 */
import type { SeatId } from '../../../shared/games'
import type { CopsEventId } from '../../../shared/views/cops'
import { pick } from '../../lib/rng'
import { OBSERVE_CHANCE } from './constants'
import { living, markersOf, today } from './seats'
import type { CopsState } from './state'

/** One event card. */
export interface EventDefinition {
  id: CopsEventId
  /** The chance that an observation succeeds this round (the usual one if absent). */
  observeChance?: number
  /** What happens the moment the card is drawn. */
  onDraw?: (state: CopsState) => CopsState
}

/**
 * Court order ("Richterlicher Beschluss"): a random living player who carries a marker loses
 * one and is told so, privately. With no marker anywhere it has no effect.
 */
function courtOrder(state: CopsState): CopsState {
  const carriers = living(state).filter((seat) => markersOf(state, seat) > 0)
  const day = today(state)
  if (carriers.length === 0 || !day) return state
  const [seat, rng] = pick<SeatId>(state.rng, carriers)
  return {
    ...state,
    rng,
    markers: { ...state.markers, [seat]: markersOf(state, seat) - 1 },
    days: [...state.days.slice(0, -1), { ...day, markerLost: seat }],
  }
}

/** Every event card, each equally likely. */
export const EVENTS: readonly EventDefinition[] = [
  // Clear sight: every observation by Besucher, VIP and Türsteher succeeds this round.
  { id: 'clearSight', observeChance: 1 },
  { id: 'courtOrder', onDraw: courtOrder },
]

/** The definition of an event id. */
export function eventById(id: CopsEventId): EventDefinition | undefined {
  return EVENTS.find((e) => e.id === id)
}

/** The chance that an observation succeeds today. */
export function observeChanceToday(state: CopsState): number {
  const event = today(state)?.event
  return (event ? eventById(event)?.observeChance : undefined) ?? OBSERVE_CHANCE
}

/** Draws today's event at random, records it publicly and lets it act. */
export function drawEvent(state: CopsState): CopsState {
  const day = today(state)
  if (!day) return state
  const [event, rng] = pick(state.rng, EVENTS)
  const drawn: CopsState = {
    ...state,
    rng,
    days: [...state.days.slice(0, -1), { ...day, event: event.id }],
    log: [...state.log, { type: 'event', day: state.day, event: event.id }],
  }
  return event.onDraw ? event.onDraw(drawn) : drawn
}
