/**
 * Per-client-IP limits in the Worker: how many rooms one address may create per minute, and how
 * many unknown room codes it may try per minute (guessing codes to find other people's rooms).
 * Counted per isolate in fixed one-minute windows: cheap, no storage, and enough to make guessing
 * a six-character code hopeless. The numbers come from wrangler.toml vars so tests and benchmarks
 * that create many rooms from one address can raise them.
 */

/** Length of a counting window. */
export const WINDOW_MS = 60_000
/** Defaults when the vars are not set. */
export const DEFAULT_ROOMS_PER_MINUTE = 20
export const DEFAULT_MISSES_PER_MINUTE = 30
/** Addresses tracked per isolate at most; the oldest window is dropped first. */
const MAX_TRACKED = 10_000

interface Window {
  start: number
  count: number
}

/** One limit: at most `max` events per address per window. */
export class IpLimit {
  private readonly windows = new Map<string, Window>()

  constructor(readonly max: number) {}

  /** Whether this address is already over the limit in the current window (counts nothing). */
  exceeded(ip: string, now: number): boolean {
    const w = this.windows.get(ip)
    return w !== undefined && now - w.start < WINDOW_MS && w.count >= this.max
  }

  /** Counts one event; false when it goes over the limit. */
  take(ip: string, now: number): boolean {
    let w = this.windows.get(ip)
    if (!w || now - w.start >= WINDOW_MS) {
      if (!w && this.windows.size >= MAX_TRACKED) this.windows.delete(this.windows.keys().next().value!)
      w = { start: now, count: 0 }
      this.windows.set(ip, w)
    }
    w.count++
    return w.count <= this.max
  }
}

/** The Worker's limits, built once per isolate from the environment. */
export interface AbuseLimits {
  creations: IpLimit
  misses: IpLimit
}

export function abuseLimits(env: { ROOMS_PER_MINUTE?: string; UNKNOWN_CODES_PER_MINUTE?: string }): AbuseLimits {
  return {
    creations: new IpLimit(positive(env.ROOMS_PER_MINUTE, DEFAULT_ROOMS_PER_MINUTE)),
    misses: new IpLimit(positive(env.UNKNOWN_CODES_PER_MINUTE, DEFAULT_MISSES_PER_MINUTE)),
  }
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/** The client's address as Cloudflare reports it; local runs without one share a bucket. */
export function clientIp(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? 'local'
}
