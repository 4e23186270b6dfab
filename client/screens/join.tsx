/** Opening a room link: ask for a name (prefilled), or say the room does not exist. */
import { createSignal, onMount, Show } from 'solid-js'
import { MAX_SWITCH_CODE_INPUT, normaliseSwitchCode } from '../../shared/switch-code'
import { NameField } from '../components/name-field'
import { manifestOf } from '../games'
import type { RoomSummary } from '../lib/api'
import { type EarlyJoin, handOver, restoreFocus } from '../lib/early-join'
import { lang, tr } from '../lib/i18n'
import { cleanName } from '../lib/names'
import { navigate } from '../lib/router'
import { savedName } from '../lib/storage'

/**
 * The join form. `early`: the same form as the page served it before the app had loaded
 * (client/lib/early-join.ts); this one starts where the person left that one, caret included.
 */
export function JoinForm(props: { code: string; summary: RoomSummary | null; early?: EarlyJoin | null; onJoin(name: string, spectate: boolean, switchTo?: string): void }) {
  const early = props.early ?? null
  const [name, setName] = createSignal(early ? early.name : savedName.get())
  const [spectate, setSpectate] = createSignal(early?.spectate ?? false)
  const [error, setError] = createSignal<string | null>(early?.nameError ? 'error.name_empty' : null)
  /** A switch code from the seat's old phone: this phone takes that seat, under its name. */
  const [switchCode, setSwitchCode] = createSignal(early?.switchCode ?? '')
  // Text keys, not texts: an error on screen follows a switch of the language.
  const [switchError, setSwitchError] = createSignal<string | null>(null)
  const running = () => props.summary !== null && props.summary.phase !== 'lobby'
  const names = () => props.summary?.names ?? []
  onMount(() => {
    if (!early) return
    handOver()
    restoreFocus(early.focus)
  })

  function submit(event: Event): void {
    event.preventDefault()
    const typed = switchCode().trim()
    if (typed) {
      // A code that cannot be one is not sent: a wrong code counts against this network.
      const code = normaliseSwitchCode(typed)
      if (code === null) return void setSwitchError('ui.join.switch_invalid')
      return props.onJoin(cleanName(name()) || savedName.get() || '?', false, code)
    }
    const clean = cleanName(name())
    const watching = running() || spectate()
    // Watching needs no name: the room lists a watcher under a plain one (numbered if taken).
    if (!clean && watching) return props.onJoin(tr('ui.join.watcher'), true)
    if (!clean) {
      setError('error.name_empty')
      return
    }
    savedName.set(clean)
    props.onJoin(clean, watching)
  }

  return (
    <main class="page">
      <form class="panel" onSubmit={submit}>
        <h1>{tr('ui.join.title')}</h1>
        <p class="room-code-small" aria-label={tr('ui.lobby.code_label', { code: props.code })}>{props.code}</p>
        <Show when={props.summary}>
          {(summary) => (
            <p>
              {manifestOf(summary().game)?.name[lang()] ?? summary().game} · {tr('ui.join.players', { count: summary().players })}
            </p>
          )}
        </Show>
        <Show when={names().length > 0}>
          <p class="hint">{tr('ui.join.who', { names: names().join(', ') })}</p>
        </Show>
        <Show when={running()}>
          <p class="note">{tr('ui.join.running')}</p>
        </Show>
        <NameField id="join-name" value={name()} error={error()} onInput={setName} autofocus={!early} />
        <Show when={running() || spectate()}>
          <p class="hint" data-testid="join-name-optional">{tr('ui.join.name_optional')}</p>
        </Show>
        <Show when={!running()}>
          <label class="switch">
            <input type="checkbox" checked={spectate()} onChange={(event) => setSpectate(event.currentTarget.checked)} />
            <span>{tr('ui.join.spectate')}</span>
          </label>
        </Show>
        <details class="switch-join" open={early?.switchOpen ?? false}>
          <summary>{tr('ui.join.switch')}</summary>
          <div class="field">
            <label for="join-switch">{tr('ui.join.switch_code')}</label>
            <input
              id="join-switch"
              data-testid="join-switch"
              type="text"
              autocomplete="off"
              autocapitalize="characters"
              spellcheck={false}
              maxLength={MAX_SWITCH_CODE_INPUT}
              value={switchCode()}
              onInput={(event) => {
                setSwitchCode(event.currentTarget.value)
                setSwitchError(null)
              }}
              aria-invalid={switchError() !== null}
              aria-describedby={switchError() === null ? 'join-switch-hint' : 'join-switch-error join-switch-hint'}
            />
            <Show when={switchError()}>
              {(key) => (
                <p id="join-switch-error" class="field-error" role="alert">
                  {tr(key())}
                </p>
              )}
            </Show>
            <p id="join-switch-hint" class="hint">{tr('ui.join.switch_hint')}</p>
          </div>
        </details>
        <button type="submit" class="btn btn-primary btn-block" data-testid="join-submit">
          {running() ? tr('ui.join.watch') : (manifestOf(props.summary?.game ?? '')?.labels?.join?.[lang()] ?? tr('ui.join.submit'))}
        </button>
        <button type="button" class="btn btn-ghost btn-block" onClick={() => navigate('/')}>
          {tr('ui.nav.home')}
        </button>
      </form>
    </main>
  )
}

/** A room link that leads nowhere: the code is unknown, or the room ended because nobody was in it. */
export function RoomGone(props: { code: string; ended: boolean }) {
  const part = () => (props.ended ? 'ended' : 'missing')
  return (
    <main class="page">
      <section class="panel" role="alert" data-testid={`room-${part()}`}>
        <h1>{tr(`ui.${part()}.title`)}</h1>
        <p>{tr(`ui.${part()}.body`, { code: props.code })}</p>
        <button type="button" class="btn btn-primary btn-block" onClick={() => navigate('/')}>
          {tr('ui.nav.home')}
        </button>
      </section>
    </main>
  )
}
