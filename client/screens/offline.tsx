/**
 * A room that cannot be reached while there is nothing to show yet (opened offline from the cached
 * app, or the connection failed before the first state): says the seat is kept and that the app
 * reconnects by itself, so nobody reloads or leaves.
 */
import { tr } from '../lib/i18n'

export function OfflineScreen() {
  return (
    <main class="page">
      <section class="panel offline" role="status" aria-live="polite" data-testid="offline">
        <h1>
          <span class="offline-symbol" aria-hidden="true">⚠ </span>
          {tr('ui.offline.title')}
        </h1>
        <p class="offline-seat">{tr('ui.offline.seat')}</p>
        <p>{tr('ui.offline.body')}</p>
        <p class="muted offline-waiting">
          <span class="spinner" aria-hidden="true" />
          {tr('ui.offline.waiting')}
        </p>
      </section>
    </main>
  )
}
