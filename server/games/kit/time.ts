/** Game time: seconds as the host sets them, milliseconds as the engines count them. */

/** One second on the game clock. */
export const SECOND_MS = 1000

/** A timer the host may set: its default and its bounds, in seconds. */
export interface TimerSpec {
  default: number
  min: number
  max: number
}

/** A length in seconds as game-clock milliseconds. */
export function seconds(n: number): number {
  return n * SECOND_MS
}
