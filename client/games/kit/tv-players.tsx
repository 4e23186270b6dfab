/**
 * Everyone at the table on the table screen: large name tiles, each with what the whole table
 * knows of that seat (in or out, a turned-over card, votes received, whom the step is about) and
 * whether the phone is away. It draws only what it is given from the game's public view.
 */
import { For, Show, type JSX } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import './tv.css'

/** One seat's tile. */
export interface TvSeat {
  seat: SeatId
  alive: boolean
  /** Public facts drawn under the name (a card, a tag), or nothing. */
  detail?: JSX.Element
  /** What the step makes of this seat: the one it is about (`now`), one of the tied, a winner. */
  mark?: 'now' | 'tied' | 'winner' | null
}

/** `outTag: false` leaves out the word "out" where the detail says how and when (an end reveal). */
export function TvPlayers(props: { seats: readonly TvSeat[]; label: string; testid?: string; outTag?: boolean }) {
  const { nameOf, link } = useRoom()
  const away = (seat: SeatId) => {
    const info = link.state.current?.room.seats.find((s) => s.id === seat)
    return info !== undefined && !info.connected && !info.left
  }
  return (
    <ul class="tv-players" aria-label={props.label} data-testid={props.testid ?? 'tv-players'}>
      <For each={props.seats}>
        {(entry) => (
          <li class="tv-player" classList={{ out: !entry.alive, [`mark-${entry.mark}`]: !!entry.mark }} data-seat={entry.seat} data-alive={entry.alive ? 'true' : 'false'}>
            <span class="tv-player-name">{nameOf(entry.seat)}</span>
            <Show when={!entry.alive || entry.detail || away(entry.seat)}>
              <span class="tv-player-detail">
                <Show when={!entry.alive && props.outTag !== false}>
                  <span class="tv-tag">{tr('ui.table.out')}</span>
                </Show>
                {entry.detail}
                <Show when={away(entry.seat) && entry.alive}>
                  <span class="tv-tag tv-away">
                    <span aria-hidden="true">⚡︎ </span>
                    {tr('ui.table.away')}
                  </span>
                </Show>
              </span>
            </Show>
          </li>
        )}
      </For>
    </ul>
  )
}
