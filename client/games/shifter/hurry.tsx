/** HURRY: shown in the last seconds of a night step (the view says how many), for everyone alike. */
import { createSignal, onCleanup, Show } from 'solid-js'
import type { ShifterView } from '../../../shared/views/shifter'
import { remainingMs } from '../../lib/clock'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'

/** How often HURRY looks at the clock. */
const HURRY_TICK_MS = 500

export function Hurry(props: { view: ShifterView }) {
  const { link } = useRoom()
  const [now, setNow] = createSignal(Date.now())
  const timer = setInterval(() => setNow(Date.now()), HURRY_TICK_MS)
  onCleanup(() => clearInterval(timer))
  const shown = () => {
    const v = props.view
    if ((v.phase !== 'night' && v.phase !== 'potion') || v.deadline === null) return false
    const state = link.state.current
    const left = remainingMs(v.deadline, link.clock, state?.room.paused ? { at: state.now } : null, now())
    return left > 0 && left <= v.hurrySeconds * 1000
  }
  return (
    <Show when={shown()}>
      <p class="sh-hurry" role="alert" data-testid="hurry">{tr('ui.shifter.hurry')}</p>
    </Show>
  )
}
