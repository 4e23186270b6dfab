/** What a seat may do right now, as concrete actions (for bots, random-play tests and hints). */
import type { SeatId } from '../../../shared/games'
import type { ShifterAction } from '../../../shared/views/shifter'
import { voteTargets } from './day-vote'
import { hasMourned } from './farewell'
import { hasActed, hasTapped, mayHeal, nightActOf, nightTargets } from './night'
import { isAlive } from './seats'
import type { ShifterState } from './state'

/** Every action `act` would accept from this seat now. */
export function legalActions(state: ShifterState, seat: SeatId): ShifterAction[] {
  if (!isAlive(state, seat)) return []
  switch (state.phase) {
    case 'reveal':
      return state.confirmed.includes(seat) ? [] : [{ type: 'confirm' }]
    case 'night':
    case 'potion': {
      if (hasActed(state, seat)) return []
      const type = nightActOf(state, seat)
      const names: ShifterAction[] = nightTargets(state, seat).map((target) => ({ type, target }))
      const heal: ShifterAction[] = mayHeal(state, seat) ? [{ type: 'heal' }] : []
      return [...names, ...heal, { type: 'sleep' }]
    }
    case 'farewell':
      if (hasMourned(state, seat)) return []
      return [...(state.farewell?.dead ?? []).map((target): ShifterAction => ({ type: 'mourn', target })), { type: 'mourn' }]
    case 'discussion':
      return state.ready.includes(seat) ? [] : [{ type: 'ready' }]
    case 'vote':
    case 'runoff':
      return Object.hasOwn(state.ballots, seat) ? [] : voteTargets(state, seat).map((target) => ({ type: 'vote', target }))
    case 'dusk':
    case 'ended':
      return []
  }
}

/** A night confirm on a name this role cannot pick there, counted only: while this seat is not yet counted. */
export function blankTaps(state: ShifterState, seat: SeatId): ShifterAction[] {
  const night = state.phase === 'night' || state.phase === 'potion'
  return night && isAlive(state, seat) && !hasTapped(state, seat) ? [{ type: 'touch' }] : []
}
