/** Turns the beep on step changes on or off. */
import { Show } from 'solid-js'
import { SOUND_ICON } from '../../shared/sound-icon'
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
        <path d={SOUND_ICON.speaker} fill="currentColor" />
        <Show when={soundOn()} fallback={<path d={SOUND_ICON.off} />}>
          <path d={SOUND_ICON.on} />
        </Show>
      </svg>
    </button>
  )
}
