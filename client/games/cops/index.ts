/** Undercover Cops' client: lobby settings, game screens, and how to read its view. */
import type { Notice } from '../../../shared/notice'
import type { CopsView } from '../../../shared/views/cops'
import './cops.css'

export { CopsSettings as Settings } from './settings'
export { CopsGame as Game } from './game'

function copsView(view: unknown): CopsView | null {
  return typeof view === 'object' && view !== null && (view as CopsView).game === 'cops' ? (view as CopsView) : null
}

/** The step the view is in ("floor", "action", "vote", ...). */
export function phase(view: unknown): string | null {
  return copsView(view)?.phase ?? null
}

/** The step's title. */
export function title(view: unknown): Notice | null {
  return copsView(view)?.title ?? null
}
