/**
 * A game's settings as the lobby shows them: a wait until the room's options have arrived, then
 * the form for the host and the settings as plain text for everyone else.
 */
import { Show, type Accessor, type JSX } from 'solid-js'
import { tr } from '../../lib/i18n'

export function SettingsFrame<O>(props: {
  /** The room's options, or null until they have arrived (or while they are not this game's). */
  options: O | null
  /** Whether this phone may change them (the host's). */
  editable: boolean
  /** The settings as text, for those who may not change them. */
  readOnly: (options: Accessor<O>) => JSX.Element
  /** The form. */
  children: (options: Accessor<O>) => JSX.Element
}) {
  return (
    <Show when={props.options} fallback={<p class="loading">{tr('ui.conn.loading')}</p>}>
      {(options) => (
        <Show when={props.editable} fallback={props.readOnly(options)}>
          {props.children(options)}
        </Show>
      )}
    </Show>
  )
}
