/**
 * The steps of a Shifter Under Us game as a table (how long each lasts, what completes it early,
 * what comes when it ends), entering a step with its narration, and what follows deaths: the end
 * check, the Mortician's farewell step, then the day or the pause before the night.
 */
import type { SeatId } from '../../../shared/games'
import type { Notice } from '../../../shared/notice'
import type { ShifterPhase } from '../../../shared/views/shifter'
import { discussionStep, endedStep, seconds, stepMachine, toldStep, voteStep, type Step } from '../kit'
import { MAX_IDLE_ROUNDS, POTION_SHARE } from './constants'
import { closeVote } from './day-vote'
import { endFarewell, farewellDone } from './farewell'
import { phaseLines } from './narration'
import { dawn, endHunt, huntComplete, potionComplete, startPotion } from './night'
import { allConfirmed } from './reveal'
import { emptyNight, type ShifterState, type Winner } from './state'
import { winnerNow } from './win-check'

/** A step whose announcements are the carried story followed by the step's own lines. */
function told(step: Step<ShifterState>, phase: ShifterPhase): Step<ShifterState> {
  return toldStep(step, (state) => phaseLines(state, phase))
}

/** The Alchemist's share of the night (ms): the shifters' part ends at the latest this long before dawn. */
export function potionReserve(state: ShifterState): number {
  return state.options.alchemist ? seconds(Math.round(state.options.nightSeconds * POTION_SHARE)) : 0
}

/** When tonight's first part (the hunt) ends at the latest. */
function huntEnds(state: ShifterState): number {
  return (state.nightEnds ?? state.since) - potionReserve(state)
}

// Steps call into night, vote and farewell code, which enter steps again: each `end` is an arrow so
// the table can be built before those modules have finished loading.
export const steps = stepMachine<ShifterState, ShifterPhase>({
  reveal: told(
    {
      length: (state) => seconds(state.options.cardSeconds),
      complete: (state) => allConfirmed(state),
      end: (state, at) => enter(state, 'night', at),
    },
    'reveal',
  ),
  night: told(
    {
      length: (state) => Math.max(0, huntEnds(state) - state.since),
      // Never waits for the dead, and everyone living taps, so the night's length tells little.
      complete: (state) => huntComplete(state),
      end: (state, at) => endHunt(state, at),
    },
    'night',
  ),
  potion: told(
    {
      begin: (state) => startPotion(state),
      length: (state) => Math.max(0, (state.nightEnds ?? state.since) - state.since),
      complete: (state) => potionComplete(state),
      end: (state, at) => dawn(state, at),
    },
    'potion',
  ),
  farewell: told(
    {
      length: (state) => seconds(state.options.farewellSeconds),
      complete: (state) => farewellDone(state),
      end: (state, at) => endFarewell(state, at),
    },
    'farewell',
  ),
  discussion: told(discussionStep((state, at) => enter(state, 'vote', at)), 'discussion'),
  vote: told(voteStep((state, at) => closeVote(state, at)), 'vote'),
  runoff: told(voteStep((state, at) => closeVote(state, at)), 'runoff'),
  dusk: told(
    {
      length: (state) => seconds(state.options.pauseSeconds),
      end: (state, at) => enter(state, 'night', at),
    },
    'dusk',
  ),
  ended: told(endedStep(), 'ended'),
})

/**
 * Enters a step at time `at`: the announcements are what just happened (`carry`) followed by the
 * step's own lines. Entering the night opens a new round (and ends an abandoned game, see
 * MAX_IDLE_ROUNDS); the night's clock covers both of its steps.
 */
export function enter(state: ShifterState, phase: ShifterPhase, at: number, carry: Notice[] = []): ShifterState {
  let next: ShifterState = { ...state, since: at, ready: [], ballots: {}, announcements: carry }
  if (phase !== 'runoff') next.tied = []
  if (phase !== 'farewell') next.farewell = null
  if (phase !== 'night' && phase !== 'potion') next = { ...next, night: null, nightEnds: null }
  if (phase === 'night') {
    const idle = state.acted ? 0 : state.idle + 1
    if (idle >= MAX_IDLE_ROUNDS) return finish({ ...state, idle }, 'nobody', at, carry)
    next = { ...next, idle, acted: false, day: state.day + 1, night: emptyNight(), nightEnds: at + seconds(state.options.nightSeconds) }
  }
  return steps.enter(next, phase, at)
}

/** Ends the game with this result. */
export function finish(state: ShifterState, winner: Winner, at: number, carry: Notice[] = []): ShifterState {
  return enter({ ...state, winner }, 'ended', at, carry)
}

/**
 * After deaths have been told (a night, a vote): the end check; then, with the Mortician in the
 * game and someone just dead, the farewell step; then `then`.
 */
export function afterDeaths(state: ShifterState, dead: readonly SeatId[], at: number, carry: Notice[], then: 'discussion' | 'dusk'): ShifterState {
  const winner = winnerNow(state)
  if (winner) return finish(state, winner, at, carry)
  if (dead.length > 0 && state.options.mortician) {
    return enter({ ...state, farewell: { dead: [...dead], then, taps: {}, story: carry } }, 'farewell', at, carry)
  }
  return enter(state, then, at, carry)
}
