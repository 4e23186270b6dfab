/** The top bar wherever there is no room bar yet (start screen, a room link before joining): settings that apply everywhere. */
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
