/**
 * The count's ballots landing one by one, on a phone and on the table screen alike: all at once
 * with "skip animations" or where the device asks for reduced motion, and from the start again
 * whenever the step's stage changes.
 */
import { createEffect, createMemo, createSignal, on, onCleanup } from 'solid-js'
import type { WordsView, WordsVoteRecord } from '../../../shared/views/words'

/** The time between two ballots landing. */
export const BALLOT_MS = 700

/** How many of the count's ballots have landed, whether that is all of them, and whether they land at once. */
export function useLandingBallots(view: () => WordsView, record: () => WordsVoteRecord) {
  const instant = () => view().rules.skipAnimations || matchMedia('(prefers-reduced-motion: reduce)').matches
  const [landed, setLanded] = createSignal(0)
  let timer: ReturnType<typeof setInterval> | undefined
  // The stage as a value that changes only with the step: `on` runs again whenever what it reads
  // is told of a change, and the view it reads is replaced when the count is shown (the table
  // screen's view before the count gives way to the view itself), which restarted the landing
  // just as its last ballot landed, for ever.
  const stage = createMemo(() => view().stage)
  createEffect(
    on(
      stage,
      () => {
        clearInterval(timer)
        const total = record().ballots.length
        if (instant() || total === 0) return setLanded(total)
        setLanded(0)
        timer = setInterval(() => {
          setLanded((n) => Math.min(total, n + 1))
          if (landed() >= total) clearInterval(timer)
        }, BALLOT_MS)
      },
    ),
  )
  onCleanup(() => clearInterval(timer))
  return { landed, done: () => landed() >= record().ballots.length, instant }
}
