/**
 * The count tells who goes out once its ballots have landed. The view knows the result from the
 * count's first frame; until the ballots are on screen, what stands around the count shows the
 * table as it was before the vote: the player voted out still in, their card not turned, nobody
 * waited for. Otherwise the list, the banner or the header would tell it first.
 */
import { createEffect, createSignal } from 'solid-js'
import type { WordsView } from '../../../shared/views/words'
import { useHoldNarration } from '../../lib/table-hold'

/**
 * Whether this step's count is all on screen (the count says so once its ballots have landed). It
 * belongs to the step: a later count, a runoff's, starts unshown, also in the frame that brings it.
 * Until then the narration (the table screen's, a phone's screen reader) holds the result back.
 */
export function useCountShown(view: () => WordsView) {
  const [shownAt, setShownAt] = createSignal<number | null>(null)
  const shown = () => shownAt() === view().stage
  const hold = useHoldNarration()
  createEffect(() => hold(view().phase === 'count' && !shown()))
  return { shown, set: (shown: boolean) => setShownAt(shown ? view().stage : null) }
}

export function beforeTheCount(view: WordsView, shown: boolean): WordsView {
  const out = view.phase === 'count' && !shown ? (view.count?.out ?? null) : null
  if (out === null) return view
  return {
    ...view,
    progress: null,
    me: view.me !== null && view.me.seat === out ? { ...view.me, alive: true } : view.me,
    players: view.players.map((p) => (p.seat === out ? { ...p, alive: true, out: null, role: null } : p)),
  }
}
