/** The lobby: share the room, see who is here, get ready; the host sets the game up and starts it. */
import { createResource, createSignal, For, Show } from 'solid-js'
import { Dynamic } from 'solid-js/web'
import type { Notice } from '../../shared/notice'
import { getsReady, type SeatInfo } from '../../shared/protocol'
import { ConfirmDialog } from '../components/confirm-dialog'
import { LeaveRoom } from '../components/leave-room'
import { PlayerList } from '../components/player-list'
import { SharePanel } from '../components/share-panel'
import { loadGame, manifestOf, manifests } from '../games'
import { rulesUrl } from '../lib/api'
import { lang, tr } from '../lib/i18n'
import { tablePath } from '../lib/room-code'
import { online } from '../lib/network'
import { rulesAtHand } from '../lib/offline-play'
import { useRoom } from '../lib/room-context'

export function Lobby() {
  const { link, text, local } = useRoom()
  const current = () => link.state.current!
  const room = () => current().room
  const you = () => current().you
  const isHost = () => you() !== null && room().host === you()
  /** Who would play if the game started now: players but the moderator. */
  const playerCount = () => room().seats.filter((s) => s.kind === 'player' && s.id !== room().moderator).length
  const [module] = createResource(() => room().game, loadGame)
  const check = () => room().check
  /** One phone passed round, on the host's device: no invitation, no list of phones (the settings list the players). */
  const onePhone = () => isHost() && (module()?.onePhone?.(room().options) ?? false)
  /** A game on this phone offline opens the rules page only if the phone kept it. */
  const [rulesKept] = createResource(() => (local && !online() ? { game: room().game, lang: lang() } : false), ({ game, lang }) => rulesAtHand(game, lang))

  return (
    <main class="page lobby">
      {/* The page's heading for screen readers; sighted players see the room bar and the panels. */}
      <h1 class="sr-only">{tr('ui.lobby.heading', { game: manifestOf(room().game)?.name[lang()] ?? room().game })}</h1>
      <Show when={local}>
        <LocalNote />
      </Show>
      {/* A passed phone lists its players where they are typed (the game's settings) and invites nobody. */}
      <Show when={!local && !onePhone()}>
        <SharePanel code={room().code} />
        <PlayerList hostView={isHost()} />
      </Show>

      <section class="panel" aria-labelledby="settings-title">
        <h2 id="settings-title">
          {manifestOf(room().game)?.name[lang()] ?? room().game}
          <Show when={manifestOf(room().game)}>
            {(m) => <span class="muted"> · {tr('ui.game.players', m().players)}</span>}
          </Show>
        </h2>
        {/* The rules page comes from the server, or offline from the copy the phone kept. */}
        <Show when={!local || online() || rulesKept()}>
          <p>
            <a class="rules-link" href={rulesUrl(room().game, lang())} target="_blank" rel="noopener">
              {tr('ui.game.rules')}
            </a>
          </p>
        </Show>
        <Show when={!isHost()}>
          <p class="muted">{tr('ui.lobby.settings_readonly')}</p>
        </Show>
        <Show when={module()} fallback={<p class="loading">{tr('ui.conn.loading')}</p>}>
          {(game) => (
            <Dynamic
              component={game().Settings}
              options={room().options}
              players={playerCount()}
              editable={isHost()}
              onChange={(options: unknown) => link.command({ type: 'options', options })}
            />
          )}
        </Show>
        <Show when={isHost()}>
          <button type="button" class="btn btn-small btn-ghost" onClick={() => link.command({ type: 'options', options: null })}>
            {tr('ui.lobby.recommended')}
          </button>
        </Show>

        <h3>{tr('ui.lobby.split')}</h3>
        <ul class="preview">
          <For each={room().preview}>{(line) => <li>{text(line)}</li>}</For>
        </ul>
        <For each={(() => { const c = check(); return c.ok ? c.warnings : [] })()}>
          {(warning) => <p class="check-warn">{text(warning)}</p>}
        </For>
      </section>

      <Show when={isHost() && !local}>
        <section class="panel" aria-labelledby="host-title">
          <h2 id="host-title">{tr('ui.lobby.host_tools')}</h2>
          <p>
            <a class="btn" href={tablePath(room().code)} target="_blank" rel="noopener" data-testid="open-table">
              {tr('ui.tablescreen.open')}
            </a>
          </p>
          <p class="hint">{tr('ui.tablescreen.open_hint')}</p>
          <GamePicker />
          <ModeratorPicker />
        </section>
      </Show>
      <LeaveRoom />

      <LobbyFooter readyMarks={!local && !onePhone()} startWarning={isHost() ? (module()?.startWarning ?? null) : null} />
    </main>
  )
}

/** In place of the link to share, for a game on this device: why there is none, and that no network is needed. */
function LocalNote() {
  return (
    <section class="panel local-note" aria-labelledby="local-note-title" data-testid="local-note">
      <h2 id="local-note-title">{tr('ui.local.note_title')}</h2>
      <p>{tr('ui.local.note')}</p>
    </section>
  )
}

/**
 * The host's choice of a moderator: any person in the room (never the table screen, which shows
 * what everyone may see). The moderator's phone shows every secret, so the host is asked first.
 */
/**
 * The next game of the evening, in the same room: nobody needs a new link. The settings start from
 * the new game's recommendation; the lobby says what the head count allows.
 */
