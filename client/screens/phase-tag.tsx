/** The current step's name in the room bar, read from the view's common header; `data-phase` carries the machine name and `data-version` the state's version, for tests and the bench. */
import { Show } from 'solid-js'
import type { ViewHeader } from '../../shared/views/header'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'

export function PhaseTag() {
  const { link, text } = useRoom()
  const current = () => link.state.current!
  const header = () => (current().room.phase !== 'lobby' ? (current().view as ViewHeader | null) : null)
  return (
    <span class="phase-tag" data-testid="phase" data-phase={header()?.phase ?? current().room.phase} data-version={current().version}>
      {(() => {
        const h = header()
        return h ? text(h.title) : tr('ui.phase.lobby')
      })()}
      <Show when={current().room.paused}>
        <span class="paused-tag"> · {tr('ui.phase.paused')}</span>
      </Show>
    </span>
  )
}
