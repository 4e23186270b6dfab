/**
 * A number picked from a list (a count, a timer's seconds). The current value is offered too when
 * it is not among the choices (set on another device, or by an older version), so the list never
 * shows a value that is not the room's.
 */
import { For } from 'solid-js'

/** The offered values with the current one among them, in order. */
export function choicesWith(choices: readonly number[], current: number): number[] {
  return [...new Set([...choices, current])].sort((a, b) => a - b)
}

export function ChoiceSelect(props: {
  id: string
  value: number
  choices: readonly number[]
  /** How a value reads ("45 s", "2"). */
  label(value: number): string
  onPick(value: number): void
  /** The id of the help line, when there is one. */
  describedBy?: string
}) {
  return (
    <select id={props.id} aria-describedby={props.describedBy} value={props.value} onChange={(e) => props.onPick(Number(e.currentTarget.value))}>
      <For each={choicesWith(props.choices, props.value)}>{(n) => <option value={n}>{props.label(n)}</option>}</For>
    </select>
  )
}
