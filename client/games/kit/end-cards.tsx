/** The end's table of cards: every player with what they were, out or still in, the winners marked. */
import { For, Show, type JSX } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import { useRoom } from '../../lib/room-context'

export interface EndCardsProps<R extends { seat: SeatId; alive: boolean }> {
  rows: readonly R[]
  winners: readonly SeatId[]
  /** The tag on a winner's row. */
  winnerLabel: string
  /** What the player was (their role or card). */
  card(row: R): JSX.Element
  /** A mark after the name (a lover's heart), or nothing. */
  mark?(row: R): JSX.Element
}

export function EndCards<R extends { seat: SeatId; alive: boolean }>(props: EndCardsProps<R>) {
  const { nameOf } = useRoom()
  const won = (seat: SeatId) => props.winners.includes(seat)
  return (
    <ul class="table-list">
      <For each={props.rows}>
        {(row) => (
          <li classList={{ out: !row.alive, winner: won(row.seat) }} data-testid={`end-${row.seat}`}>
            <span class="seat-name">
              {nameOf(row.seat)}
              {props.mark?.(row)}
            </span>
            {props.card(row)}
            <Show when={won(row.seat)}>
              <span class="tag tag-host">{props.winnerLabel}</span>
            </Show>
          </li>
        )}
      </For>
    </ul>
  )
}
