/** One setting in the lobby form: its label, its control, and a help line the control points to (`<id>-help`). */
import { Show, type JSX } from 'solid-js'

export function SettingRow(props: { id: string; label: string; help?: string; children: JSX.Element }) {
  return (
    <div class="field field-inline">
      <label for={props.id}>{props.label}</label>
      {props.children}
      <Show when={props.help}>
        <p class="hint" id={`${props.id}-help`}>{props.help}</p>
      </Show>
    </div>
  )
}
