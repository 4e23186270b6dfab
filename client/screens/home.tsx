/** The start screen: your name, a game, "create room"; a game on this phone alone; or a code to join a friend's room. */
import { createSignal, For, Show } from 'solid-js'
import type { GameId } from '../../shared/games'
import { NameField } from '../components/name-field'
import { manifestOf, manifests } from '../games'
import { createRoom, rulesUrl } from '../lib/api'
import { lang, tr } from '../lib/i18n'
import { autoJoin, startLocal } from '../lib/intent'
import { cleanName } from '../lib/names'
import { isRoomCode, normaliseRoomCode, roomPath } from '../lib/room-code'
import { LOCAL_PATH, navigate } from '../lib/router'
import { localGame, savedName } from '../lib/storage'
import { BackToRoom } from './back-to-room'

/** The games one phone passed round can play, named where the home screen offers that. */
const ONE_PHONE = manifests.filter((manifest) => manifest.onePhone)

export function Home() {
  const [name, setName] = createSignal(savedName.get())
  const [game, setGame] = createSignal<GameId>(manifests[0]!.id)
  const [code, setCode] = createSignal('')
  // The errors' text keys, not their texts: an error on screen follows a switch of the language.
  const [nameError, setNameError] = createSignal<string | null>(null)
  const [codeError, setCodeError] = createSignal<string | null>(null)
  const [createError, setCreateError] = createSignal<string | null>(null)
  const [busy, setBusy] = createSignal(false)

  function takeName(): string | null {
    const clean = cleanName(name())
    if (!clean) {
      setNameError('error.name_empty')
      document.getElementById('home-name')?.focus()
      return null
    }
    setNameError(null)
    savedName.set(clean)
    return clean
  }

  async function create(event: Event): Promise<void> {
    event.preventDefault()
    setCreateError(null)
    if (!takeName() || busy()) return
    setBusy(true)
    try {
      const room = await createRoom(game(), lang())
      autoJoin(room)
      navigate(roomPath(room))
    } catch {
      setCreateError('ui.home.create_failed')
    } finally {
      setBusy(false)
    }
  }

  /** A game on this phone alone: no network needed, so no room to create on the server. */
  function playHere(): void {
    // A game kept on this phone goes on; a new one needs the first player's name.
    if (!localGame.get() && !takeName()) return
    startLocal(game())
    navigate(LOCAL_PATH)
  }

  function join(event: Event): void {
    event.preventDefault()
    const normal = normaliseRoomCode(code())
    if (!isRoomCode(normal)) {
      setCodeError('ui.home.code_invalid')
      return
    }
    setCodeError(null)
    // With a name typed already, go straight in; otherwise the room page asks for one.
    const clean = cleanName(name())
    if (clean) {
      savedName.set(clean)
      autoJoin(normal)
    }
    navigate(roomPath(normal))
  }

  return (
    <main class="page home">
      <header class="hero">
        <h1>{tr('ui.app.name')}</h1>
        <p class="pitch">{tr('ui.app.pitch')}</p>
      </header>

      <BackToRoom />

      <section class="panel">
        <NameField id="home-name" value={name()} error={nameError()} onInput={setName} />
      </section>

      <form class="panel" onSubmit={create} aria-labelledby="home-new">
        <h2 id="home-new">{tr('ui.home.new_room')}</h2>
        <fieldset class="games">
          <legend>{tr('ui.home.pick_game')}</legend>
          <For each={manifests}>
            {({ id, name, pitch, players }) => (
              <label class="game-choice" classList={{ chosen: game() === id }}>
                <input
                  type="radio"
                  name="game"
                  value={id}
                  data-testid={`home-game-${id}`}
                  checked={game() === id}
                  onChange={() => setGame(id)}
                />
                <span class="game-choice-body">
                  <span class="game-name">{name[lang()]}</span>
                  <span class="game-pitch">{pitch[lang()]}</span>
                  <span class="game-meta">
                    {tr('ui.game.players', players)}
                    {' · '}
                    <a href={rulesUrl(id, lang())} target="_blank" rel="noopener">
                      {tr('ui.game.rules')}
                    </a>
                  </span>
                </span>
              </label>
            )}
          </For>
        </fieldset>
        <button type="submit" class="btn btn-primary btn-block" data-testid="home-create" disabled={busy()}>
          {busy() ? tr('ui.home.creating') : (manifestOf(game())?.labels?.create?.[lang()] ?? tr('ui.home.create'))}
        </button>
        <p class="field-error" aria-live="polite">{createError() === null ? null : tr(createError()!)}</p>
      </form>

      <section class="panel play-here" aria-labelledby="home-here-title">
        <h2 id="home-here-title">{tr('ui.home.here_title')}</h2>
        <p class="hint" id="home-here-hint">{tr('ui.home.here_hint')}</p>
        <p class="hint" id="home-here-games" data-testid="home-here-games">
          {tr('ui.home.here_games', { games: ONE_PHONE.map((m) => m.name[lang()]).join(', ') })}
        </p>
        <button type="button" class="btn btn-block" data-testid="home-here" aria-describedby="home-here-hint home-here-games" onClick={playHere}>
          {localGame.get() ? tr('ui.home.here_continue') : tr('ui.home.here')}
        </button>
      </section>

      <form class="panel" onSubmit={join} aria-labelledby="home-join-title">
        <h2 id="home-join-title">{tr('ui.home.join_title')}</h2>
        <div class="field">
          <label for="home-code">{tr('ui.home.code')}</label>
          <div class="row">
            <input
              id="home-code"
              data-testid="home-code"
              class="code-input"
              type="text"
              inputMode="text"
              autocomplete="off"
              autocapitalize="characters"
              spellcheck={false}
              placeholder="ABC234"
              value={code()}
              onInput={(event) => setCode(event.currentTarget.value)}
              aria-invalid={codeError() !== null}
              aria-describedby="home-code-error"
            />
            <button type="submit" class="btn" data-testid="home-join">
              {tr('ui.home.join')}
            </button>
          </div>
          <Show when={codeError()}>
            <p id="home-code-error" class="field-error" aria-live="polite">{tr(codeError()!)}</p>
          </Show>
        </div>
      </form>
    </main>
  )
}
