/** The app shell: home, a room, or a room link that cannot be one, by the path; toasts over everything. */
import { lazy, Match, Switch } from 'solid-js'
import { Toasts } from './components/toasts'
import { lang } from './lib/i18n'
import { roomCodeFromPath, roomLinkText, tableCodeFromPath } from './lib/room-code'
import { path } from './lib/router'
import { Home } from './screens/home'
import { HomeBar } from './screens/home-bar'
import { NotARoomCode } from './screens/not-a-code'

/** A room (connection, lobby, game screens) is its own chunk: the first page stays small, and room links preload it. */
const RoomScreen = lazy(() => import('./screens/room').then((m) => ({ default: m.RoomScreen })))
/** The table screen (a TV or tablet for everyone to see) is its own chunk: a phone never needs it. */
const TableScreen = lazy(() => import('./screens/table').then((m) => ({ default: m.TableScreen })))

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
