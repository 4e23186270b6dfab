/**
 * The origin other phones open this app's links at. Usually the page's own. A page opened as
 * `localhost` on the computer that serves a game night (`npm start`) is reachable from that
 * computer only, so there the server is asked for its address on the local network
 * (`GET /api/origin`), and the lobby's link and QR code use that one. Without one (a deploy, or a
 * server kept to this computer), the page's own origin it is.
 */
import { createRoot, createSignal } from 'solid-js'
import { isLoopbackHost } from '../../shared/loopback'
import { roomPath } from './room-code'

const [origin, setOrigin] = createRoot(() =>
  createSignal<string | undefined>(isLoopbackHost(location.hostname) ? undefined : location.origin),
)
let asked = false

/** Asks the server once where phones reach it; anything but a clear answer keeps the page's own origin. */
async function ask(): Promise<void> {
  let told: string | null = null
  try {
    const response = await fetch('/api/origin')
    const body = response.ok ? ((await response.json()) as { origin?: unknown }) : null
    if (typeof body?.origin === 'string') told = new URL(body.origin).origin
  } catch {
    told = null
  }
  setOrigin(told ?? location.origin)
}

/** The origin to put in shared links; undefined for the moment a `localhost` page takes to ask. */
export function shareOrigin(): string | undefined {
  if (origin() === undefined && !asked) {
    asked = true
    void ask()
  }
  return origin()
}

/** A room's link to share (undefined while the origin is not known yet). */
export function roomLink(code: string): string | undefined {
  const base = shareOrigin()
  return base === undefined ? undefined : `${base}${roomPath(code)}`
}
