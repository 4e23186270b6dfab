/**
 * Something secret shown on the open screen covers itself again: after a while (the phone may lie
 * on the table), when the step changes, and as the page is hidden (a locked phone keeps its last
 * picture in the app switcher, and may come back in someone else's hand). The covered card and a
 * cast vote's "Show my vote" share this, so both cover themselves alike.
 */
import { createEffect, on, onCleanup } from 'solid-js'

export interface CoverItselfOptions {
  /** Covers it (a setter to false, say). */
  cover(): void
  /** How long it stays shown untouched, in ms. */
  after: number
  /** Any value that changes with the step: it covers itself when it does. */
  closeOn?: () => unknown
  /** What to do as the page is hidden, when more than `cover` (default: `cover`). */
  onPageHidden?: () => void
}

export interface CoverTimer {
  /** Shown now: it covers itself after `after` ms from now (again from now, if it was counting). */
  start(): void
  /** Covered by hand: nothing left to count. */
  stop(): void
}

export function coverItself(options: CoverItselfOptions): CoverTimer {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => clearTimeout(timer)
  const start = () => {
    stop()
    timer = setTimeout(options.cover, options.after)
  }
  if (options.closeOn) createEffect(on(options.closeOn, () => options.cover(), { defer: true }))
  const hidden = () => (options.onPageHidden ?? options.cover)()
  const whenHidden = () => document.visibilityState === 'hidden' && hidden()
  document.addEventListener('visibilitychange', whenHidden)
  window.addEventListener('pagehide', hidden)
  onCleanup(() => {
    stop()
    document.removeEventListener('visibilitychange', whenHidden)
    window.removeEventListener('pagehide', hidden)
  })
  return { start, stop }
}
