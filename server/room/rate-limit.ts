/** A token bucket per connection: bursts are fine, a steady flood is not. */

/** Frames a connection may send in a burst. */
export const BURST_FRAMES = 30
/** Frames per second a connection earns back. */
export const FRAMES_PER_SECOND = 10
/** Refused frames in a row after which the socket is closed. */
export const FLOOD_LIMIT = 60

export interface Bucket {
  tokens: number
  at: number
  refusedInARow: number
}

export type RateVerdict = 'ok' | 'refuse' | 'close'

/** Takes one token if there is one; says whether to accept, refuse, or close the flooding socket. */
export function takeToken(bucket: Bucket, now: number): RateVerdict {
  const earned = ((now - bucket.at) / 1000) * FRAMES_PER_SECOND
  bucket.tokens = Math.min(BURST_FRAMES, bucket.tokens + Math.max(0, earned))
  bucket.at = now
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1
    bucket.refusedInARow = 0
    return 'ok'
  }
  bucket.refusedInARow += 1
  return bucket.refusedInARow >= FLOOD_LIMIT ? 'close' : 'refuse'
}

/** A full bucket for a new connection. */
export function newBucket(now: number): Bucket {
  return { tokens: BURST_FRAMES, at: now, refusedInARow: 0 }
}
