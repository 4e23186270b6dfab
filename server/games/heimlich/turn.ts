/** Turns: the die at the start and the next person clockwise. */
import type { HeimlichDie, HeimlichDieFace } from '../../../shared/views/heimlich'
import { nextClockwise, roll } from '../kit'
import { CHOICE_FACE, CHOICE_POINTS, DIE_FACES } from './constants'
import { enter } from './flow'
import type { HeimlichState } from './state'

/** The points a face allows: the choice on '1-3', else the face itself. */
export function pointChoices(face: HeimlichDieFace): number[] {
  return face === CHOICE_FACE ? [...CHOICE_POINTS] : [face]
}

/** The die as the view shows it. */
export function dieOf(face: HeimlichDieFace): HeimlichDie {
  return { face, choices: pointChoices(face) }
}

/** Rolls the die for the turn that begins. */
export function rollDie(state: HeimlichState): HeimlichState {
  const [face, next] = roll(state, DIE_FACES)
  return { ...next, die: face }
}

/** The next person clockwise begins a turn. */
export function nextTurn(state: HeimlichState, at: number): HeimlichState {
  const mover = nextClockwise(state.seats, state.mover, () => true) ?? state.mover
  return enter({ ...state, mover, turn: state.turn + 1 }, 'move', at)
}
