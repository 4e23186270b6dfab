/** Turns: the die at the start, the next person clockwise, and a turn that passes without a move. */
import type { HeimlichDie, HeimlichDieFace } from '../../../shared/views/heimlich'
import { announce, nextClockwise, roll } from '../kit'
import { ABANDON_MS, CHOICE_FACE, CHOICE_POINTS, DIE_FACES } from './constants'
import { finish } from './end'
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

/**
 * The mover did not move in time (or the host skipped): the pieces stay where they are and the
 * turn passes on. A table that has not acted for an hour has stopped playing: the game ends.
 */
export function passTurn(state: HeimlichState, at: number): HeimlichState {
  const face = state.die ?? CHOICE_FACE
  const logged: HeimlichState = { ...state, log: announce(state.log, { type: 'timeout', turn: state.turn, seat: state.mover, face }) }
  if (at - state.lastActionAt >= ABANDON_MS) return finish(logged, 'abandoned', at)
  return nextTurn(logged, at)
}
