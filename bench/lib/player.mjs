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

/**
 * Calls `fire` once per new step (after a human delay), however many frames the step sends; and
 * once more when the step, already acted on, asks this player for another tap (`nudge`).
 */
export class StepPacer {
  constructor(timers, random) {
    this.timers = timers
    this.random = random
    this.step = undefined
    this.due = false
  }

  onStep(step, fire) {
    if (step === this.step) return
    this.step = step
    this.schedule(fire)
  }

  /** The same step wants another tap (a werewolf whose pack picked someone else): unless one is due already. */
  nudge(fire) {
    if (!this.due) this.schedule(fire)
  }

  schedule(fire) {
    this.due = true
    this.timers.after(humanDelay(this.random), () => {
      this.due = false
      fire()
    })
  }
}
