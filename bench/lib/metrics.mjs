/**
 * What the driver measures, with one clock (performance.now() in this process):
 * every frame each recipient receives (count, bytes), when each recipient first saw each state
 * version of its room, and for every accepted action the version it produced. After a window,
 * action → last recipient = (the moment the last of the room's recipients saw that version) − (the
 * moment the action was sent).
 */
import { percentile } from './stats.mjs'

export class Metrics {
  constructor(recipientsPerRoom) {
    this.recipientsPerRoom = recipientsPerRoom
    this.measuring = false
    this.draining = false
    this.reset()
  }

  reset() {
    this.frames = 0
    this.bytes = 0
    this.stateFrames = 0
    this.stateBytes = 0
    this.arrivals = new Map() // room → Map(version → {n, last})
    this.actions = [] // {room, t0, version}
    this.refused = 0
    this.sent = 0
    this.startedAt = performance.now()
    this.endedAt = null
  }

  /** Starts a measurement window: counters from zero. */
  begin() {
    this.reset()
    this.measuring = true
  }

  /** Ends the window: no new actions or frames count; arrivals still do until end(). */
  stop() {
    this.measuring = false
    this.draining = true
    this.endedAt = performance.now()
  }

  /** After the drain: nothing counts any more. */
  end() {
    if (!this.endedAt) this.endedAt = performance.now()
    this.measuring = false
    this.draining = false
  }

  /** A frame arrived at a recipient. `state` marks the fan-out frames (state / patch / update). */
  frame(bytes, state) {
    if (!this.measuring) return
    this.frames++
    this.bytes += bytes
    if (state) {
      this.stateFrames++
      this.stateBytes += bytes
    }
  }

  /** A recipient saw this version of its room for the first time. */
  arrival(room, version, t = performance.now()) {
    if (!this.measuring && !this.draining) return
    let map = this.arrivals.get(room)
    if (!map) this.arrivals.set(room, (map = new Map()))
    const a = map.get(version)
    if (a) {
      a.n++
      a.last = t
    } else map.set(version, { n: 1, last: t })
  }

  /** An action leaves the driver; returns the token to settle when the server says what it made. */
  action(room) {
    if (!this.measuring) return null
    this.sent++
    const token = { room, t0: performance.now(), version: null }
    this.actions.push(token)
    return token
  }

  /** The server refused an action (stale, wrong phase, ...). */
  refusal(token) {
    if (token) token.refused = true
    if (this.measuring) this.refused++
  }

  /** Latency figures for the window. */
  summary() {
    const latencies = []
    let incomplete = 0
    let applied = 0
    for (const a of this.actions) {
      if (a.refused || a.version === null) continue
      applied++
      const arrival = this.arrivals.get(a.room)?.get(a.version)
      if (!arrival || arrival.n < this.recipientsPerRoom) {
        incomplete++
        continue
      }
      latencies.push(arrival.last - a.t0)
    }
    const recipients = applied * this.recipientsPerRoom
    return {
      seconds: ((this.endedAt ?? performance.now()) - this.startedAt) / 1000,
      actionsPerSecond: this.sent / Math.max(0.001, ((this.endedAt ?? performance.now()) - this.startedAt) / 1000),
      sent: this.sent,
      applied,
      refused: this.refused,
      incomplete,
      fanoutP50Ms: percentile(latencies, 50),
      fanoutP99Ms: percentile(latencies, 99),
      fanoutMaxMs: latencies.length ? Math.max(...latencies) : null,
      framesPerAction: recipients ? this.frames / recipients : null,
      bytesPerRecipientPerAction: recipients ? this.bytes / recipients : null,
      bytesPerFrame: this.stateFrames ? this.stateBytes / this.stateFrames : null,
    }
  }
}
