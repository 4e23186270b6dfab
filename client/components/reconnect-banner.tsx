/**
 * Says so while the room cannot be reached (no network, or the connection dropped): the seat is
 * kept, and partysocket is already reconnecting. A room on this device (`local`) needs no network.
 */
import { Show } from 'solid-js'
import type { LinkStatus } from '../lib/connection'
import { tr } from '../lib/i18n'
import { online } from '../lib/network'

export function ReconnectBanner(props: { status: LinkStatus; local?: boolean }) {
  return (
    <div class="banner-slot" role="status" aria-live="polite">
      <Show when={(!props.local && !online()) || props.status === 'connecting'}>
        <div class="banner banner-warn" data-testid="offline-banner">
          <span class="spinner" aria-hidden="true" />
          {tr('ui.offline.banner_room')}
        </div>
      </Show>
    </div>
  )
}
