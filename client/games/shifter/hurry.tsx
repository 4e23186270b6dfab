/**
 * HURRY: shown in the last seconds of the night (the view says how many), for everyone alike; with
 * the Alchemist that is the night's end, not the end of the shifters' part of it.
 * Its line is there, empty, from the step's start: appearing just when everyone hurries to tap, it
 * must not push the names down under their fingers.
 */
import { Show } from 'solid-js'
import type { ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { createTimeLeft } from '../../lib/time-left'

export function Hurry(props: { view: ShifterView }) {
  const night = () => props.view.phase === 'night' || props.view.phase === 'potion'
  const { left } = createTimeLeft(() => (night() ? (props.view.nightEnds ?? props.view.deadline) : null))
  const shown = () => night() && left() > 0 && left() <= props.view.hurrySeconds * 1000
  return (
    <Show when={night()}>
      <p class="sh-hurry" role="alert" data-testid="hurry">
        <Show when={shown()}>
          <span aria-hidden="true">⏳ </span>
          {tr('ui.shifter.hurry')}
        </Show>
      </p>
    </Show>
  )
}
