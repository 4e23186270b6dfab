/**
 * A fake wall clock for room tests (Date only; timers stay real): the room reads it as the time, and
 * alarms it sets are never due in real time, so they fire only when a test runs them.
 */
import { vi } from 'vitest'

/**
 * A wall clock far in the future, so alarms the room sets are never due in real time: they fire
 * only when a test runs them. Returns the starting time.
 */
export function fakeClock(): number {
  const real = vi.getRealSystemTime()
  vi.useFakeTimers({ toFake: ['Date'] })
  const start = Math.ceil((real + 365 * 24 * 3600_000) / 1000) * 1000
  vi.setSystemTime(start)
  return start
}

/** Moves the fake wall clock to `at` (never backwards). */
export function setClock(at: number): void {
  if (at < Date.now()) throw new Error(`the clock may not go back (${at} < ${Date.now()})`)
  vi.setSystemTime(at)
}
