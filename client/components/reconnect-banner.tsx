/** Says so while the connection is down; partysocket is already reconnecting. */
import { Show } from 'solid-js'
import type { LinkStatus } from '../lib/connection'
import { tr } from '../lib/i18n'

export function ReconnectBanner(props: { status: LinkStatus }) {
  return (
    <div class="banner-slot" role="status" aria-live="polite">
      <Show when={props.status === 'connecting'}>
        <div class="banner banner-warn">
          <span class="spinner" aria-hidden="true" />
          {tr('ui.conn.reconnecting')}
        </div>
      </Show>
    </div>
  )
}
