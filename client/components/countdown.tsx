/** A countdown ring with the seconds left, from a deadline on the server's game clock. */
import { createEffect, on, Show } from 'solid-js'
import { formatSeconds } from '../lib/clock'
import { tr } from '../lib/i18n'
import { createTimeLeft } from '../lib/time-left'

/** From here on the ring turns to the warning colour. */
const WARN_SECONDS = 10
const RADIUS = 26
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

export function Countdown(props: { deadline: number | null; label?: string }) {
  const { left, paused } = createTimeLeft(() => props.deadline)
  // The full length of the step is not in the view: take what was left when the deadline appeared.
  let total = 1
  createEffect(on(() => props.deadline, () => (total = Math.max(left(), 1))))

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
