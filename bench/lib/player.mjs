/** Human pacing for the bots: each player acts 1–2 s after a new step reaches their phone. */

/** Milliseconds a person takes to act on a new screen. */
export function humanDelay(random) {
  return 1000 + random() * 1000
}

/** A set of timers a room can cancel all at once when it stops. */
export class Timers {
  constructor() {
    this.live = new Set()
    this.stopped = false
  }

  after(ms, fn) {
    if (this.stopped) return
    const t = setTimeout(() => {
      this.live.delete(t)
      if (!this.stopped) fn()
    }, ms)
    this.live.add(t)
  }

  stop() {
    this.stopped = true
    for (const t of this.live) clearTimeout(t)
    this.live.clear()
  }
}

/** Calls `fire` once per new step (after a human delay), however many frames the step sends. */
export class StepPacer {
  constructor(timers, random) {
    this.timers = timers
    this.random = random
    this.step = undefined
  }

  onStep(step, fire) {
    if (step === this.step) return
    this.step = step
    this.timers.after(humanDelay(this.random), fire)
  }
}
