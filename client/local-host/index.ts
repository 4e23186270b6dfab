/**
 * The room on this phone, for a game played without a network (client/screens/local.tsx loads this
 * folder on demand, with the engines and the word pairs). It is the third host of the room class,
 * beside server/worker.ts (partyserver) and server/party.ts (partykit): storage in IndexedDB, the
 * alarm a timer that catches up when the page is back, the room reached over an in-page channel.
 */
import { LocalHost } from './local-host'
import { tabClaim } from './tab-claim'

export { type LocalGame, LocalHost, ONE_PHONE_GAMES } from './local-host'

let opened: Promise<LocalHost> | undefined

/** This device's host for the page, opened once: claims the device, catches up on return, asks to keep the storage. */
export function openPageHost(): Promise<LocalHost> {
  opened ??= open().catch((error: unknown) => {
    opened = undefined
    throw error
  })
  return opened
}

async function open(): Promise<LocalHost> {
  const host = await LocalHost.open({ claim: tabClaim() })
  // A phone freezes a page in the background and its timers with it: apply what fell due on return.
  const wake = () => {
    if (document.visibilityState === 'visible') host.catchUp()
  }
  document.addEventListener('visibilitychange', wake)
  window.addEventListener('focus', wake)
  window.addEventListener('pageshow', wake)
  // A game in progress should outlive the browser's clean-ups under storage pressure.
  void navigator.storage?.persist?.().catch(() => false)
  return host
}
