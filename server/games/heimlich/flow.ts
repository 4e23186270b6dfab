/**
 * The steps of a turn as a table (how long each lasts, what completes it early, what comes when it
 * ends) and entering a step. A turn is the move; after a scoring the mover places the safe; in the
 * variant a guessing round may come between the scoring and the safe. What follows what is in
 * turn.ts, scoring.ts, guess.ts and end.ts; this file only knows how to stand in one step.
 */
import type { HeimlichPhase } from '../../../shared/views/heimlich'
import { endedStep, seconds, stepMachine } from '../kit'
import { GUESS_TIME_FACTOR, PATIENCE_MS } from './constants'
import { closeGuesses, everyoneGuessed } from './guess'
import { lapseTurn, resolveMove } from './move'
import { placeSafe } from './safe'
import type { HeimlichState } from './state'
import { rollDie } from './turn'

/** How long a turn's step lasts: the turn timer when it is on, else the long patience. */
export function turnLength(state: HeimlichState): number {
  return state.options.turnTimer ? seconds(state.options.turnSeconds) : PATIENCE_MS
}

/** The guessing round: a few turn lengths with the timer on, else the patience. */
export function guessLength(state: HeimlichState): number {
  return state.options.turnTimer ? seconds(state.options.turnSeconds) * GUESS_TIME_FACTOR : PATIENCE_MS
}

// Each `end` is an arrow: those modules enter steps again, so the table is built before they have loaded.
export const steps = stepMachine<HeimlichState, HeimlichPhase>({
  move: {
    // The server rolls as the turn begins.
    begin: (state) => rollDie(state),
    length: (state) => turnLength(state),
    complete: (state) => state.planned !== null,
    // No move by the deadline (or the host skips): chance spends the points.
    end: (state, at) => (state.planned !== null ? resolveMove(state, state.planned, at) : lapseTurn(state, at)),
  },
  safe: {
    length: (state) => turnLength(state),
    complete: (state) => state.safePick !== null,
    // No choice by the deadline: chance puts the safe on another building.
    end: (state, at) => placeSafe(state, at),
  },
  guess: {
    length: (state) => guessLength(state),
    complete: (state) => everyoneGuessed(state),
    // Whoever has not guessed by the deadline gets no bonus.
    end: (state, at) => closeGuesses(state, at),
  },
  ended: endedStep(),
})

/** Enters a step at time `at` with the per-step fields cleared. */
export function enter(state: HeimlichState, phase: HeimlichPhase, at: number): HeimlichState {
  return steps.enter({ ...state, planned: null, safePick: null }, phase, at)
}
