/**
 * What a page on plain http goes without. Browsers keep some features to secure pages (https, or
 * localhost): the screen wake lock, the service worker (install, opening without a network) and
 * the Clipboard API. A game night served from a computer on the local network (`npm start`) is
 * plain http to every phone but the host's computer. The game needs none of these (copying falls
 * back to the old way, client/components/share-panel.tsx); where one is missing, the person is told
 * once on this device, briefly.
 */
import { tr } from './i18n'
import { toldOnce } from './storage'
import { toast } from './toasts'

/** A feature a plain-http page goes without that the person would miss. */
export type Withheld = 'wake_lock' | 'offline'

const TEXT: Record<Withheld, string> = {
  wake_lock: 'ui.http.wake_lock',
  offline: 'ui.http.offline',
}

/** Told in this page already: where the device cannot remember (private mode), at least not again here. */
const toldHere = new Set<Withheld>()

/** Says once on this device that a feature is missing because the page is not secure; silent on secure pages. */
export function tellWithheld(feature: Withheld): void {
  if (isSecureContext || toldHere.has(feature) || toldOnce.get(feature)) return
  toldHere.add(feature)
  toldOnce.set(feature)
  toast(() => tr(TEXT[feature]), 'info')
}
