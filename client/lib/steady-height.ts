/**
 * A line above the step's names whose text shrinks while others act ("waiting for Alma, Bodo and
 * Cleo" losing a name with every vote) keeps the height it has reached until the step changes. Had
 * it shrunk, everything below would move up, and a finger on its way down to one name would land
 * on the one below it.
 */
import { createEffect } from 'solid-js'

/** Holds `element` at the tallest it has been since `step` last changed; `text` is what it shows. */
export function steadyHeight(element: HTMLElement, step: () => unknown, text: () => unknown): void {
  let heldStep: unknown
  let held = 0
  // An effect runs once Solid has written the new text, and before the browser paints it.
  createEffect(() => {
    const now = step()
    text()
    if (now !== heldStep) {
      heldStep = now
      element.style.minHeight = ''
      held = 0
    }
    held = Math.max(held, element.offsetHeight)
    element.style.minHeight = `${held}px`
  })
}
