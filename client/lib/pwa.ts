import { tellWithheld } from './plain-http'

/**
 * The installable app: registers the service worker (dist/client/sw.js, built by vite-plugin-pwa),
 * which keeps the app shell so the page opens without a network. Rooms never come from it: /api/*
 * and the sockets always go to the server.
 *
 * A new version of the app installs in the background and waits. It takes over only where no room
 * is open (the start page), so a running game never swaps its code mid-step; the page then reloads
 * once into the new version.
 *
 * Browsers give service workers only to secure pages (https, localhost): on a game night's plain-http
 * address the app works without one, and says so once.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return
  if (!('serviceWorker' in navigator)) return tellWithheld('offline')
  const hadController = navigator.serviceWorker.controller !== null
  let reloading = false
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install takes the page over without a reload; only an update reloads.
    if (!hadController || reloading || !atHome()) return
    reloading = true
    location.reload()
  })
  // Only once the page has loaded: the install fetches the whole app shell, which must not
  // compete with the page's own first second on a slow network.
  if (document.readyState === 'complete') register()
  else addEventListener('load', register, { once: true })
}

function register(): void {
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      const update = () => {
        if (registration.waiting && navigator.serviceWorker.controller && atHome()) registration.waiting.postMessage({ type: 'SKIP_WAITING' })
      }
      update()
      registration.addEventListener('updatefound', () => {
        registration.installing?.addEventListener('statechange', update)
      })
    })
    .catch(() => {
      // No service worker (private mode, an old browser): the app works, only not offline.
    })
}

function atHome(): boolean {
  return location.pathname === '/'
}
