/** "You are watching" above a spectator's screen; the table screen needs no such note. */
import { Show } from 'solid-js'
import type { ViewHeader } from '../../../shared/views/header'
import { tr } from '../../lib/i18n'
import { onTable } from '../../lib/table-mode'

export function SpectatorNote(props: { view: ViewHeader; text?: string }) {
  const table = onTable()
  return (
    <Show when={props.view.viewer === 'spectator' && !table}>
      <p class="banner banner-info">{props.text ?? tr('ui.game.spectating')}</p>
    </Show>
  )
}
