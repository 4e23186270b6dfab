/** The app shell: home, a room, a game on this phone, or a room link that cannot be one, by the path; toasts over everything. */
import { lazy, Match, Switch } from 'solid-js'
import { Toasts } from './components/toasts'
import { lang } from './lib/i18n'
import { roomCodeFromPath, roomLinkText, tableCodeFromPath } from './lib/room-code'
import { LOCAL_PATH, path } from './lib/router'
import { Home } from './screens/home'
import { HomeBar } from './screens/home-bar'
import { NotARoomCode } from './screens/not-a-code'

/** A room (connection, lobby, game screens) is its own chunk: the first page stays small, and room links preload it. */
const RoomScreen = lazy(() => import('./screens/room').then((m) => ({ default: m.RoomScreen })))
/** The table screen (a TV or tablet for everyone to see) is its own chunk: a phone never needs it. */
const TableScreen = lazy(() => import('./screens/table').then((m) => ({ default: m.TableScreen })))
/** A game on this phone: its screen, and the room it loads (client/local-host), only when asked for. */
const LocalScreen = lazy(() => import('./screens/local').then((m) => ({ default: m.LocalScreen })))

export function App() {
  const code = () => roomCodeFromPath(path())
  const typed = () => roomLinkText(path())
  const table = () => tableCodeFromPath(path())
  return (
    <div class="app" lang={lang()}>
      <Switch
        fallback={
          <>
            <HomeBar />
            <Home />
          </>
        }
      >
        <Match when={path() === LOCAL_PATH}>
          <LocalScreen />
        </Match>
        <Match when={table()} keyed>
          {(room) => <TableScreen code={room} />}
        </Match>
        <Match when={code()} keyed>
          {(room) => <RoomScreen code={room} />}
        </Match>
        <Match when={typed()}>
          {(text) => (
            <>
              <HomeBar />
              <NotARoomCode typed={text()} />
            </>
          )}
        </Match>
      </Switch>
      <Toasts />
    </div>
  )
}
