/** The app's places, `/`, `/r/:code` and `/local` (a game on this phone), as a signal on the path. */
import { createRoot, createSignal } from 'solid-js'

const [path, setPath] = createRoot(() => createSignal(location.pathname))
window.addEventListener('popstate', () => setPath(location.pathname))

/** The current path. */
export { path }

/** Goes to a path inside the app without reloading. */
export function navigate(to: string, replace = false): void {
  if (to === location.pathname) return
  if (replace) history.replaceState(null, '', to)
  else history.pushState(null, '', to)
  setPath(to)
  window.scrollTo(0, 0)
}

/** The path of the game played on this phone alone (client/screens/local.tsx). */
export const LOCAL_PATH = '/local'
