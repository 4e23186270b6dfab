/**
 * Whether a room connection (connection.ts) can still be trusted, and when to connect afresh instead:
 * a ping every while, a look when the page is shown again, a new connection when the network is
 * back. Phones freeze the pages they hide and drop their sockets without telling them, and a socket
 * that lived through a changed network can look open and be dead; nothing else would tell.
 */

/** How often an open connection measures the clock and checks it is alive. */
export const PING_INTERVAL_MS = 15_000
/** A ping unanswered this long after a short look away means a dead socket: reconnect. */
export const PONG_TIMEOUT_MS = 4_000
/**
 * A page hidden longer than this (a locked phone, a phone in a pocket) connects afresh when it is
 * shown again instead of asking the old connection whether it still lives: phones drop the sockets
 * of pages they put to sleep without telling them, a ping would cost its timeout before the new
 * connection even began, and a new connection, which names its seat in its address, is current
 * in one round trip, no more than a ping's answer. A shorter look away (another app for a moment)
 * keeps the connection and checks it with a ping.
 */
export const RESUME_RECONNECT_MS = 3_000
/**
 * A phone that wakes up raises several alarms within moments (the ping watch as the frozen page
 * thaws, then the page turning visible): an attempt begun this recently is left to finish rather
 * than thrown away for a second one, which would cost a round trip or more on a slow network.
 */
export const FRESH_ATTEMPT_MS = 1_500

/** What the watch needs of its connection. */
export interface WatchedConnection {
  /** The seat is lost or the connection closed for good: nothing more to watch. */
  over(): boolean
  /** The socket is open (it may still be dead). */
  socketOpen(): boolean
  /** The room has answered this socket's join, so a ping is answered too. */
  seated(): boolean
  sendPing(): void
  /** Throws the socket away and connects again at once. */
  connectAfresh(): void
}

export interface Liveness {
  /** Pings now (on every join too: the clock wants a fresh measure). */
  ping(): void
  /** A pong came: the ping's round trip in ms, or null when none was waiting. */
  ponged(): number | null
  /** The attempt under way opened or failed: a next alarm may start another. */
  attemptEnded(): void
  stop(): void
}

export function watchLiveness(connection: WatchedConnection): Liveness {
  let pingSentAt: number | null = null
  let pongWatch: ReturnType<typeof setTimeout> | undefined
  /** When the page was hidden, while it is. */
  let hiddenSince: number | null = document.visibilityState === 'hidden' ? Date.now() : null
  /** When this watch last started an attempt that has not opened or failed yet. */
  let attemptSince: number | null = null

  function ping(): void {
    pingSentAt = performance.now()
    connection.sendPing()
  }

  /**
   * Connects afresh at once, whatever the old connection's state: after being offline or asleep it
   * cannot be trusted. `evenIfUnderWay`: also when an attempt began a moment ago (it may have begun
   * on the network that just went away).
   */
  function reconnectNow(evenIfUnderWay = false): void {
    if (connection.over()) return
    if (!evenIfUnderWay && attemptSince !== null && performance.now() - attemptSince < FRESH_ATTEMPT_MS) return
    clearTimeout(pongWatch)
    connection.connectAfresh()
    attemptSince = performance.now()
  }

  // A ping still unanswered when the next is due means a dead socket.
  const pinger = setInterval(() => {
    if (!connection.seated()) return
    if (pingSentAt !== null && performance.now() - pingSentAt >= PING_INTERVAL_MS / 2) reconnectNow()
    else ping()
  }, PING_INTERVAL_MS)

  function onVisible(): void {
    if (document.visibilityState === 'hidden') {
      hiddenSince ??= Date.now()
      return
    }
    const away = hiddenSince === null ? 0 : Date.now() - hiddenSince
    hiddenSince = null
    if (!connection.socketOpen() || away >= RESUME_RECONNECT_MS) reconnectNow()
    else checkAlive()
  }

  /** Pings an open socket and reconnects when no answer comes back in time. */
  function checkAlive(): void {
    if (connection.over() || !connection.socketOpen()) return
    ping()
    clearTimeout(pongWatch)
    pongWatch = setTimeout(() => {
      if (pingSentAt !== null) reconnectNow()
    }, PONG_TIMEOUT_MS)
  }

  // The network is back: connect at once. A connection that was open through the gap is replaced
  // too: what it was sent meanwhile may never arrive, and a new one is current in one round trip.
  const onOnline = (): void => reconnectNow(true)
  document.addEventListener('visibilitychange', onVisible)
  window.addEventListener('online', onOnline)

  return {
    ping,
    ponged() {
      const roundTrip = pingSentAt === null ? null : performance.now() - pingSentAt
      pingSentAt = null
      clearTimeout(pongWatch)
      return roundTrip
    },
    attemptEnded() {
      attemptSince = null
    },
    stop() {
      clearInterval(pinger)
      clearTimeout(pongWatch)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('online', onOnline)
    },
  }
}
