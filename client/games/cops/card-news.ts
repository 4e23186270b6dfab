/**
 * What the covered card holds this step, seen from outside: whether the step's choice is made on
 * it, and the key of its "new" mark. The mark shows on the covered side, where the next chair can
 * see it, so it must never come to one card alone while the others stay unmarked: that would say
 * who was just told something.
 */
import type { CopsView } from '../../../shared/views/cops'

/** Whether the view is in a secret step for this player: the action phase or the VIP's decision, while in the game. */
export function inSecretStep(view: CopsView): boolean {
  return view.me !== null && view.me.alive && (view.phase === 'action' || view.phase === 'vipDecides')
}

/**
 * The key of the card's newest content; a key not yet seen with the card open marks it new.
 * Results and notes change it, and so does the stage of every step in which some card may get
 * something new while the rest stay as they were: the secret steps (each player's own prompt),
 * and the event, whose court order tells one player privately that a marker is gone. Marking
 * every card at each event keeps that one from standing out.
 */
export function cardNews(view: CopsView): string {
  const stepNews = inSecretStep(view) || view.phase === 'event'
  return `${view.reports.length}:${view.notes.length}:${stepNews ? view.stage : ''}`
}
