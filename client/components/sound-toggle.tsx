/** Turns the beep on step changes on or off. */
import { Show } from 'solid-js'
import { setSound, soundOn } from '../lib/feedback'
import { tr } from '../lib/i18n'

export function SoundToggle() {
  return (
    <button
      type="button"
      class="btn btn-small btn-ghost icon-btn"
      aria-pressed={soundOn()}
      aria-label={tr('ui.sound.label')}
      title={tr('ui.sound.label')}
      onClick={() => setSound(!soundOn())}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        <Show when={soundOn()} fallback={<path d="M17 9l5 6M22 9l-5 6" />}>
          <path d="M16.5 8.5a5 5 0 0 1 0 7M19.5 5.5a9 9 0 0 1 0 13" />
        </Show>
      </svg>
    </button>
  )
}
