/**
 * Everyone at the table, as the whole table may know them: in or out, connected or not, and what
 * the game has made public about each (a turned-over card). Never the viewer's own secret: a
 * neighbour reads this list as easily as its owner.
 */
import { For, Show, type JSX } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'

export interface TablePlayer {
  seat: SeatId
  alive: boolean
}

export interface PlayerTableProps {
  players: readonly TablePlayer[]
  /** Public facts about a seat (a turned-over card, how it went out); null for none. */
  detail?: (seat: SeatId) => JSX.Element | null
  /** The moderator's and the end screen's table: open, every detail shown. */
  open?: boolean
}

export function PlayerTable(props: PlayerTableProps) {
  const { nameOf, link } = useRoom()
  // A device holding several seats (a phone passed round) is nobody's in particular.
  const you = () => (link.more().length > 0 ? null : (link.state.current?.you ?? null))
  const connected = (seat: SeatId) => link.state.current?.room.seats.find((s) => s.id === seat)?.connected ?? false
  return (
    <details class="panel table" open={props.open}>
      <summary>{tr('ui.table.title', { alive: props.players.filter((p) => p.alive).length, all: props.players.length })}</summary>
      <ul class="table-list">
        <For each={props.players}>
          {(player) => (
            <li classList={{ out: !player.alive, you: player.seat === you() }} data-testid={`table-${player.seat}`}>
              <span class="seat-name">
                {nameOf(player.seat)}
                <Show when={player.seat === you()}>
                  <span class="tag">{tr('ui.table.you')}</span>
                </Show>
                <Show when={!player.alive}>
                  <span class="tag">{tr('ui.table.out')}</span>
                </Show>
                <Show when={!connected(player.seat)}>
                  <span class="tag tag-away" title={tr('ui.table.away')}>
                    <span aria-hidden="true">⚡︎ </span>
                    {tr('ui.table.away')}
                  </span>
                </Show>
              </span>
              <Show when={props.detail?.(player.seat)}>{(detail) => detail()}</Show>
            </li>
          )}
        </For>
      </ul>
    </details>
  )
}
