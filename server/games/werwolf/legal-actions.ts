/** What a seat may do right now, as concrete actions (for bots, random-play tests and hints). */
import type { SeatId } from '../../../shared/games'
import type { WerwolfAction } from '../../../shared/views/werwolf'
import { mayAbstain, voteTargets } from './day-vote'
import { shootTargets } from './hunter'
import { hasTapped, isCounted, nightActOf, nightPick, nightTargets } from './night'
import { isAlive } from './seats'
import type { WerwolfState } from './state'

/** Every action `act` would accept from this seat now (a changed pick only if it changes something). */
export function legalActions(state: WerwolfState, seat: SeatId): WerwolfAction[] {
  if (state.phase === 'hunter') {
    return state.hunter?.seat === seat ? shootTargets(state).map((target) => ({ type: 'shoot', target })) : []
  }
  if (!isAlive(state, seat)) return []
  switch (state.phase) {
    case 'night': {
      const night = state.night
      if (!night) return []
      const type = nightActOf(state, seat)
      if (type === 'sleep') return hasTapped(night, state, seat) ? [] : [{ type: 'sleep' }]
      if (type !== 'attack' && hasTapped(night, state, seat)) return []
      const current = nightPick(night, state, seat)
      return nightTargets(state, seat)
        .filter((target) => target !== current)
        .map((target) => ({ type, target }))
    }
    case 'discussion':
      return state.ready.includes(seat) ? [] : [{ type: 'ready' }]
    case 'vote':
    case 'runoff': {
      if (mayAbstain(state, seat)) return state.ballots[seat] === null ? [] : [{ type: 'abstain' }]
      const current = state.ballots[seat]
      return voteTargets(state, seat)
        .filter((target) => target !== current)
        .map((target) => ({ type: 'vote', target }))
    }
    case 'defense':
    case 'ended':
      return []
  }
}

/** A night tap on a name this role cannot pick, counted only: while this seat is not yet counted. */
export function blankTaps(state: WerwolfState, seat: SeatId): WerwolfAction[] {
  const night = state.night
  return state.phase === 'night' && night && isAlive(state, seat) && !isCounted(night, state, seat) ? [{ type: 'touch' }] : []
}
