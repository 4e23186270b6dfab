/** "Your name": one labelled input with its error line, on the start screen and on a room link. */
import { tr } from '../lib/i18n'
import { MAX_NAME } from '../lib/names'

/** `error` is the key of the error's text, so that it follows a switch of the language. */
export function NameField(props: { id: string; value: string; error: string | null; onInput(value: string): void; autofocus?: boolean }) {
  return (
    <div class="field">
      <label for={props.id}>{tr('ui.home.name')}</label>
      <input
        id={props.id}
        data-testid={props.id}
        type="text"
        autocomplete="nickname"
        maxLength={MAX_NAME}
        value={props.value}
        onInput={(event) => props.onInput(event.currentTarget.value)}
        aria-invalid={props.error !== null}
        aria-describedby={`${props.id}-error`}
        autofocus={props.autofocus}
      />
      <p id={`${props.id}-error`} class="field-error" aria-live="polite">{props.error === null ? null : tr(props.error)}</p>
    </div>
  )
}
