/**
 * The narrator's lines for the current step. The phone that leads the table (host or moderator)
 * can read them aloud with the browser's speech synthesis, in the reader's language.
 */
import { createEffect, createSignal, For, on, onCleanup, Show } from 'solid-js'
import type { Notice } from '../../shared/notice'
import { lang, tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { savedFlag } from '../lib/storage'

const VOICE_LANG = { de: 'de-DE', en: 'en-GB' } as const

function canSpeak(): boolean {
  return typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined'
}

export function Narration(props: { lines: readonly Notice[]; leader: boolean }) {
  const { text } = useRoom()
  const [speak, setSpeak] = createSignal(savedFlag.get('speak', false))
  const rendered = () => props.lines.map(text)

  function readAloud(lines: string[]): void {
    if (!canSpeak()) return
    speechSynthesis.cancel()
    for (const line of lines) {
      const utterance = new SpeechSynthesisUtterance(line)
      utterance.lang = VOICE_LANG[lang()]
      speechSynthesis.speak(utterance)
    }
  }

  // Speak each new set of lines once (not on every state frame that repeats them).
  createEffect(on(() => rendered().join('\n'), (joined, previous) => {
    if (props.leader && speak() && joined && joined !== previous) readAloud(rendered())
  }))
  onCleanup(() => canSpeak() && speechSynthesis.cancel())

  return (
    <Show when={props.lines.length > 0}>
      <section class="narration" aria-label={tr('ui.narration.title')}>
        <For each={rendered()}>{(line) => <p>{line}</p>}</For>
        <Show when={props.leader && canSpeak()}>
          <div class="narration-tools">
            <label class="switch">
              <input
                type="checkbox"
                checked={speak()}
                onChange={(event) => {
                  const on = event.currentTarget.checked
                  savedFlag.set('speak', on)
                  setSpeak(on)
                  if (on) readAloud(rendered())
                  else speechSynthesis.cancel()
                }}
              />
              <span>{tr('ui.narration.read_aloud')}</span>
            </label>
            <button type="button" class="btn btn-small" onClick={() => readAloud(rendered())}>
              {tr('ui.narration.repeat')}
            </button>
          </div>
        </Show>
      </section>
    </Show>
  )
}
