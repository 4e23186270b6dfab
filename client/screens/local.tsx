/**
 * A game on this phone alone, with or without a network: the room runs on the device
 * (client/local-host) and this screen talks to it in the same frames as to a server's room, so
 * lobby and game are the room's own screens. There is no link, no table screen and no other phone;
 * the lobby says so. The game is kept on the device: a reload, a closed tab or a restarted phone
 * comes back to it here, until it is ended.
 */
import { createEffect, createSignal, For, Match, onCleanup, onMount, Show, Switch } from 'solid-js'
import type { GameId } from '../../shared/games'
import { NameField } from '../components/name-field'
import { manifestOf } from '../games'
import type { RoomLink } from '../lib/connection'
import { connectRoom } from '../lib/connection'
import { lang, tr } from '../lib/i18n'
import { takeLocalStart } from '../lib/intent'
import { cleanName } from '../lib/names'
import { loadLocalHost } from '../lib/offline-play'
import { roomContext, RoomProvider } from '../lib/room-context'
import { navigate } from '../lib/router'
import { forgetSeat, localGame, savedName } from '../lib/storage'
import { HomeBar } from './home-bar'
import { Joined } from './room'

type Host = Awaited<ReturnType<typeof loadLocalHost>>
type PageHost = Awaited<ReturnType<Host['openPageHost']>>

type Step =
  | { kind: 'loading' }
  /** `storage`: the phone refused to keep the game (full, or a private window), not offline play missing. */
  | { kind: 'unavailable'; storage?: boolean }
  | { kind: 'choose'; host: PageHost; games: readonly GameId[] }
  | { kind: 'joined'; link: RoomLink; host: PageHost }

export function LocalScreen() {
  const [step, setStep] = createSignal<Step>({ kind: 'loading' })
  // The tab's title in the language on screen, also after a switch.
  createEffect(() => (document.title = `${tr('ui.local.title')} · ${tr('ui.app.name')}`))

  async function open(): Promise<void> {
    setStep({ kind: 'loading' })
    let module: Host
    try {
      module = await loadLocalHost()
    } catch {
      // Never opened with a network on this device: the part that runs the room is not here.
      setStep({ kind: 'unavailable' })
      return
    }
    let host: PageHost
    let kept: Awaited<ReturnType<PageHost['current']>>
    try {
      host = await module.openPageHost()
      kept = await host.current()
    } catch {
      // The phone will not keep a game (a private window, storage switched off or full).
      setStep({ kind: 'unavailable', storage: true })
      return
    }
    if (kept) return join(host, kept.code)
    localGame.set(null)
    const games = module.ONE_PHONE_GAMES
    const wanted = takeLocalStart()
    const game = wanted && games.includes(wanted) ? wanted : games.length === 1 ? games[0] : undefined
    const name = cleanName(savedName.get())
    if (game && name) return start(host, game, name)
    setStep({ kind: 'choose', host, games })
  }

  async function start(host: PageHost, game: GameId, name: string): Promise<void> {
    setStep({ kind: 'loading' })
    savedName.set(name)
    let code: string
    try {
      code = await host.create(game, lang())
    } catch {
      // The phone's storage refused (full, or a private window): say so instead of loading for ever.
      setStep({ kind: 'unavailable', storage: true })
      return
    }
    await join(host, code, name)
  }

  async function join(host: PageHost, code: string, name = savedName.get()): Promise<void> {
    localGame.set(code)
    setStep({ kind: 'joined', host, link: connectRoom(code, name || tr('ui.local.player'), false, undefined, false, host.transport) })
  }

  async function end(host: PageHost, link: RoomLink): Promise<void> {
    link.close()
    forgetSeat(link.code)
    localGame.set(null)
    await host.end(link.code)
  }

  onMount(() => void open())
  onCleanup(() => {
    const current = step()
    if (current.kind === 'joined') current.link.close()
    document.title = tr('ui.app.name')
  })

  return (
    <Switch>
      <Match when={step().kind === 'loading'}>
        <HomeBar />
        <main class="page">
          <p class="loading" role="status">{tr('ui.local.loading')}</p>
        </main>
      </Match>
      <Match when={step().kind === 'unavailable'}>
        <HomeBar />
        <main class="page">
          <section class="panel" role="alert" data-testid="local-unavailable">
            <h1>{tr('ui.local.unavailable_title')}</h1>
            <p>{tr((step() as { storage?: boolean }).storage ? 'ui.local.storage_failed' : 'ui.local.unavailable')}</p>
            <button type="button" class="btn btn-primary btn-block" onClick={() => void open()}>
              {tr('ui.conn.retry')}
            </button>
            <button type="button" class="btn btn-block" onClick={() => navigate('/')}>
              {tr('ui.nav.home')}
            </button>
          </section>
        </main>
      </Match>
      <Match when={(() => { const s = step(); return s.kind === 'choose' ? s : false })()}>
        {(choose) => <ChooseGame games={choose().games} onStart={(game, name) => void start(choose().host, game, name)} />}
      </Match>
      <Match when={(() => { const s = step(); return s.kind === 'joined' ? s : false })()}>
        {(joined) => (
          <RoomProvider value={roomContext(joined().link, { end: () => end(joined().host, joined().link) })}>
            <Joined />
          </RoomProvider>
        )}
      </Match>
    </Switch>
  )
}

/** The first player's name and, when several games can be played on one phone, which one. */
function ChooseGame(props: { games: readonly GameId[]; onStart(game: GameId, name: string): void }) {
  const [name, setName] = createSignal(savedName.get())
  const [game, setGame] = createSignal<GameId | undefined>(props.games[0])
  const [error, setError] = createSignal<string | null>(null)
  const submit = (event: Event) => {
    event.preventDefault()
    const clean = cleanName(name())
    if (!clean) {
      setError('error.name_empty')
      return
    }
    const chosen = game()
    if (chosen) props.onStart(chosen, clean)
  }
  return (
    <>
      <HomeBar />
      <main class="page">
        <form class="panel" onSubmit={submit} aria-labelledby="local-choose-title">
          <h1 id="local-choose-title">{tr('ui.local.title')}</h1>
          <p class="hint">{tr('ui.local.about')}</p>
          <NameField id="local-name" value={name()} error={error()} onInput={setName} />
          <Show when={props.games.length > 1}>
            <fieldset class="games">
              <legend>{tr('ui.home.pick_game')}</legend>
              <For each={props.games}>
                {(id) => (
                  <label class="game-choice" classList={{ chosen: game() === id }}>
                    <input type="radio" name="local-game" value={id} checked={game() === id} onChange={() => setGame(id)} />
                    <span class="game-choice-body">
                      <span class="game-name">{manifestOf(id)?.name[lang()] ?? id}</span>
                    </span>
                  </label>
                )}
              </For>
            </fieldset>
          </Show>
          <button type="submit" class="btn btn-primary btn-block" data-testid="local-start">
            {tr('ui.local.start')}
          </button>
        </form>
      </main>
    </>
  )
}
