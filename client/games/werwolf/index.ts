/** Werwolf's client: lobby settings, game screens, and how to read its view. */
import type { Notice } from '../../../shared/notice'
import type { WerwolfView } from '../../../shared/views/werwolf'

export { WerwolfSettings as Settings } from './settings'
export { WerwolfGame as Game } from './game'

function asView(view: unknown): WerwolfView | null {
  return typeof view === 'object' && view !== null && (view as WerwolfView).game === 'werwolf' ? (view as WerwolfView) : null
}

/** The step the view is in. */
export function phase(view: unknown): string | null {
  return asView(view)?.phase ?? null
}

/** The step's title. */
export function title(view: unknown): Notice | null {
  return asView(view)?.title ?? null
}
