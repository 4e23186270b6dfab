/**
 * The host's help for someone whose phone died: ask the room for a seat's switch code and show it,
 * to be typed on the new phone (the join page's "continue on this phone"). Shown only on request,
 * and only until the host asks for another seat's. A game on this phone alone has no other phone
 * to move to: there, neither shows.
 */
import { createSignal, For, Show } from 'solid-js'
import type { SeatInfo } from '../../shared/protocol'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'

/** One seat's "switch code" button, with the code under it once the room has answered. */
export function SwitchCodeButton(props: { seat: SeatInfo }) {
  const { link, local } = useRoom()
  if (local) return null
  const shown = () => {
    const s = link.shownSwitch()
    return s !== null && s.seat === props.seat.id ? s.code : null
  }
  return (
    <span class="switch-ask">
      <button
        type="button"
        class="btn btn-small"
        data-testid={`switch-ask-${props.seat.id}`}
        aria-label={tr('ui.switch.show_of', { name: props.seat.name })}
        onClick={() => link.command({ type: 'rejoinCode', seat: props.seat.id }).catch(() => undefined)}
      >
        {tr('ui.switch.show')}
      </button>
      <Show when={shown()}>
        {(code) => (
          <span class="switch-shown" role="status">
            {tr('ui.switch.shown', { name: props.seat.name })} <strong data-testid="switch-shown">{code()}</strong>
          </span>
        )}
      </Show>
    </span>
  )
}

/** During a game: the host picks whose phone changed, from the players still at the table. */
export function SwitchCodePanel() {
  const { link, local } = useRoom()
  if (local) return null
  const [open, setOpen] = createSignal(false)
  const others = () => {
    const current = link.state.current
    if (!current) return []
    return current.room.seats.filter((s) => s.kind === 'player' && s.id !== current.you && !s.left)
  }
  return (
    <div class="switch-panel">
      <button type="button" class="btn btn-small" aria-expanded={open()} data-testid="switch-open" onClick={() => setOpen(!open())}>
        {tr('ui.switch.open')}
      </button>
      <Show when={open()}>
        <p class="hint">{tr('ui.switch.pick')}</p>
        <ul class="switch-list">
          <For each={others()}>
            {(seat) => (
              <li>
                <span class="switch-name">{seat.name}</span> <SwitchCodeButton seat={seat} />
              </li>
            )}
          </For>
        </ul>
      </Show>
    </div>
  )
}
