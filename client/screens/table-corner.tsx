/**
 * The way back in, in a corner of the table screen while a game runs: a phone that lost the
 * room's link scans it (it watches until the next game, or takes its seat back with its token).
 */
import { Show } from 'solid-js'
import { QrCode } from '../components/lazy-qr-code'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { roomLink } from '../lib/share-origin'

export function JoinCorner() {
  const { link } = useRoom()
  const joinLink = () => roomLink(link.code)
  return (
    <aside class="tv-corner" data-testid="table-corner">
      <p class="tv-corner-text">
        <span aria-hidden="true">{tr('ui.tv.corner')}</span>
        <span class="tv-corner-code" aria-label={tr('ui.tv.code', { code: link.code.split('').join(' ') })}>{link.code}</span>
      </p>
      <Show when={joinLink()}>{(url) => <QrCode text={url()} label={tr('ui.tv.corner_label', { url: url() })} />}</Show>
    </aside>
  )
}
