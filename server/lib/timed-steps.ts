/**
 * The time half of a game built from timed steps: each step has a deadline in state, and ending a
 * step early (skip) is the same as its deadline passing. Games give `endStep`; this gives them
 * `advance` and `skip` with the contract's guarantees (same object when nothing is due; several
 * overdue steps applied in order, each from the moment the previous one ended).
 */

/** Safety bound on steps one `advance` applies; far above any game's real catch-up. */
export const MAX_STEPS_PER_ADVANCE = 1000

/** The contract's `advance` and `skip` for a game whose state carries its current deadline. */
export function timedSteps<S extends { deadline: number | null }>(endStep: (state: S, at: number) => S) {
  return {
    /** Applies every deadline that has passed by `now`; the same object when none has. */
    advance(state: S, now: number): S {
      let current = state
      for (let i = 0; i < MAX_STEPS_PER_ADVANCE; i++) {
        const due = current.deadline
        if (due === null || due > now) break
        const next = endStep(current, due)
        if (next === current) break
        current = next
      }
      return current
    },
    /** Ends the current step now (host or moderator skip). */
    skip(state: S, now: number): S {
      return endStep(state, now)
    },
  }
}
