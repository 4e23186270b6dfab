/**
 * One tab at a time runs this device's rooms: a Web Lock held for the page's life. A newer tab
 * steals it (the newest tab wins, as with a seat opened in a second tab), and the older one is
 * told. Browsers without Web Locks run without the claim.
 */
import type { DeviceClaim } from './local-host'

const LOCK = 'spielleiter-local-rooms'

/** The claim through Web Locks, or none where the browser has no such thing. */
export function tabClaim(): DeviceClaim | undefined {
  if (typeof navigator === 'undefined' || !navigator.locks) return undefined
  return {
    claim: (lost) =>
      new Promise<void>((resolve) => {
        navigator.locks
          .request(LOCK, { steal: true }, () => {
            resolve()
            // Held until the page goes away, or until a newer tab steals it.
            return new Promise<void>(() => {})
          })
          .catch((error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') lost()
            else resolve()
          })
      }),
  }
}
