/**
 * The list of names for a secret step (a night, an action): the same names, buttons and colours
 * on every phone, whatever the role, so a glance at a neighbour's screen tells nothing. What the
 * tap means for this player is said inside the covered card, never here; once the tap is in, no
 * name stays lit either: a werewolf's lit name would be the one the dawn announces.
 */
import { Show, type JSX } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import { PlayerPicker } from '../../components/player-picker'
import { tr } from '../../lib/i18n'

/** Brings the covered card into view: after a tap, whatever it brought is where the eye goes next. */
export function showCoveredCard(): void {
  document.querySelector('[data-testid=secret-card]')?.scrollIntoView({ block: 'nearest' })
}

export interface SecretStepProps {
  /** The names everyone sees, in table order (usually everyone still in). */
  names: readonly SeatId[]
  /** This player's choice while it still waits for a confirm; no name is lit once the tap is in (`done`). */
  tapped: SeatId | null
  /** Whether this player has tapped in this step. */
  done: boolean
  /** What the list is for, as everyone reads it. */
  label: string
  /** The status line before this player's tap (default: "Tap a name."). */
  waiting?: string
  onTap(seat: SeatId): void
  /** Below the names, above the status line (the same on every phone: "Do nothing", a confirm). */
  children?: JSX.Element
}

export function SecretStep(props: SecretStepProps) {
  return (
    <section class="action secret-step" aria-label={props.label}>
      <PlayerPicker label={props.label} targets={props.names} selected={props.done ? null : props.tapped} onPick={props.onTap} />
      {props.children}
      <p class="step-status" classList={{ done: props.done }} role="status">
        <Show when={props.done} fallback={props.waiting ?? tr('ui.names.waiting')}>
          {tr('ui.names.done')}
        </Show>
      </p>
    </section>
  )
}
