/**
 * The steps of a Werwolf game as a table (how long each lasts, what completes it early, what comes
 * when it ends), entering a step with its narration, taking a player out, and the end check that
 * decides where the game goes after a death.
 */
import type { SeatId } from '../../../shared/games'
import type { Notice } from '../../../shared/notice'
import type { WerwolfCause, WerwolfPhase } from '../../../shared/views/werwolf'
import { discussionStep, endedStep, seconds, stepMachine, toldStep, voteStep, type Step } from '../kit'
import { MAX_IDLE_ROUNDS } from './constants'
import { closeVote } from './day-vote'
import { shoot } from './hunter'
import { phaseLines } from './narration'
import { endNight, nightComplete } from './night'
import { emptyNight, type AfterHunter, type WerwolfState } from './state'
import { winnerNow } from './win-check'

/** A step whose announcements are the carried story followed by the step's own lines. */
function told(step: Step<WerwolfState>, phase: WerwolfPhase): Step<WerwolfState> {
  return toldStep(step, (state) => phaseLines(state, phase))
}

// Steps call into night, vote and hunter code, which enter steps again: each `end` is an arrow so
// the table can be built before those modules have finished loading.
export const steps = stepMachine<WerwolfState, WerwolfPhase>({
  night: told(
    {
      begin: (state) => ({ ...state, day: state.day + 1, acted: false, night: emptyNight() }),
      length: (state) => seconds(state.options.nightSeconds),
      complete: (state) => nightComplete(state),
      end: (state, at) => endNight(state, at),
    },
    'night',
  ),
  hunter: told(
    {
      length: (state) => seconds(state.options.hunterSeconds),
      complete: (state) => state.hunter?.shot !== undefined,
      end: (state, at) => shoot(state, state.hunter?.shot ?? null, at),
    },
    'hunter',
  ),
  discussion: told(discussionStep((state, at) => enter(state, 'vote', at)), 'discussion'),
  vote: told(voteStep((state, at) => closeVote(state, at)), 'vote'),
  defense: told(
    {
      length: (state) => seconds(state.options.defenseSeconds),
      end: (state, at) => enter(state, 'runoff', at),
    },
    'defense',
  ),
  runoff: told(voteStep((state, at) => closeVote(state, at)), 'runoff'),
  ended: told(endedStep(), 'ended'),
})

/** The contract's time functions, from the step table. */
export const { advance, skip } = steps

/**
 * Enters a step at time `at`: the announcements are what just happened (`carry`) followed by the
 * step's own lines. Entering the night opens a new round (and ends an abandoned game, see
 * MAX_IDLE_ROUNDS).
 */
export function enter(state: WerwolfState, phase: WerwolfPhase, at: number, carry: Notice[] = []): WerwolfState {
  let next: WerwolfState = { ...state, ready: [], ballots: {}, night: null, announcements: carry }
  if (phase !== 'defense' && phase !== 'runoff') next.tied = []
  if (phase !== 'hunter') next.hunter = null
  if (phase === 'night') {
    const idle = state.acted ? 0 : state.idle + 1
    if (idle >= MAX_IDLE_ROUNDS) return finish({ ...state, idle }, 'nobody', at, carry)
    next = { ...next, idle }
  }
  return steps.enter(next, phase, at)
}

/** Ends the game with this result. */
export function finish(state: WerwolfState, winner: 'village' | 'wolves' | 'nobody', at: number, carry: Notice[] = []): WerwolfState {
  return enter({ ...state, winner }, 'ended', at, carry)
}

/** Takes a player out of the game (their card is shown or not by the view, per the options). */
export function eliminate(state: WerwolfState, seat: SeatId, time: 'night' | 'day', cause: WerwolfCause): WerwolfState {
  return { ...state, out: [...state.out, { seat, day: state.day, time, cause }] }
}

/** After deaths have been told: the end check, then the next step. */
export function afterDeaths(state: WerwolfState, at: number, carry: Notice[], next: AfterHunter): WerwolfState {
  const winner = winnerNow(state)
  if (winner) return finish(state, winner, at, carry)
  return enter(state, next, at, carry)
}

/** A player (or the hunter) was just eliminated: the hunter's step first, else the end check. */
export function afterDeath(state: WerwolfState, dead: SeatId | null, at: number, carry: Notice[], next: AfterHunter): WerwolfState {
  if (dead !== null && state.hands[dead]?.role === 'hunter') {
    return enter({ ...state, hunter: { seat: dead, then: next } }, 'hunter', at, carry)
  }
  return afterDeaths(state, at, carry, next)
}
