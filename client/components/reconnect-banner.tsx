/**
 * Says so while the room cannot be reached (no network, or the connection dropped): the seat is
 * kept, and the connection is already trying again. Not while a first connection is being made:
 * there is nothing lost to tell of, and the screen says it is connecting. A room on this device
 * (`local`) needs no network: it is down only while it starts again from storage (a write failed).
 */
import { Show } from 'solid-js'
import { tr } from '../lib/i18n'
import { online } from '../lib/network'

export function ReconnectBanner(props: { down: boolean; local?: boolean }) {
  return (
    <div class="banner-slot" role="status" aria-live="polite">
      <Show when={(!props.local && !online()) || props.down}>
        <div class="banner banner-warn" data-testid="offline-banner">
          <span class="spinner" aria-hidden="true" />
          {tr(props.local ? 'ui.local.restarting' : 'ui.offline.banner_room')}
        </div>
      </Show>
    </div>
  )
}
