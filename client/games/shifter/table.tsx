/**
 * Everyone at the table, as the whole table may know them: in or out. A shifter's fellow shifters
 * carry a wolf mark, but only while that shifter's card is open: the list is as easy for a
 * neighbour to read as for its owner.
 */
import { For, Show } from 'solid-js'
import type { ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'

export function Table(props: { view: ShifterView; cardShown: boolean; open?: boolean }) {
  const { nameOf, link } = useRoom()
  const you = () => link.state.current?.you ?? null
  const marked = (seat: string) => props.cardShown && (props.view.me?.mates.includes(seat) ?? false)
  return (
    <details class="panel table" open={props.open}>
      <summary>{tr('ui.shifter.table', { alive: props.view.players.filter((p) => p.alive).length, all: props.view.players.length })}</summary>
      <ul class="table-list">
        <For each={props.view.players}>
          {(player) => (
            <li classList={{ out: !player.alive, you: player.seat === you() }}>
              <span class="seat-name">
                {nameOf(player.seat)}
                <Show when={player.seat === you()}>
                  <span class="tag">{tr('ui.shifter.you')}</span>
                </Show>
                <Show when={!player.alive}>
                  <span class="tag">✝ {tr('ui.shifter.out')}</span>
                </Show>
              </span>
              <Show when={marked(player.seat)}>
                <span class="sh-mark" data-testid={`shifter-mark-${player.seat}`}>
                  <span aria-hidden="true">🐺</span> {tr('ui.shifter.card.shifter_mark')}
                </span>
              </Show>
            </li>
          )}
        </For>
      </ul>
    </details>
  )
}
