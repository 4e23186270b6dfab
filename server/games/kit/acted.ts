/**
 * "Everyone who must act has acted": the test that ends a step early, and the progress line that
 * tells the table who is still missing. Names are shown only where who-has-acted is public (ready,
 * votes); at night only the count is, since who still taps can say who has a role to play.
 */
import type { SeatId } from '../../../shared/games'
import type { Progress } from '../../../shared/views/header'

/** Those who must act and have not yet, in the given order. */
export function waitingFor(mustAct: readonly SeatId[], hasActed: (seat: SeatId) => boolean): SeatId[] {
  return mustAct.filter((seat) => !hasActed(seat))
}

/** Everyone who must act has acted (true when nobody must). */
export function everyoneActed(mustAct: readonly SeatId[], hasActed: (seat: SeatId) => boolean): boolean {
  return mustAct.every(hasActed)
}

/** How far a step is; `names` says whether who is still missing may be told. */
export function progressOf(mustAct: readonly SeatId[], hasActed: (seat: SeatId) => boolean, names: 'public' | 'secret'): Progress {
  const waiting = waitingFor(mustAct, hasActed)
  return { done: mustAct.length - waiting.length, of: mustAct.length, waiting: names === 'public' ? waiting : null }
}

/**
 * The count of a step in which everyone taps and only how many have is public. It never reads
 * full: a step is over the moment its last tap lands, so "all done" could only show while the step
 * runs on — a split pack, a pick made again on the card, a second lover — and tell the table so.
 * Whether the step is over is not asked either: that hangs on secrets (does the pack agree?), and
 * the count must be the same whatever they are.
 */
export function tapCount(mustAct: readonly SeatId[], hasTapped: (seat: SeatId) => boolean): Progress {
  const count = progressOf(mustAct, hasTapped, 'secret')
  return { ...count, done: Math.max(0, Math.min(count.done, count.of - 1)) }
}
