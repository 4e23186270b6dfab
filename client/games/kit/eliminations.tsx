/** The order people went out: each name with what they were, when, and how ("Anna (Seer) · Night 2 · taken"). */
import { For, Show, type JSX } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import { useRoom } from '../../lib/room-context'

export interface EliminationsProps<E extends { seat: SeatId }> {
  list: readonly E[]
  /** What stands there while nobody is out. */
  none: string
  /** What the player was. */
  card(out: E): JSX.Element
  /** When they went out ("Night 2"). */
  when(out: E): string
  /** How they went out. */
  cause(out: E): string
}

export function Eliminations<E extends { seat: SeatId }>(props: EliminationsProps<E>) {
  const { nameOf } = useRoom()
  return (
    <Show when={props.list.length > 0} fallback={<p>{props.none}</p>}>
      <ol class="eliminations">
        <For each={props.list}>
          {(out) => (
            <li>
              <strong>{nameOf(out.seat)}</strong> {props.card(out)}
              <span class="muted">
                {' · '}
                {props.when(out)} · {props.cause(out)}
              </span>
            </li>
          )}
        </For>
      </ol>
    </Show>
  )
}
