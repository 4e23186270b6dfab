/**
 * The game clock: wall time minus the time spent paused. Engines only ever see game time, so a
 * pause freezes every deadline without the engine knowing pauses exist.
 */

export interface GameClock {
  /** Milliseconds spent paused so far. */
  pausedTotal: number
  /** Wall time the current pause began, or null while running. */
  pausedAt: number | null
}

export const RUNNING_CLOCK: GameClock = { pausedTotal: 0, pausedAt: null }

/** Game time at a wall time. */
export function gameNow(clock: GameClock, wall: number): number {
  return (clock.pausedAt ?? wall) - clock.pausedTotal
}

/** Wall time at which a game-time moment arrives, or null while paused. */
export function wallTime(clock: GameClock, game: number): number | null {
  return clock.pausedAt === null ? game + clock.pausedTotal : null
}

export function pause(clock: GameClock, wall: number): GameClock {
  return clock.pausedAt === null ? { ...clock, pausedAt: wall } : clock
}

export function resume(clock: GameClock, wall: number): GameClock {
  return clock.pausedAt === null ? clock : { pausedTotal: clock.pausedTotal + (wall - clock.pausedAt), pausedAt: null }
}
