/**
 * The talking day of the werewolf family: a discussion that ends early once everyone still in is
 * ready to vote, then rounds of voting that end early once everyone still in has voted (whoever
 * has not by the deadline has no vote). Each lasts as long as the host set it. Ready marks and
 * who has voted are seen at the table, so the progress line names whom the day still waits for.
 * The games name these steps alike: `discussion`, `vote`, and `runoff` for a round among the tied.
 */
import type { SeatId } from '../../../shared/games'
import type { Progress } from '../../../shared/views/header'
import { everyoneActed, progressOf } from './acted'
import type { Step, StepState } from './steps'
import { living, type TableState } from './table'
import { seconds } from './time'
import type { Ballots } from './votes'

/** How long the day's steps last, as the host sets them (seconds). */
export interface DayTimers {
  discussionSeconds: number
  voteSeconds: number
}

/** The part of a game's state the day's steps read. */
export interface DayState extends TableState {
  /** Players still in who are ready to vote (discussion). */
  ready: readonly SeatId[]
  /** The current round's ballots (vote, runoff). */
  ballots: Ballots
  options: DayTimers
}

/** The seat is ready to vote. */
export function isReady(state: DayState, seat: SeatId): boolean {
  return state.ready.includes(seat)
}

/** The seat has voted in this round (an abstention counts). */
export function hasVoted(state: DayState, seat: SeatId): boolean {
  return Object.hasOwn(state.ballots, seat)
}

/** The discussion: complete once everyone still in is ready; `end` leads on (to the vote). */
export function discussionStep<S extends DayState>(end: Step<S>['end']): Step<S> {
  return {
    length: (state) => seconds(state.options.discussionSeconds),
    complete: (state) => everyoneActed(living(state), (seat) => isReady(state, seat)),
    end,
  }
}

/** A round of voting: complete once everyone still in has voted; `count` closes the round. */
export function voteStep<S extends DayState>(count: Step<S>['end']): Step<S> {
  return {
    length: (state) => seconds(state.options.voteSeconds),
    complete: (state) => everyoneActed(living(state), (seat) => hasVoted(state, seat)),
    end: count,
  }
}

/** How far a day step is, with the names still missing; null in any other step. */
export function dayProgress(state: DayState & StepState): Progress | null {
  switch (state.phase) {
    case 'discussion':
      return progressOf(living(state), (seat) => isReady(state, seat), 'public')
    case 'vote':
    case 'runoff':
      return progressOf(living(state), (seat) => hasVoted(state, seat), 'public')
    default:
      return null
  }
}
