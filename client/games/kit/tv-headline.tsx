/**
 * The top of an end reveal on the table screen: who won, in the largest type, and why — unless
 * the narration above already tells why in the same words.
 */
import { Show } from 'solid-js'
import type { Notice } from '../../../shared/notice'
import type { ViewHeader } from '../../../shared/views/header'
import { useRoom } from '../../lib/room-context'
import './tv.css'

export function TvHeadline(props: { view: ViewHeader; headline: string; reason?: Notice; note?: string }) {
  const { text } = useRoom()
  const reason = () => {
    const why = props.reason ? text(props.reason) : ''
    return why && !props.view.announcements.some((line) => text(line) === why) ? why : null
  }
  return (
    <header class="tv-headline">
      <h1>{props.headline}</h1>
      <Show when={reason()}>
        <p class="tv-reason">{reason()}</p>
      </Show>
      <Show when={props.note}>
        <p class="tv-note">{props.note}</p>
      </Show>
    </header>
  )
}
