/**
 * The floor as figures: one figure per person on it, the first ones with a wristband. The figures
 * are drawn in this neutral order on purpose, so they never say who wears one; the names on the
 * floor are listed apart, in table order.
 */
import { For, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import { tr } from '../../lib/i18n'
import { SeatName, useYourSeat } from '../kit'
import { trCount } from './parts'
import { WRISTBAND_SYMBOL } from './roles'

/** One person, drawn; with a wristband on the raised wrist when `band`. */
function Figure(props: { band: boolean }) {
  return (
    <svg class="cops-figure" classList={{ band: props.band }} viewBox="0 0 40 64" aria-hidden="true">
      <circle cx="20" cy="10" r="8" class="body" />
      <path d="M8 30 q0-10 12-10 q12 0 12 10 v14 h-5 v18 h-14 v-18 h-5z" class="body" />
      <path d="M32 30 l6 -14" class="arm" />
      <Show when={props.band}>
        <rect x="33" y="18.5" width="7.5" height="4.5" rx="1.5" transform="rotate(-66 36.75 20.75)" class="band" />
      </Show>
    </svg>
  )
}

/** The figures of a floor with the counts in words (for screen readers and a second look). */
export function Figures(props: { people: number; wristbands: number; caption: string }) {
  const bands = () => Array.from({ length: props.people }, (_, i) => i < props.wristbands)
  return (
    <figure class="cops-scene" role="img" aria-label={props.caption} data-people={props.people} data-wristbands={props.wristbands}>
      <div class="cops-figures">
        <For each={bands()}>{(band) => <Figure band={band} />}</For>
      </div>
      <figcaption aria-hidden="true">
        <span>{trCount('ui.cops.scene.people', props.people, { people: props.people })}</span>
        <span class="cops-chip yes">{WRISTBAND_SYMBOL.yes} {props.wristbands}</span>
        <span class="cops-chip">{WRISTBAND_SYMBOL.no} {props.people - props.wristbands}</span>
      </figcaption>
    </figure>
  )
}

/** Your floor today: the figures, then who stands there (never who wears what). */
export function FloorScene(props: { floor: number; people: number; wristbands: number; seats: readonly SeatId[]; heading?: string }) {
  const you = useYourSeat()
  const caption = () =>
    props.people === 1
      ? tr('ui.cops.scene.alone', { floor: props.floor })
      : tr('cops.me.scene', { floor: props.floor, people: props.people, wristbands: props.wristbands })
  return (
    <section class="panel cops-floor" aria-labelledby="cops-floor-title" data-testid="scene">
      <h2 id="cops-floor-title">{props.heading ?? tr('cops.floor.name', { floor: props.floor })}</h2>
      <Figures people={props.people} wristbands={props.wristbands} caption={caption()} />
      <h3 class="cops-floor-names-title">{tr('ui.cops.scene.here')}</h3>
      <ul class="cops-floor-names">
        <For each={props.seats}>
          {(seat) => (
            <li classList={{ you: seat === you() }}>
              <SeatName seat={seat} />
            </li>
          )}
        </For>
      </ul>
    </section>
  )
}
