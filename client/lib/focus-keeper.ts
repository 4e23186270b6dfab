/**
 * A control that goes away under the keyboard's focus (the vote button once the vote is in, a
 * name that leaves the list, a button that rests while the room answers) drops the focus to the
 * page itself: a screen reader falls silent, and the next Tab starts again at the top bar. The
 * focus goes to the step's heading instead, where the screen says what happens now.
 */
import { onCleanup } from 'solid-js'
import { STEP_HEADING_ID } from './step-focus'

/** Keeps the focus in the step for as long as the calling component lives. */
export function keepFocusInStep(): void {
  let last: HTMLElement | null = null
  const focused = (event: FocusEvent) => {
    last = event.target instanceof HTMLElement ? event.target : null
  }
  const rescue = () => {
    if (!last) return
    const active = document.activeElement
    if (active !== null && active !== document.body) return
    // Focus that left on purpose (a tap elsewhere, the keyboard moving on) left a control that is still there.
    if (last.isConnected && !last.matches(':disabled')) return
    last = null
    document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true })
  }
  const changes = new MutationObserver(rescue)
  changes.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] })
  document.addEventListener('focusin', focused)
  onCleanup(() => {
    changes.disconnect()
    document.removeEventListener('focusin', focused)
  })
}
