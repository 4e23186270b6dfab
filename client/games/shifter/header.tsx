/** The top of the screen: the step's name (focused when a step begins), its countdown, who is missing, and HURRY at night. */
import { createSignal, onCleanup, Show } from 'solid-js'
import type { ShifterView } from '../../../shared/views/shifter'
import { Countdown } from '../../components/countdown'
import { remainingMs } from '../../lib/clock'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { names } from './names'

/** The id of the step's heading, which takes focus when a step begins. */
export const STEP_HEADING_ID = 'sh-step'
/** How often HURRY checks the clock. */
const HURRY_TICK_MS = 500

/** True in the last `hurrySeconds` of a night step. */
function useHurry(view: () => ShifterView): () => boolean {
  const { link } = useRoom()
  const [now, setNow] = createSignal(Date.now())
  const timer = setInterval(() => setNow(Date.now()), HURRY_TICK_MS)
  onCleanup(() => clearInterval(timer))
  return () => {
    const v = view()
    if ((v.phase !== 'night' && v.phase !== 'potion') || v.deadline === null) return false
    const paused = link.state.current?.room.paused ? { at: link.state.current.now } : null
    const left = remainingMs(v.deadline, link.clock, paused, now())
    return left > 0 && left <= v.hurrySeconds * 1000
  }
}

export function StepHeader(props: { view: ShifterView }) {
  const { text, nameOf } = useRoom()
  const hurry = useHurry(() => props.view)
  const waiting = () => {
    const w = props.view.progress?.waiting
    return w && w.length > 0 ? tr('ui.shifter.waiting_for', { names: names(w, nameOf) }) : null
  }
  return (
    <header class="step-header">
      <div class="step-title">
        <h1 id={STEP_HEADING_ID} tabindex="-1">{text(props.view.title)}</h1>
        <Show when={props.view.progress}>
          {(p) => (
            <p class="progress" aria-live="polite">
              {tr('ui.shifter.progress', { done: p().done, of: p().of })}
              <Show when={waiting()}>
                <span class="sh-waiting"> · {waiting()}</span>
              </Show>
            </p>
          )}
        </Show>
        <Show when={hurry()}>
          <p class="sh-hurry" role="alert" data-testid="hurry">{tr('ui.shifter.hurry')}</p>
        </Show>
      </div>
      <Countdown deadline={props.view.deadline} />
    </header>
  )
}
