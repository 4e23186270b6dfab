/**
 * The host's help for someone whose phone died: ask the room for a seat's switch code and show it,
 * to be typed on the new phone (the join page's "continue on this phone"). Shown only on request,
 * for a minute, and only until the host asks for another seat's. Once a game runs the room gives the host only
 * the code of a seat whose phone is gone, and tells the whole table when a seat moves. A game on
 * this phone alone has no other phone to move to: there, neither shows.
 */
import { createSignal, For, onCleanup, Show } from 'solid-js'
import type { SeatInfo } from '../../shared/protocol'
import { switchCodeGroups } from '../../shared/switch-code'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'

/** A switch code in the groups people read out and type (the characters alone when copied). */
export function SwitchCodeText(props: { code: string; testId?: string }) {
  return (
    <strong class="switch-code-text" data-testid={props.testId}>
      <For each={switchCodeGroups(props.code)}>{(group) => <span class="switch-code-group">{group}</span>}</For>
    </strong>
  )
}

/** How long an asked-for code stays on the host's screen: long enough to read out or type. */
const SHOWN_MS = 60_000

/**
 * One seat's "switch code" button, with the code under it once the room has answered: only the
 * answer to a tap on this button, and only for a minute. A code on the host's screen is a way
 * into that seat for whoever reads it, so it does not stay there, nor come back from an earlier ask.
 */
export function SwitchCodeButton(props: { seat: SeatInfo }) {
  const { link, local } = useRoom()
  if (local) return null
  const [askedAt, setAskedAt] = createSignal<number | null>(null)
  let timer: ReturnType<typeof setTimeout> | undefined
  onCleanup(() => clearTimeout(timer))
  const ask = () => {
    setAskedAt(Date.now())
    clearTimeout(timer)
    timer = setTimeout(() => setAskedAt(null), SHOWN_MS)
    link.command({ type: 'rejoinCode', seat: props.seat.id }).catch(() => undefined)
  }
  const shown = () => {
    const s = link.shownSwitch()
    const asked = askedAt()
    return s !== null && asked !== null && s.seat === props.seat.id && s.at >= asked ? s.code : null
  }
  return (
    <span class="switch-ask">
      <button
        type="button"
        class="btn btn-small"
        data-testid={`switch-ask-${props.seat.id}`}
        aria-label={tr('ui.switch.show_of', { name: props.seat.name })}
        onClick={ask}
      >
        {tr('ui.switch.show')}
      </button>
      <Show when={shown()}>
        {(code) => (
          <span class="switch-shown" role="status">
            {tr('ui.switch.shown', { name: props.seat.name })} <SwitchCodeText code={code()} testId="switch-shown" />
          </span>
        )}
      </Show>
    </span>
  )
}

/** During a game: the host picks whose phone died, from the players whose phone is gone. */
export function SwitchCodePanel() {
  const { link, local } = useRoom()
  if (local) return null
  const [open, setOpen] = createSignal(false)
  const others = () => {
    const current = link.state.current
    if (!current) return []
    return current.room.seats.filter((s) => s.kind === 'player' && s.id !== current.you && !s.left && !s.connected)
  }
  return (
    <div class="switch-panel">
      <button type="button" class="btn btn-small" aria-expanded={open()} data-testid="switch-open" onClick={() => setOpen(!open())}>
        {tr('ui.switch.open')}
      </button>
      <Show when={open()}>
        <p class="hint">{tr('ui.switch.pick')}</p>
        <Show when={others().length === 0}>
          <p class="hint" data-testid="switch-none">{tr('ui.switch.none')}</p>
        </Show>
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
