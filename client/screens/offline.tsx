/**
 * A room that cannot be reached while there is nothing to show yet (opened offline from the cached
 * app, or the connection failed before the first state): says the seat is kept and that the app
 * reconnects by itself, so nobody reloads or leaves.
 */
import { Show } from 'solid-js'
import { tr } from '../lib/i18n'

/** `seated`: this device holds a seat in the room (else it was about to join for the first time). */
export function OfflineScreen(props: { seated: boolean }) {
  return (
    <main class="page">
      <section class="panel offline" role="status" aria-live="polite" data-testid="offline">
        <h1>
          <span class="offline-symbol" aria-hidden="true">⚠ </span>
          {tr('ui.offline.title')}
        </h1>
        <Show when={props.seated} fallback={<p>{tr('ui.offline.no_seat')}</p>}>
          <p class="offline-seat">{tr('ui.offline.seat')}</p>
          <p>{tr('ui.offline.body')}</p>
        </Show>
        <p class="muted offline-waiting">
          <span class="spinner" aria-hidden="true" />
          {tr('ui.offline.waiting')}
        </p>
      </section>
    </main>
  )
}
