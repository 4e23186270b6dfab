/**
 * The step table: a game as named steps, each with its length, what completes it early, and what
 * happens when it ends. From the table the kit derives `enter`, and the contract's `advance`,
 * `skip`, `deadline` and `stage`, so no game writes a `switch (phase)` for time.
 *
 * A step ends in one of three ways, all the same to the game: its deadline passes, the host skips
 * it, or it is complete (everyone who must act has acted). `end` decides what comes next, usually
 * by entering another step.
 */

/** The fields every game keeps about time: where it is, how many steps so far, and when this one ends. */
export interface StepState<P extends string = string> {
  phase: P
  /** Grows by one with every step entered. */
  stage: number
  /** When the current step ends (game-clock ms), or null when it waits (or the game is over). */
  deadline: number | null
}

/** The phase every game ends in. */
export const ENDED = 'ended'

/** One step of a game. */
export interface Step<S> {
  /** What entering the step sets up (clearing last step's picks, its narration); runs before `length` and `complete`. */
  begin?(state: S, at: number): S
  /** How long the step lasts from its entry (ms), or null for no deadline. */
  length(state: S): number | null
  /** Whether the step is over early because everyone who must act has. Checked on entry and after each accepted action. */
  complete?(state: S): boolean
  /** What happens when the step ends at `at` (deadline, skip or complete): the state of whatever comes next. */
  end(state: S, at: number): S
}

/** A game's steps by phase. */
export type StepTable<S, P extends string> = { readonly [K in P]: Step<S> }

/** The terminal step: no deadline, nothing ends it. */
export function endedStep<S>(): Step<S> {
  return { length: () => null, end: (state) => state }
}

/** Safety bound on steps one `advance` applies; far above any game's real catch-up. */
export const MAX_STEPS_PER_ADVANCE = 1000

/** What a step table gives a game. */
export interface StepMachine<S, P extends string> {
  /** Enters `phase` at `at`: the stage grows, the step begins, its deadline runs from `at`; a step complete on entry ends at once. */
  enter(state: S, phase: P, at: number): S
  /** Applies every deadline that has passed by `now`, each from the moment the previous step ended; the same object when none has. */
  advance(state: S, now: number): S
  /** Ends the current step now, exactly as its deadline would (host skip). */
  skip(state: S, now: number): S
  /** After an accepted action: ends the step at `now` if it is now complete. */
  settle(state: S, now: number): S
  /** The next moment `advance` would change something. */
  deadline(state: S): number | null
  /** The step counter. */
  stage(state: S): number
}

/** Builds the time half of a game from its step table. */
export function stepMachine<S extends StepState<P>, P extends string>(table: StepTable<S, P>): StepMachine<S, P> {
  const stepOf = (state: S): Step<S> => table[state.phase]
  const isComplete = (state: S) => state.phase !== ENDED && (stepOf(state).complete?.(state) ?? false)

  const machine: StepMachine<S, P> = {
    enter(state, phase, at) {
      const step = table[phase]
      const entered: S = { ...state, phase, stage: state.stage + 1 }
      const begun = step.begin ? step.begin(entered, at) : entered
      const length = step.length(begun)
      const next: S = { ...begun, deadline: length === null ? null : at + length }
      return isComplete(next) ? step.end(next, at) : next
    },
    advance(state, now) {
      let current = state
      for (let i = 0; i < MAX_STEPS_PER_ADVANCE; i++) {
        const due = current.deadline
        if (due === null || due > now) break
        const next = stepOf(current).end(current, due)
        if (next === current) break
        current = next
      }
      return current
    },
    skip(state, now) {
      return stepOf(state).end(state, now)
    },
    settle(state, now) {
      return isComplete(state) ? stepOf(state).end(state, now) : state
    },
    deadline: (state) => state.deadline,
    stage: (state) => state.stage,
  }
  return machine
}
