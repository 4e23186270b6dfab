/**
 * The server's game clock as seen from this device. Deadlines in views are server times, so a
 * countdown needs the offset between the server's clock and ours.
 */

/** A jump larger than this is a new clock (a restart, a pause), not noise: take it at once. */
export const CLOCK_SNAP_MS = 1500
/** How much one `state` frame moves the estimate (it carries no round-trip time, so it counts little). */
export const STATE_SAMPLE_WEIGHT = 0.1
/** How much one ping/pong round trip moves the estimate. */
export const PONG_SAMPLE_WEIGHT = 0.5

/** Keeps a smoothed estimate of `serverNow - localNow`. */
export class ClockSync {
  /** Milliseconds to add to the local clock to get the server's; null before the first sample. */
  offset: number | null = null

  /** A `state` frame's `now`, received at local time `localNow`. */
  fromState(serverNow: number, localNow: number): void {
    this.sample(serverNow - localNow, STATE_SAMPLE_WEIGHT)
  }

  /** A `pong`'s `now`, received at `localNow` after a round trip of `rtt` ms. */
  fromPong(serverNow: number, localNow: number, rtt: number): void {
    this.sample(serverNow + rtt / 2 - localNow, PONG_SAMPLE_WEIGHT)
  }

  /** The server's time now, by our estimate. */
  serverNow(localNow: number = Date.now()): number {
    return localNow + (this.offset ?? 0)
  }

  private sample(offset: number, weight: number): void {
    if (this.offset === null || Math.abs(offset - this.offset) > CLOCK_SNAP_MS) this.offset = offset
    else this.offset += (offset - this.offset) * weight
  }
}

/**
 * Milliseconds left until `deadline`, never negative. While the game is paused the clock stands
 * still at what was left when the server sent the frame.
 */
export function remainingMs(
  deadline: number,
  clock: { serverNow(localNow?: number): number },
  paused: { at: number } | null,
  localNow: number = Date.now(),
): number {
  const now = paused ? paused.at : clock.serverNow(localNow)
  return Math.max(0, deadline - now)
}

/** Seconds as a countdown shows them: "m:ss" from a minute up, plain seconds below. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return String(seconds)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
