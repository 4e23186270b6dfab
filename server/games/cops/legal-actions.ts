/** What a seat may do right now, as concrete actions (for bots, random-play tests and hints). */
import type { SeatId } from '../../../shared/games'
import type { CopsAction } from '../../../shared/views/cops'
import { actionTargets, allowedKinds, isCounted } from './action-phase'
import { livingVip, voteTargets } from './banishment'
import { openFloors } from './floors'
import { isAlive } from './seats'
import type { CopsState } from './state'

/** Every action `act` would accept from this seat now (a changed pick or vote only if it changes something). */
export function legalActions(state: CopsState, seat: SeatId): CopsAction[] {
  if (!isAlive(state, seat)) return []
  switch (state.phase) {
    case 'floor':
      return openFloors(state)
        .filter((floor) => state.picks[seat] !== floor)
        .map((floor) => ({ type: 'floor', floor }))
    case 'event':
    case 'discussion':
      return state.ready.includes(seat) ? [] : [{ type: 'ready' }]
    case 'action': {
      if (Object.hasOwn(state.planned, seat)) return []
      const targets = actionTargets(state, seat)
      return allowedKinds(state, seat).flatMap((type) => targets.map((target) => ({ type, target })))
    }
    case 'vote':
    case 'runoff':
      return voteTargets(state, seat)
        .filter((target) => state.ballots[seat] !== target)
        .map((target) => ({ type: 'vote', target }))
    case 'vipDecides':
      if (state.ready.includes(seat)) return []
      return livingVip(state) === seat ? state.tied.map((target) => ({ type: 'decide', target })) : [{ type: 'ready' }]
    case 'ended':
      return []
  }
}

/** In the action phase, a confirm that picks nothing (alone on a floor, a name from elsewhere), counted only. */
export function blankTaps(state: CopsState, seat: SeatId): CopsAction[] {
  return state.phase === 'action' && isAlive(state, seat) && !isCounted(state, seat) ? [{ type: 'touch' }] : []
}
