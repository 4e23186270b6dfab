/**
 * A new step starts at the top: the page scrolls up and the step's heading takes the focus, so
 * the title, the timer and the question are what the player (and a screen reader) meets first.
 */

/** The id every game gives its step heading (the kit's StepHeader does). */
export const STEP_HEADING_ID = 'step-heading'

/** Scrolls to the top and focuses the step heading once the new step has been drawn. */
export function focusNewStep(): void {
  requestAnimationFrame(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' })
    document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true })
  })
}
