/**
 * Sending a choice made on the covered card (a second lover, a potion, a pick made again after a
 * name from elsewhere). Only some roles ever choose on the card, so a refusal — the step ended as
 * the choice went out, the connection dropped — is told on the card, never as a toast: a toast on
 * their phones alone, or read out by a screen reader, would say to the table who chose something.
 */
import { type Accessor, createSignal, Show } from 'solid-js'
import type { Notice } from '../../../shared/notice'
import { Refused } from '../../lib/connection'
import { useRoom } from '../../lib/room-context'

/** The id of the refusal's line, for the card's confirm button to be described by. */
export const CARD_REFUSAL_ID = 'card-refused'

/** Sends the card's choices quietly; `refusal` is why the last one in this step was not taken. */
export function useCardSend(stage: () => number): { send(action: unknown): Promise<void>; refusal: Accessor<Notice | null> } {
  const { link } = useRoom()
  const [refused, setRefused] = createSignal<{ stage: number; notice: Notice } | null>(null)
  function send(action: unknown): Promise<void> {
    const at = stage()
    setRefused(null)
    const sent = link.act(action, undefined, { quiet: true })
    sent.catch((error: unknown) => setRefused({ stage: at, notice: error instanceof Refused ? error.notice : { key: 'ui.conn.not_sent' } }))
    return sent
  }
  const refusal = () => {
    const r = refused()
    return r && r.stage === stage() ? r.notice : null
  }
  return { send, refusal }
}

/** The refusal's line on the card, beside its confirm. */
export function CardRefusal(props: { notice: Notice | null }) {
  const { text } = useRoom()
  return (
    <Show when={props.notice}>
      {(notice) => (
        <p class="hint card-refused" id={CARD_REFUSAL_ID} data-testid="card-refused">
          {text(notice())}
        </p>
      )}
    </Show>
  )
}
