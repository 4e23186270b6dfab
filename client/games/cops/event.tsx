/** The day's event card: big while it is read, small for the rest of the day. */
import { Show } from 'solid-js'
import type { CopsEventCard, CopsEventId } from '../../../shared/views/cops'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'

/** One symbol per event card. New events fall back to the dice. */
const EVENT_SYMBOL: Partial<Record<CopsEventId, string>> = { clearSight: '☀️', courtOrder: '⚖️' }

/** The event card's symbol, the same on the phones and the table screen. */
export const eventSymbol = (event: CopsEventId): string => EVENT_SYMBOL[event] ?? '🎲'

export function EventCard(props: { card: CopsEventCard; big: boolean }) {
  const { text } = useRoom()
  return (
    <section class="panel cops-event" classList={{ big: props.big }} aria-labelledby="cops-event-title" data-testid="event-card" data-event={props.card.event}>
      <p class="cops-event-kicker">{tr('ui.cops.event_of_day', { day: props.card.day })}</p>
      <h2 id="cops-event-title">
        <span class="cops-event-symbol" aria-hidden="true">{eventSymbol(props.card.event)}</span> {text(props.card.title)}
      </h2>
      <Show when={props.big}>
        <p>{text(props.card.text)}</p>
      </Show>
    </section>
  )
}
