/** The die of this turn, as a face: pips for 2 to 6, "1–3" for the choice face. */
import { For, Show } from 'solid-js'
import type { HeimlichDie } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'

/** Pip places on a 3 × 3 grid (1–9, reading order) for each face. */
const PIPS: Record<number, number[]> = { 2: [3, 7], 3: [3, 5, 7], 4: [1, 3, 7, 9], 5: [1, 3, 5, 7, 9], 6: [1, 3, 4, 6, 7, 9] }

export function DieFace(props: { die: HeimlichDie; size?: 'big' }) {
  const choice = () => props.die.face === '1-3'
  return (
    <span
      class="hm-die"
      classList={{ big: props.size === 'big', choice: choice() }}
      role="img"
      data-testid="die"
      data-face={String(props.die.face)}
      aria-label={choice() ? tr('ui.heimlich.die_choice') : tr('ui.heimlich.die_face', { points: props.die.face })}
    >
      <Show when={!choice()} fallback={<span class="hm-die-text">1–3</span>}>
        <span class="hm-pips" aria-hidden="true">
          <For each={Array.from({ length: 9 }, (_, i) => i + 1)}>{(place) => <span classList={{ on: (PIPS[props.die.face as number] ?? []).includes(place) }} />}</For>
        </span>
      </Show>
    </span>
  )
}
