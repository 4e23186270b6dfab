/**
 * A choice drawn as buttons (`role="radio"` in a `role="radiogroup"`) answers the keys a native
 * radio group does, so a keyboard or a screen reader meets what it expects: the group is one stop
 * for Tab (at its chosen button, or the first when none is chosen yet), the arrow keys move to the
 * next choice and take it, Home and End to the first and the last.
 */

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/** The group's keydown handler. */
export function onRadioKeys(event: KeyboardEvent): void {
  const group = event.currentTarget as HTMLElement
  const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]:not([disabled])')]
  const at = radios.indexOf(document.activeElement as HTMLElement)
  if (at < 0) return
  const step = STEPS[event.key]
  const to = step !== undefined ? (at + step + radios.length) % radios.length : event.key === 'Home' ? 0 : event.key === 'End' ? radios.length - 1 : null
  if (to === null) return
  event.preventDefault()
  radios[to]!.focus()
  radios[to]!.click()
}

/** A radio's place in the Tab order: the chosen one, or the first while none is chosen. */
export function radioTabIndex(checked: boolean, first: boolean, noneChecked: boolean): 0 | -1 {
  return checked || (first && noneChecked) ? 0 : -1
}
