/**
 * The room's timing probe: where the time of a message goes, stage by stage (parse, engine,
 * persist, listing the open sockets, views, send), as counts, totals and a coarse histogram. Off
 * unless the environment sets `ROOM_PROBE` (the bench's diagnostic ramp does); when off the room
 * holds no probe and pays one null check per stage. On, it reads the clock some hundred times a
 * message (around each recipient's view and send), which workerd charges for: about 0.25 ms of CPU
 * per action, so the bench measures the room's CPU without it.
 *
 * Inside workerd the clock ticks in whole milliseconds, so a single sub-millisecond stage reads as 0
 * or 1 ms. Over thousands of messages the tick falls at a random point of each stage, so the totals
 * (and the means derived from them) are unbiased; the histogram is only coarse.
 */

export const PROBE_STAGES = ['parse', 'engine', 'persist', 'sockets', 'views', 'send', 'message'] as const
export type ProbeStage = (typeof PROBE_STAGES)[number]

/** Upper edges (ms, exclusive) of the histogram's buckets; the last bucket holds the rest. */
export const PROBE_BUCKETS_MS = [1, 2, 5, 10, 20, 50] as const

export interface StageFigures {
  count: number
  totalMs: number
  maxMs: number
  /** Counts per bucket of PROBE_BUCKETS_MS, plus one for everything at or above the last edge. */
  buckets: number[]
}

export type ProbeReport = Record<ProbeStage, StageFigures>

export class RoomProbe {
  private readonly stages = new Map<ProbeStage, StageFigures>()

  /** A probe when the environment asks for one, else null. */
  static fromEnv(env: Record<string, unknown>): RoomProbe | null {
    return env.ROOM_PROBE === '1' ? new RoomProbe() : null
  }

  /** A point in time to measure a stage from. */
  now(): number {
    return performance.now()
  }

  /** Counts one pass through `stage` that began at `since` (from `now()`). */
  add(stage: ProbeStage, since: number): void {
    const ms = Math.max(0, performance.now() - since)
    let figures = this.stages.get(stage)
    if (!figures) this.stages.set(stage, (figures = { count: 0, totalMs: 0, maxMs: 0, buckets: new Array(PROBE_BUCKETS_MS.length + 1).fill(0) }))
    figures.count++
    figures.totalMs += ms
    if (ms > figures.maxMs) figures.maxMs = ms
    const bucket = PROBE_BUCKETS_MS.findIndex((edge) => ms < edge)
    figures.buckets[bucket === -1 ? PROBE_BUCKETS_MS.length : bucket]!++
  }

  /** Everything counted since the last report; counting starts again from zero. */
  report(): ProbeReport {
    const empty = (): StageFigures => ({ count: 0, totalMs: 0, maxMs: 0, buckets: new Array(PROBE_BUCKETS_MS.length + 1).fill(0) })
    const out = Object.fromEntries(PROBE_STAGES.map((stage) => [stage, this.stages.get(stage) ?? empty()])) as ProbeReport
    this.stages.clear()
    return out
  }
}
