/** A running (or finished) game: the game's own screens, loaded on demand, plus the platform around them. */
import { createResource, Match, Show, Switch } from 'solid-js'
import { Dynamic } from 'solid-js/web'
import { HostControls } from '../components/host-controls'
import { LeaveRoom } from '../components/leave-room'
import { StopGame } from '../components/stop-game'
import { loadGame } from '../games'
import { tr } from '../lib/i18n'
import type { KeptEnd } from '../lib/end-kept'
import { keptValue } from '../lib/kept-value'
import { useRoom } from '../lib/room-context'

/**
 * `kept`: the end of the room's last game, shown after the host asked for another round until this
 * phone goes to the lobby (`onLobby`; client/lib/end-kept.ts).
 */
export function GameScreen(props: { kept?: KeptEnd; onLobby?: () => void }) {
  const { link, local } = useRoom()
  const current = () => link.state.current!
  const room = () => current().room
  const you = () => current().you
  const isHost = () => you() !== null && room().host === you()
  const isModerator = () => you() !== null && room().moderator === you()
  const [module, { refetch }] = createResource(() => room().game, loadGame)
  // The game's screens never see the view go: "another round" takes the room to the lobby and the
  // view to null in one frame, and a part of the end screen still updating then would read null.
  const view = keptValue(() => props.kept?.view ?? current().view)
  const ended = () => room().phase === 'ended' || props.kept !== undefined

  return (
    <main class="page game">
      <Show when={room().phase === 'playing' && isHost()}>
        <HostControls showSkip={!isModerator()} />
      </Show>
      <Show when={room().paused}>
        <div class="banner banner-info" role="status">{tr('ui.game.paused')}</div>
      </Show>
      <Switch fallback={<p class="loading" role="status">{tr('ui.conn.loading')}</p>}>
        <Match when={module.error}>
          <div class="panel" role="alert">
            <p>{tr('ui.conn.load_failed')}</p>
            <button type="button" class="btn" onClick={() => refetch()}>
              {tr('ui.conn.retry')}
            </button>
          </div>
        </Match>
        <Match when={current().view === null && !props.kept}>
          <p class="panel">{tr('ui.game.no_view')}</p>
        </Match>
        <Match when={module()}>
          {(game) => (
            <Show when={ended()} fallback={<Dynamic component={game().Game} view={view()} />}>
              <section class="end-screen" data-testid="end-screen">
                <Dynamic component={game().Game} view={view()} />
                <Show when={props.onLobby} fallback={<Rematch host={isHost()} />}>
                  {(onLobby) => <NextRound onLobby={onLobby()} />}
                </Show>
              </section>
            </Show>
          )}
        </Match>
      </Switch>
      <Show when={current().you !== null}>
        <LeaveRoom />
      </Show>
      {/* Last, so that every other phone's screen is laid out as the host's. A game on this device
          is ended by its own "end" above: every seat is on this phone. */}
      <Show when={room().phase === 'playing' && isHost() && !local}>
        <StopGame />
      </Show>
    </main>
  )
}

/** The host has opened the next round: it waits in the lobby, where this phone goes when its person is done reading. */
function NextRound(props: { onLobby(): void }) {
  return (
    <div class="panel next-round" role="status" data-testid="next-round">
      <p>{tr('ui.end.next_round')}</p>
      <button type="button" class="btn btn-primary btn-block" data-testid="to-lobby" onClick={() => props.onLobby()}>
        {tr('ui.end.to_lobby')}
      </button>
    </div>
  )
}

function Rematch(props: { host: boolean }) {
  const { link } = useRoom()
  return (
    <div class="panel rematch">
      <Show when={props.host} fallback={<p class="waiting">{tr('ui.end.waiting_rematch')}</p>}>
        <button type="button" class="btn btn-primary btn-block btn-big" data-testid="rematch" onClick={() => link.command({ type: 'rematch' })}>
          {tr('ui.end.rematch')}
        </button>
      </Show>
    </div>
  )
}
