/** The app shell: home or a room, by the path; toasts over everything. */
import { Show } from 'solid-js'
import { Toasts } from './components/toasts'
import { lang } from './lib/i18n'
import { roomCodeFromPath } from './lib/room-code'
import { path } from './lib/router'
import { Home } from './screens/home'
import { HomeBar } from './screens/home-bar'
import { RoomScreen } from './screens/room'

export function App() {
  const code = () => roomCodeFromPath(path())
  return (
    <div class="app" lang={lang()}>
      <Show
        when={code()}
        keyed
        fallback={
          <>
            <HomeBar />
            <Home />
          </>
        }
      >
        {(room) => <RoomScreen code={room} />}
      </Show>
      <Toasts />
    </div>
  )
}
