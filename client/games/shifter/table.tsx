/**
 * Everyone at the table (the kit's public table). A shifter's fellow shifters carry a wolf mark,
 * but only while that shifter's covered card is open: the list is as easy for a neighbour to read
 * as for its owner.
 */
import { Show } from 'solid-js'
import type { ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { PlayerTable } from '../kit'

export function Table(props: { view: ShifterView; cardShown: boolean; open?: boolean }) {
  const marked = (seat: string) => props.cardShown && (props.view.me?.mates.includes(seat) ?? false)
  return (
    <PlayerTable
      players={props.view.players}
      open={props.open}
      detail={(seat) => (
        <Show when={marked(seat)}>
          <span class="sh-mark" data-testid={`shifter-mark-${seat}`}>
            <span aria-hidden="true">🐺</span> {tr('ui.shifter.card.shifter_mark')}
          </span>
        </Show>
      )}
    />
  )
}
