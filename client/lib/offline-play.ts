/**
 * Playing on this phone without a network. The room, the engines and the game screens are in the
 * service worker's cache from the first visit; the word pairs are not (a networked room's pages must
 * never hold them), so they travel in chunks of their own, fetched the first time this device opens
 * a game on this phone (client/screens/local.tsx) and kept by the service worker from then on
 * (vite.config.ts). A device that did so once fetches them again on the start page whenever the
 * app was updated, so a new version plays offline too. With them come the rules pages of every game
 * the phone can play on its own, in every language, so the table can look a rule up by the campfire.
 */
import type { GameId } from '../../shared/games'
import { LANGS } from '../../shared/i18n'
import { rulesUrl } from './api'
import { offlinePlay } from './storage'

/**
 * How long to wait for the service worker to take charge of a first visit before loading without it
 * (then the pairs are kept from the next visit on, by `keepOfflinePlayReady`).
 */
const SERVICE_WORKER_WAIT_MS = 10_000

/** The room on this device (client/local-host): loaded once the service worker can keep what it fetches. */
export async function loadLocalHost(): Promise<typeof import('../local-host')> {
  await serviceWorkerInCharge()
  const host = await import('../local-host')
  offlinePlay.set()
  keepRules(host.ONE_PHONE_GAMES)
  return host
}

/** Fetches the rules pages through the service worker, which keeps the latest copy of each (vite.config.ts). */
function keepRules(games: readonly GameId[]): void {
  if (!import.meta.env.PROD || !navigator.onLine || !navigator.serviceWorker?.controller) return
  for (const game of games) for (const lang of LANGS) void fetch(rulesUrl(game, lang)).catch(() => {})
}

/** Whether this game's rules page opens here now: with a network, or from the copy kept on the device. */
export async function rulesAtHand(game: GameId, lang: string): Promise<boolean> {
  if (navigator.onLine) return true
  return typeof caches !== 'undefined' && (await caches.match(rulesUrl(game, lang), { ignoreVary: true }).catch(() => undefined)) !== undefined
}

/** On the start page of a device that plays offline: fetch what a game on this phone needs, should the app have changed. */
export function keepOfflinePlayReady(): void {
  if (!import.meta.env.PROD || !offlinePlay.get() || !navigator.onLine || location.pathname !== '/') return
  const warm = () => {
    if (navigator.serviceWorker?.controller) void import('../local-host').then((host) => keepRules(host.ONE_PHONE_GAMES), () => {})
  }
  if (document.readyState === 'complete') setTimeout(warm, 0)
  else addEventListener('load', () => setTimeout(warm, 0), { once: true })
}

/**
 * Waits until the service worker controls the page (at most a while), so the fetches that follow
 * go through it and are kept. Resolves at once offline, without a service worker, and in development.
 */
async function serviceWorkerInCharge(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || navigator.serviceWorker.controller || !navigator.onLine) return
  // The app registers its worker once the page has loaded (client/lib/pwa.ts).
  if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, { once: true }))
  await new Promise((resolve) => setTimeout(resolve, 0))
  if (!(await navigator.serviceWorker.getRegistration())) return
  const controlled = new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }))
  if (navigator.serviceWorker.controller) return
  await Promise.race([controlled, new Promise<void>((resolve) => setTimeout(resolve, SERVICE_WORKER_WAIT_MS))])
}
