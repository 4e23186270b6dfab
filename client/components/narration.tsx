/**
 * The narrator's lines for the current step. The phone that leads the table (host or moderator)
 * reads them aloud with the browser's speech synthesis, in the reader's language: by default in
 * games where the app is the narrator (Werwolf), and never once muted on that phone.
 *
 * Browsers refuse speech until the page has been tapped (after a reload, say). Then the lines wait,
 * the phone says so, and the first tap anywhere reads them. That tap is heard on `click`, not on
 * `pointerdown`: a touch counts as a tap only when the finger lifts, and the hint that goes away
 * with it must not move the page while the finger is still down (the tap would land on the name
 * below the one it was meant for).
 */
import { createEffect, createSignal, For, on, onCleanup, Show } from 'solid-js'
import type { Notice } from '../../shared/notice'
import { readsAloud } from '../games'
import { lang, tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { savedFlag } from '../lib/storage'
import { onTable } from '../lib/table-mode'

const VOICE_LANG = { de: 'de-DE', en: 'en-GB' } as const

function canSpeak(): boolean {
  return typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined'
}

/** Whether the page has been tapped yet; where the browser cannot tell, assume it has and let speech fail. */
function tapped(): boolean {
  return typeof navigator.userActivation === 'undefined' || navigator.userActivation.hasBeenActive
}

export function Narration(props: { lines: readonly Notice[]; leader: boolean }) {
  const { text, link } = useRoom()
  // The table screen shows the narration itself, in large type.
  if (onTable()) return null
  const game = link.state.current?.room.game
  const [speak, setSpeak] = createSignal(savedFlag.get('speak', game !== undefined && readsAloud(game)))
  /** Speech was refused for want of a tap: waiting for the first one. */
  const [waiting, setWaiting] = createSignal(false)
  const rendered = () => props.lines.map(text)

  function onFirstTap(): void {
    stopWaiting()
    if (props.leader && speak()) readAloud(rendered())
  }

  function waitForTap(): void {
    if (waiting()) return
    setWaiting(true)
    document.addEventListener('click', onFirstTap, { capture: true })
    document.addEventListener('keydown', onFirstTap, { capture: true })
  }

  function stopWaiting(): void {
    setWaiting(false)
    document.removeEventListener('click', onFirstTap, { capture: true })
    document.removeEventListener('keydown', onFirstTap, { capture: true })
  }

  function readAloud(lines: string[]): void {
    if (!canSpeak() || lines.length === 0) return
    if (!tapped()) return waitForTap()
    speechSynthesis.cancel()
    for (const line of lines) {
      const utterance = new SpeechSynthesisUtterance(line)
      utterance.lang = VOICE_LANG[lang()]
      utterance.addEventListener('error', (event) => {
        if (event.error === 'not-allowed') waitForTap()
      })
      speechSynthesis.speak(utterance)
    }
  }

  // Speak each new set of lines once (not on every state frame that repeats them).
  createEffect(on(() => rendered().join('\n'), (joined, previous) => {
    if (props.leader && speak() && joined && joined !== previous) readAloud(rendered())
  }))
  onCleanup(() => {
    stopWaiting()
    if (canSpeak()) speechSynthesis.cancel()
  })

  return (
    <Show when={props.lines.length > 0}>
      <section class="narration" aria-label={tr('ui.narration.title')}>
        <For each={rendered()}>{(line) => <p>{line}</p>}</For>
        <Show when={props.leader && canSpeak()}>
          <div class="narration-tools">
            <label class="switch">
              <input
                type="checkbox"
                data-testid="read-aloud"
                checked={speak()}
                onChange={(event) => {
                  const on = event.currentTarget.checked
                  savedFlag.set('speak', on)
                  setSpeak(on)
                  if (on) readAloud(rendered())
                  else {
                    stopWaiting()
                    speechSynthesis.cancel()
                  }
                }}
              />
              <span>{tr('ui.narration.read_aloud')}</span>
            </label>
            <button type="button" class="btn btn-small" onClick={() => readAloud(rendered())}>
              {tr('ui.narration.repeat')}
            </button>
          </div>
          <Show when={speak() && waiting()}>
            <p class="narration-wait" role="status">{tr('ui.narration.tap_to_hear')}</p>
          </Show>
        </Show>
      </section>
    </Show>
  )
}
