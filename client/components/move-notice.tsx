/**
 * Tells everyone at the table, and the table screen, which seats moved to another phone with their
 * switch code in the last minute (`RoomInfo.moved`), so nobody can take over a seat unseen. The
 * room takes each notice down after a minute; the phone that moved does not tell itself.
 */
import { For, Show } from 'solid-js'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'

export function MoveNotice() {
  const { link, nameOf } = useRoom()
  const moved = () => (link.state.current?.room.moved ?? []).filter((seat) => seat !== link.state.current?.you)
  return (
    <div class="banner-slot" role="status" aria-live="polite">
      <Show when={moved().length > 0}>
        <div class="banner banner-info move-notice" data-testid="move-notice">
          <For each={moved()}>{(seat) => <span>{tr('ui.switch.moved', { name: nameOf(seat) })}</span>}</For>
        </div>
      </Show>
    </div>
  )
}
