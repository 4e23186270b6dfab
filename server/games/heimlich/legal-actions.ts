/** What a seat may do right now, as concrete actions (for bots, random-play tests and hints). */
import type { SeatId } from '../../../shared/games'
import type { HeimlichAction } from '../../../shared/views/heimlich'
import { isSeat } from '../kit'
import { hasGuessed, sensibleGuesses } from './guess'
import { legalMoves } from './move'
import { safeChoices } from './safe'
import type { HeimlichState } from './state'

/**
 * The mover's every different move (each split of the points; the order of the steps changes
 * nothing) and every building for the safe; in the guessing round, every guess that could be right.
 */
export function legalActions(state: HeimlichState, seat: SeatId): HeimlichAction[] {
  if (!isSeat(state, seat)) return []
  switch (state.phase) {
    case 'move':
      return seat === state.mover ? legalMoves(state) : []
    case 'safe':
      return seat === state.mover ? safeChoices(state).map((building) => ({ type: 'safe', building })) : []
    case 'guess':
      return hasGuessed(state, seat) ? [] : sensibleGuesses(state, seat).map((guess) => ({ type: 'guess', guess }))
    case 'ended':
      return []
  }
}
