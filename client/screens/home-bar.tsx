/** The top bar on the start screen: settings that apply everywhere. */
import { LangSwitch } from '../components/lang-switch'
import { SoundToggle } from '../components/sound-toggle'

export function HomeBar() {
  return (
    <header class="room-bar">
      <span class="spacer" />
      <SoundToggle />
      <LangSwitch />
    </header>
  )
}
