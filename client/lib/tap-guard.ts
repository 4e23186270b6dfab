/**
 * A tap belongs to the screen it began on. When the step changes under a finger (the vote ends
 * while someone still changes theirs, the game starts while someone taps "ready"), the finger lifts
 * on the next step's screen, and its click would land on whatever is there now: a name at night,
 * the seer's one look. The click of a tap that began before the screen changed is dropped; the next
 * tap works as ever.
 */
import { onCleanup } from 'solid-js'

export interface TapGuard {
  /** The screen changed: taps already under way do nothing. */
  changed(): void
}

/** Guards taps for as long as the calling component lives. */
export function createTapGuard(): TapGuard {
  let downAt = Number.NEGATIVE_INFINITY
  let changedAt = Number.NEGATIVE_INFINITY
  const down = () => {
    downAt = performance.now()
  }
  const click = (event: MouseEvent) => {
    // A click from the keyboard (detail 0) is aimed at the focused control, wherever it is now.
    if (event.detail === 0 || downAt >= changedAt) return
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  window.addEventListener('pointerdown', down, { capture: true })
  window.addEventListener('click', click, { capture: true })
  onCleanup(() => {
    window.removeEventListener('pointerdown', down, { capture: true })
    window.removeEventListener('click', click, { capture: true })
  })
  return {
    changed() {
      changedAt = performance.now()
    },
  }
}
