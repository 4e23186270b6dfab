/**
 * Server-side timing for the peer servers: handler durations collected in the server process and
 * handed to the bench driver over the IPC channel ({cmd:'stats'} → summary, then cleared).
 */

/** A collector of durations in ms; answers the parent's IPC requests. */
export function serverTimings() {
  let samples = []
  let snapshot = () => 0
  process.on('message', (msg) => {
    if (!msg || msg.cmd !== 'stats') return
    const sorted = Float64Array.from(samples).sort()
    const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null)
    process.send?.({ stats: { n: sorted.length, p50: at(50), p99: at(99), max: sorted.length ? sorted[sorted.length - 1] : null, snapshotBytes: snapshot() }, seq: msg.seq })
    if (msg.reset) samples = []
  })
  return {
    add(ms) {
      if (samples.length < 2_000_000) samples.push(ms)
    },
    onSnapshot(fn) {
      snapshot = fn
    },
  }
}
