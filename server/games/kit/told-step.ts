/**
 * A told step: entering it, the table hears what just happened (the story the step was entered
 * with) and then the step's own lines, in that order. The lines are written after the step's own
 * `begin`, so they can speak of what it set up (the new day's number, say).
 */
import type { Notice } from '../../../shared/notice'
import type { Step } from './steps'

/** The part of a game's state the narration writes: what the table is told now. */
export interface ToldState {
  announcements: Notice[]
}

/** `step`, whose entry adds `lines` to the announcements once its own `begin` has run. */
export function toldStep<S extends ToldState>(step: Step<S>, lines: (state: S) => Notice[]): Step<S> {
  return {
    ...step,
    begin: (state, at) => {
      const begun = step.begin ? step.begin(state, at) : state
      return { ...begun, announcements: [...begun.announcements, ...lines(begun)] }
    },
  }
}
