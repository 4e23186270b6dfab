/** The top bar wherever there is no room bar yet (start screen, a room link before joining): settings that apply everywhere. */
import { Show } from 'solid-js'
import { LangSwitch } from '../components/lang-switch'
import { SoundToggle } from '../components/sound-toggle'
import { tr } from '../lib/i18n'
import { online } from '../lib/network'

export function HomeBar() {
  return (
    <>
      <header class="room-bar">
        <span class="spacer" />
        <SoundToggle />
        <LangSwitch />
      </header>
      <div class="banner-slot" role="status" aria-live="polite">
        <Show when={!online()}>
          <div class="banner banner-warn" data-testid="offline-banner">
            <span aria-hidden="true">⚠</span>
            {tr('ui.offline.banner_home')}
          </div>
        </Show>
      </div>
    </>
  )
}
