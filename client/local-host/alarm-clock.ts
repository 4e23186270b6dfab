/**
 * A room's one alarm on this device: a timer in place of the Durable Object's alarm. A phone puts a
 * page to sleep and its timers with it, so the clock also rings on `catchUp()` (the page calls it
 * when it is back in front) whenever the alarm fell due in the meantime. Ringing early, late or
 * twice is harmless: the room applies what is due at the time it is woken, and nothing else.
 */

/** The longest a browser timer can wait (2^31 − 1 ms, about 24.8 days); a later alarm waits in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1

export class AlarmClock {
  private at: number | null = null
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(
    /** Wakes the room; the clock is unset until the room sets it again. */
    private readonly ring: () => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Sets the alarm to a wall time, or unsets it (null). */
  set(at: number | null): void {
    this.at = at
    clearTimeout(this.timer)
    this.timer = undefined
    if (at === null) return
    this.timer = setTimeout(() => this.catchUp(), Math.min(Math.max(at - this.now(), 0), MAX_TIMER_MS))
  }

  /** The wall time the alarm is set to, or null. */
  get due(): number | null {
    return this.at
  }

  /** Rings when the alarm is due (after the page slept, or when its timer fires); re-arms the timer when it is not yet. */
  catchUp(): void {
    const at = this.at
    if (at === null) return
    if (this.now() < at) return this.set(at)
    this.set(null)
    this.ring()
  }

  /** Unsets the alarm for good (the room is closed). */
  stop(): void {
    this.set(null)
  }
}
