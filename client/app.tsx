/** The app shell: home or a room, by the path; toasts over everything. */
import { lazy, Show } from 'solid-js'
import { Toasts } from './components/toasts'
import { lang } from './lib/i18n'
import { roomCodeFromPath } from './lib/room-code'
import { path } from './lib/router'
import { Home } from './screens/home'
import { HomeBar } from './screens/home-bar'

/** A room (connection, lobby, game screens) is its own chunk: the first page stays small, and room links preload it. */
const RoomScreen = lazy(() => import('./screens/room').then((m) => ({ default: m.RoomScreen })))

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
