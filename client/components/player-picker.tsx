/** A grid of big name buttons to choose a player: night targets, votes, the hunter's shot. */
import { For, Show } from 'solid-js'
import type { SeatId } from '../../shared/games'
import { useRoom } from '../lib/room-context'

export interface PlayerPickerProps {
  /** What the choice is for (the group's accessible name). */
  label: string
  targets: readonly SeatId[]
  /** The current choice, highlighted. */
  selected: SeatId | null
  onPick(seat: SeatId): void
  disabled?: boolean
  /** Small notes under a name (e.g. which werewolves picked it, a vote count). */
  notes?: (seat: SeatId) => string | null
}

export function PlayerPicker(props: PlayerPickerProps) {
  const { nameOf } = useRoom()
  return (
    <div class="picker" role="group" aria-label={props.label}>
      <For each={props.targets}>
        {(seat) => (
          <button
            type="button"
            class="pick"
            data-testid={`target-${seat}`}
            aria-pressed={props.selected === seat}
            disabled={props.disabled}
            onClick={() => props.onPick(seat)}
          >
            <span class="pick-name">{nameOf(seat)}</span>
            <Show when={props.notes?.(seat)}>{(note) => <span class="pick-note">{note()}</span>}</Show>
          </button>
        )}
      </For>
    </div>
  )
}
