/**
 * Timeouts for tests that loop: sized by the loop's count, never a fixed few seconds, so that no
 * test fails because the machine is busy with other work (the soak run shares two cores with
 * several test processes). A test that is stuck still fails, just later.
 */

/** How much slower than on an idle machine a busy one may be. */
const BUSY_FACTOR = 10
/** No looping test gets less than this. */
const FLOOR_MS = 30_000

/** The timeout for `count` rounds of about `msEach` each on an idle machine. */
export function loopTimeout(count: number, msEach: number): number {
  return Math.max(FLOOR_MS, Math.ceil(count * msEach * BUSY_FACTOR))
}

/** For a test that drives a room through one scenario (tens of frames and alarms): nothing to size by, so the floor. */
export const SCENARIO_TIMEOUT_MS = FLOOR_MS
