/** The current step's name in the room bar; `data-phase` carries the machine name for tests. */
import { createResource, Show } from 'solid-js'
import { loadGame } from '../games'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'

export function PhaseTag() {
  const { link, text } = useRoom()
  const current = () => link.state.current!
  const [module] = createResource(() => current().room.game, loadGame)
  const inGame = () => current().room.phase !== 'lobby' && current().view !== null
  const phase = () => (inGame() ? module()?.phase(current().view) ?? current().room.phase : 'lobby')
  const title = () => {
    if (!inGame()) return tr('ui.phase.lobby')
    const notice = module()?.title(current().view)
    return notice ? text(notice) : ''
  }
  return (
    <span class="phase-tag" data-testid="phase" data-phase={phase()}>
      {title()}
      <Show when={current().room.paused}>
        <span class="paused-tag"> · {tr('ui.phase.paused')}</span>
      </Show>
    </span>
  )
}
