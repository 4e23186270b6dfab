/**
 * The lobby on the table screen: the way in (QR code, link and room code, all on the first
 * screen) beside the game, who is here and what the room waits for.
 */
import { For, Show } from 'solid-js'
import { QrCode } from '../components/lazy-qr-code'
import { FitBox } from '../games/kit'
import { manifestOf } from '../games'
import { lang, tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { roomLink } from '../lib/share-origin'
import { STEP_HEADING_ID } from '../lib/step-focus'

export function TableLobby() {
  const { link, text } = useRoom()
  const room = () => link.state.current!.room
  // The address phones reach, also where this screen was opened as localhost (client/lib/share-origin.ts).
  const joinLink = () => roomLink(room().code)
  const players = () => room().seats.filter((s) => s.kind === 'player' && !s.left)
  const manifest = () => manifestOf(room().game)
  const status = () => {
    const c = room().check
    return c.ok ? tr('ui.lobby.waiting_host') : text(c.reason)
  }
  return (
    <main class="tv-main tv-lobby">
      <section class="tv-join" aria-labelledby={STEP_HEADING_ID}>
        <h1 id={STEP_HEADING_ID} tabindex="-1">{tr('ui.tablescreen.join')}</h1>
        <Show when={joinLink()}>
          {(url) => (
            <>
              <QrCode text={url()} label={tr('ui.share.qr_label', { url: url() })} />
              <p class="tv-url" data-testid="table-url">{url()}</p>
            </>
          )}
        </Show>
        {/* A paragraph cannot carry a label: a screen reader hears the code letter by letter from hidden text. */}
        <p class="tv-code">
          <span class="sr-only">{tr('ui.lobby.code_label', { code: room().code.split('').join(' ') })}</span>
          <span class="tv-code-label" aria-hidden="true">{tr('ui.lobby.code')}</span>
          <span class="tv-code-value" aria-hidden="true" data-testid="table-code">{room().code}</span>
        </p>
      </section>
      <FitBox class="tv-who">
        <section aria-labelledby="table-game-title">
          <h2 id="table-game-title">
            {manifest()?.name[lang()] ?? room().game}
            <Show when={manifest()}>{(m) => <span class="muted"> · {tr('ui.game.players', m().players)}</span>}</Show>
          </h2>
          <Show when={manifest()}>{(m) => <p class="tv-pitch">{m().pitch[lang()]}</p>}</Show>
          <h2>{tr('ui.tablescreen.players', { count: players().length })}</h2>
          <Show when={players().length > 0} fallback={<p class="muted">{tr('ui.tablescreen.nobody')}</p>}>
            <ul class="tv-names" data-testid="table-players">
              <For each={players()}>
                {(seat) => (
                  <li>
                    {seat.name}
                    <Show when={seat.ready}>
                      <span class="ready yes"> ✓ {tr('ui.tablescreen.ready')}</span>
                    </Show>
                  </li>
                )}
              </For>
            </ul>
          </Show>
          <p class="tv-status" role="status">{status()}</p>
          <p class="muted">{tr('ui.tablescreen.public_only')}</p>
        </section>
      </FitBox>
    </main>
  )
}
