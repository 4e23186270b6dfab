/** A countdown ring with the seconds left, from a deadline on the server's game clock. */
import { createEffect, createSignal, on, onCleanup, Show } from 'solid-js'
import { formatSeconds, remainingMs } from '../lib/clock'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'

/** How often the ring redraws. */
const TICK_MS = 250
/** From here on the ring turns to the warning colour. */
const WARN_SECONDS = 10
const RADIUS = 26
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

export function Countdown(props: { deadline: number | null; label?: string }) {
  const { link } = useRoom()
  const [left, setLeft] = createSignal(0)
  // The full length of the step is not in the view: take what was left when the deadline appeared.
  let total = 1

  const paused = () => link.state.current?.room.paused ?? false
  function update(): void {
    const deadline = props.deadline
    if (deadline === null) {
      setLeft(0)
      return
    }
    const frameNow = link.state.current?.now ?? 0
    setLeft(remainingMs(deadline, link.clock, paused() ? { at: frameNow } : null))
  }
  createEffect(on(() => props.deadline, () => {
    update()
    total = Math.max(left(), 1)
  }))
  createEffect(on(paused, update))
  const timer = setInterval(update, TICK_MS)
  onCleanup(() => clearInterval(timer))

  const seconds = () => Math.ceil(left() / 1000)
  const fraction = () => Math.min(1, left() / total)
  return (
    <Show when={props.deadline !== null}>
      <div
        class="countdown"
        classList={{ warn: seconds() <= WARN_SECONDS, paused: paused() }}
        role="timer"
        aria-label={paused() ? tr('ui.timer.paused', { seconds: seconds() }) : tr('ui.timer.left', { seconds: seconds() })}
      >
        <svg viewBox="0 0 60 60" aria-hidden="true">
          <circle class="track" cx="30" cy="30" r={RADIUS} />
          <circle
            class="ring"
            cx="30"
            cy="30"
            r={RADIUS}
            stroke-dasharray={String(CIRCUMFERENCE)}
            stroke-dashoffset={String(CIRCUMFERENCE * (1 - fraction()))}
          />
        </svg>
        <span class="countdown-text" aria-hidden="true">{paused() ? '⏸' : formatSeconds(seconds())}</span>
        <Show when={props.label}>
          <span class="countdown-label">{props.label}</span>
        </Show>
      </div>
    </Show>
  )
}