function GamePicker() {
  const { link } = useRoom()
  const room = () => link.state.current!.room
  return (
    <div class="field">
      <label for="lobby-game">{tr('ui.lobby.game')}</label>
      <select
        id="lobby-game"
        data-testid="lobby-game"
        value={room().game}
        onChange={(event) => {
          const game = event.currentTarget.value
          // The choice shows once the room has taken it.
          event.currentTarget.value = room().game
          link.command({ type: 'game', game })
        }}
      >
        <For each={manifests}>
          {(m) => <option value={m.id}>{`${m.name[lang()]} (${tr('ui.game.players', m.players)})`}</option>}
        </For>
      </select>
    </div>
  )
}

function ModeratorPicker() {
  const { link } = useRoom()
  const room = () => link.state.current!.room
  const people = () => room().seats.filter((s) => s.kind !== 'table' && !s.left)
  const [asked, setAsked] = createSignal<SeatInfo | null>(null)
  let select!: HTMLSelectElement
  return (
    <div class="field">
      <label for="moderator">{tr('ui.lobby.moderator')}</label>
      <select
        ref={select}
        id="moderator"
        value={room().moderator ?? ''}
        onChange={(event) => {
          const seat = people().find((s) => s.id === event.currentTarget.value) ?? null
          // The choice shows only once the room has taken it; until then the select keeps the current one.
          event.currentTarget.value = room().moderator ?? ''
          if (seat === null) link.command({ type: 'moderator', seat: null })
          else setAsked(seat)
        }}
      >
        <option value="">{tr('ui.lobby.no_moderator')}</option>
        <For each={people()}>{(seat) => <option value={seat.id}>{seat.name}</option>}</For>
      </select>
      <p class="hint">{tr('ui.lobby.moderator_hint')}</p>
      <ConfirmDialog
        open={asked() !== null}
        title={tr('ui.lobby.moderator_confirm', { name: asked()?.name ?? '' })}
        body={tr('ui.lobby.moderator_body', { name: asked()?.name ?? '' })}
        confirmLabel={tr('ui.lobby.moderator_do')}
        onConfirm={() => {
          const seat = asked()
          if (seat) link.command({ type: 'moderator', seat: seat.id })
        }}
        onClose={() => {
          setAsked(null)
          select.value = room().moderator ?? ''
        }}
      />
    </div>
  )
}

/**
 * What everyone waits for, kept at the bottom of the screen: the host's Start (with the reason it
 * cannot start yet, or how many are ready), a player's "I am ready", and what the game is waiting
 * for. `readyMarks`: the players tap "I am ready" on phones of their own (not one phone passed
 * round, not a game on this phone alone).
 */
function LobbyFooter(props: { readyMarks: boolean; startWarning: ((warnings: readonly Notice[]) => Notice | null) | null }) {
  const { link, text } = useRoom()
  const room = () => link.state.current!.room
  const you = () => link.state.current!.you
  const me = () => room().seats.find((s) => s.id === you())
  const isHost = () => you() !== null && room().host === you()
  const mayGetReady = () => {
    const seat = me()
    return seat !== undefined && getsReady(room(), seat)
  }
  const reason = () => {
    const c = room().check
    return c.ok ? null : text(c.reason)
  }
  /** A warning the host must not miss, said right above Start (the settings' warnings are far up the page). */
  const warning = () => {
    const c = room().check
    const line = c.ok && props.startWarning ? props.startWarning(c.warnings) : null
    return line ? text(line) : null
  }
  /** The host's note once the game can start: whether the others have said they are ready (nobody waits for it). */
  const readiness = () => {
    const others = props.readyMarks ? room().seats.filter((s) => getsReady(room(), s)) : []
    const ready = others.filter((s) => s.ready).length
    if (others.length === 0) return tr('ui.lobby.can_start')
    return ready === others.length ? tr('ui.lobby.all_ready') : tr('ui.lobby.some_ready', { ready, count: others.length })
  }
  return (
    <footer class="lobby-footer">
      <Show when={warning()}>
        {(line) => (
          <p class="footer-note check-warn start-warning" id="start-warning" data-testid="start-warning">
            {line()}
          </p>
        )}
      </Show>
      <p class="footer-note" classList={{ 'check-bad': reason() !== null }} id="start-reason" role="status">
        {reason() ?? (isHost() ? readiness() : mayGetReady() && props.readyMarks && !me()?.ready ? tr('ui.lobby.get_ready') : tr('ui.lobby.waiting_host'))}
      </p>
      <Show when={isHost()}>
        <button
          type="button"
          class="btn btn-primary btn-block btn-big"
          data-testid="lobby-start"
          disabled={reason() !== null}
          aria-describedby={warning() ? 'start-warning start-reason' : 'start-reason'}
          onClick={() => link.command({ type: 'start' })}
        >
          {manifestOf(room().game)?.labels?.start?.[lang()] ?? tr('ui.lobby.start')}
        </button>
      </Show>
      <Show when={mayGetReady()}>
        <button
          type="button"
          class="btn btn-block btn-toggle"
          data-testid="lobby-ready"
          aria-pressed={me()?.ready ?? false}
          onClick={() => link.command({ type: 'ready', ready: !(me()?.ready ?? false) })}
        >
          {me()?.ready ? `✓ ${tr('ui.lobby.ready_on')}` : tr('ui.lobby.ready_off')}
        </button>
      </Show>
    </footer>
  )
}
