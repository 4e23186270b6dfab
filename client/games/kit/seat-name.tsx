/** A player's name as a list shows it, tagged "you" on the phone of whoever it is. */
import { Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { useYourSeat } from './your-seat'

export function SeatName(props: { seat: SeatId }) {
  const { nameOf } = useRoom()
  const you = useYourSeat()
  return (
    <>
      {nameOf(props.seat)}
      <Show when={props.seat === you()}>
        <span class="tag">{tr('ui.players.you')}</span>
      </Show>
    </>
  )
}
