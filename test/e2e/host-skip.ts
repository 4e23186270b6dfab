/**
 * The host's "next step" for browser game tests. When every phone has done what its screen offers
 * and the table only waits for a step's timer, the host ends the step as a host at a real table
 * would (the room's button, asked first, then yes), instead of the test waiting the timer out.
 * Timers running out are the room tier's business (alarms, restarts); here the screens are.
 */
import type { Phone } from './devices'

/** How long a tap on the button or the question may wait: the step may end by itself meanwhile. */
const TAP_MS = 3_000

/** Taps "next step" on the host's phone and says yes; false when the step ended by itself first. */
export async function skipStep(host: Phone): Promise<boolean> {
  try {
    await host.page.locator('[data-testid=skip]').first().tap({ timeout: TAP_MS })
    await host.page.locator('dialog[open] [data-testid=confirm-yes]').tap({ timeout: TAP_MS })
    return true
  } catch {
    // The question is about a step that is over: the app closes it by itself.
    return false
  }
}

/** How long the table must have been idle on a step before the host ends it. */
const IDLE_MS = 2_000

/**
 * Skips a step only once the table has been idle on it for a while: nobody had anything to tap,
 * and what every screen shows (`where`) stayed the same over passes for IDLE_MS, so no answer or
 * tap is still on its way and nothing is cut short but the wait for the timer.
 */
export class IdleSkipper {
  private idleAt: string | undefined
  private idleSince = 0
  /** Steps ended this way. */
  skipped = 0

  constructor(private readonly host: Phone) {}

  /** Someone tapped something: the table is not idle. */
  busy(): void {
    this.idleAt = undefined
  }

  /** Nobody had anything to tap at `where`; once that has lasted IDLE_MS, the host ends the step. */
  async idle(where: string): Promise<boolean> {
    if (this.idleAt !== where) {
      this.idleAt = where
      this.idleSince = Date.now()
      return false
    }
    if (Date.now() - this.idleSince < IDLE_MS) return false
    this.idleAt = undefined
    const done = await skipStep(this.host)
    if (done) this.skipped++
    return done
  }
}
