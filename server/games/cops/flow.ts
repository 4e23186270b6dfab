/**
 * The steps of a festival day as a table (how long each lasts, what completes it early, what comes
 * when it ends), entering a step, taking a player out, and ending the game. Which step follows
 * which is day.ts; this file only knows how to stand in one.
 */
import type { SeatId } from '../../../shared/games'
import type { CopsOutCause, CopsPhase, CopsTeam } from '../../../shared/views/cops'
import { endedStep, seconds, stepMachine, type Step } from '../kit'
import { allActed } from './action-phase'
import { allVoted } from './banishment'
import { closeRound, decide, decideByChance, endAction, endDiscussion, endEvent, endFloor } from './day'
import { allPicked } from './floors'
import { allReady } from './ready'
import type { CopsState, WinReason } from './state'

// Each `end` is an arrow: day.ts enters steps again, so the table is built before it has loaded.
export const steps = stepMachine<CopsState, CopsPhase>({
  floor: {
    length: (state) => seconds(state.options.floorSeconds),
    complete: (state) => allPicked(state),
    // Whoever has not chosen goes to a random floor.
    end: (state, at) => endFloor(state, at),
  },
  event: {
    length: (state) => seconds(state.options.eventSeconds),
    complete: (state) => allReady(state),
    end: (state, at) => endEvent(state, at),
  },
  action: {
    length: (state) => seconds(state.options.actionSeconds),
    // Complete at once when nobody stands with anyone: there is nothing to wait for.
    complete: (state) => allActed(state),
    // No action chosen by now means no action.
    end: (state, at) => endAction(state, at),
  },
  discussion: {
    length: (state) => seconds(state.options.discussionSeconds),
    complete: (state) => allReady(state),
    end: (state, at) => endDiscussion(state, at),
  },
  vote: voteStep(),
  runoff: voteStep(),
  vipDecides: {
    length: (state) => seconds(state.options.vipSeconds),
    // Everyone taps (the VIP by picking): ending at the VIP's tap would show the table who it was.
    complete: (state) => allReady(state),
    // The VIP out, or silent past the deadline: chance decides.
    end: (state, at) => (typeof state.vipPick === 'string' ? decide(state, state.vipPick, 'vip', at) : decideByChance(state, at)),
  },
  ended: endedStep(),
})

/** A round of voting: complete once every living player has voted; whoever has not, abstains. */
function voteStep(): Step<CopsState> {
  return {
    length: (state) => seconds(state.options.voteSeconds),
    complete: (state) => allVoted(state),
    end: (state, at) => closeRound(state, at),
  }
}

/** The contract's time functions, from the step table. */
export const { advance, skip } = steps

/** Enters a step at time `at` with the per-step fields cleared (the tie carries into the runoff and the VIP's step). */
export function enter(state: CopsState, phase: CopsPhase, at: number): CopsState {
  const keepsTie = phase === 'runoff' || phase === 'vipDecides'
  return steps.enter({ ...state, picks: {}, planned: {}, touched: [], ready: [], ballots: {}, vipPick: null, tied: keepsTie ? state.tied : [] }, phase, at)
}

/** Ends the game: the winner and why. */
export function finish(state: CopsState, winner: CopsTeam, reason: WinReason, at: number): CopsState {
  return enter({ ...state, winner, reason }, 'ended', at)
}

/** Takes a player out of the festival. */
export function eliminate(state: CopsState, seat: SeatId, cause: CopsOutCause): CopsState {
  return { ...state, out: [...state.out, { seat, day: state.day, cause }] }
}
