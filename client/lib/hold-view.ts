/**
 * A block that grows or shrinks while it lies above the window moves everything the reader is
 * looking at: the host has scrolled down to the game's settings, someone joins, and the list of
 * players above pushes the settings (and the option under the host's finger) down by a row.
 *
 * Chrome and Firefox keep the view in place by themselves (CSS scroll anchoring); Safari before 27
 * does not. There, this scrolls the page by the block's change, as scroll anchoring would, when the
 * reader is below the block: it ended in the window's top quarter or above, where at most the last
 * row shows. A change the reader is looking at (the list on screen, the page at its top with the
 * room's code and QR) moves the page as it would anyway.
 */
import { onCleanup } from 'solid-js'

const anchorsItself = typeof CSS !== 'undefined' && CSS.supports('overflow-anchor', 'auto')

/** Keeps what is on screen still when `block` changes height above it, where the browser would not. */
export function holdViewBelow(block: HTMLElement): void {
  if (anchorsItself || typeof ResizeObserver === 'undefined') return
  let height: number | undefined
  // The browser scrolls by whole pixels (or device pixels) and rows are fractions high: what a
  // scroll fell short of, or went past, is made up with the next one, so nothing drifts.
  let owed = 0
  const resized = new ResizeObserver(([entry]) => {
    // The observer's own measure: its first report comes while WebKit is still laying out the new
    // screen, and reading the layout then makes it lay out again and report a loop to the page's
    // error handlers. The layout is read only for a real change.
    const now = entry!.contentRect.height
    const change = now - (height ?? now)
    height = now
    if (change === 0) return
    // Where its content ended before the change, on the window.
    const contentEnded = block.getBoundingClientRect().bottom - change - Number.parseFloat(getComputedStyle(block).paddingBottom)
    // Runs after layout and before paint: the page never shows the moved view.
    if (window.scrollY > 0 && contentEnded <= window.innerHeight / 4) {
      const wanted = window.scrollY + change + owed
      window.scrollBy(0, change + owed)
      const missed = wanted - window.scrollY
      // Only a fraction is carried: a page at its end cannot scroll further, and owes nothing.
      owed = Math.abs(missed) < 1 ? missed : 0
    }
  })
  resized.observe(block)
  onCleanup(() => resized.disconnect())
}
