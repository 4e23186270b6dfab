/**
 * The load ramp for one system: start its server, add rooms step by step (R = 1, 2, 4, ...), let
 * them play, measure a window at each R, and stop once action → last recipient p99 breaks the
 * target (or the time budget for the system runs out). Each step's rooms keep playing into the next.
 */
import { Metrics } from './metrics.mjs'
import { cpuBetween, machineBusy, sleep } from './procs.mjs'
import { loadavg } from 'node:os'
import { round } from './stats.mjs'

/** Recipients per room: 16 players and 8 spectators. */
export const RECIPIENTS = 24
/** The latency target that decides the largest sustained R. */
export const FANOUT_P99_TARGET_MS = 100
/** More than this share of actions not seen by every recipient in time also breaks a step. */
const INCOMPLETE_LIMIT = 0.01
const MB = 1024 * 1024
/** How long the idle server's CPU is sampled before the first room opens. */
const IDLE_SAMPLE_MS = 3_000

export async function runRamp(system, { steps, warmupMs, windowMs, drainMs, budgetMs, bot, log, idleSampleMs = IDLE_SAMPLE_MS, retry = true }) {
  const began = Date.now()
  const server = await system.start()
  const startedIn = Date.now() - began
  await sleep(500)
  // What the server burns with no room open (runtime ticks, the dev proxy): subtracted per action.
  const idle0 = server.usage()
  await sleep(idleSampleMs)
  const baseline = server.usage()
  const idleCpuPerSecond = Math.max(0, cpuBetween(idle0, baseline) / (idleSampleMs / 1000))
  const metrics = new Metrics(RECIPIENTS)
  const rooms = []
  const results = []
  let broke = null
  try {
    for (const target of steps) {
      if (Date.now() - began > budgetMs) {
        broke = `time budget (${Math.round(budgetMs / 1000)} s) used up`
        break
      }
      const opening = Date.now()
      while (rooms.length < target) {
        const batch = []
        for (let i = 0; i < 4 && rooms.length + batch.length < target; i++) {
          const room = new system.Room(server, rooms.length + batch.length, metrics, bot, bot.seeded(1000 + rooms.length + batch.length))
          batch.push(room)
        }
        rooms.push(...batch)
        await Promise.all(batch.map((r) => r.open()))
      }
      const openMs = Date.now() - opening
      await sleep(warmupMs)
      // A step that misses the target gets a second window: other processes share these two cores,
      // and one stall of theirs should not decide the figure alone. Both windows are kept.
      const first = await measureWindow({ server, metrics, windowMs, drainMs, baseline, target, openMs, idleCpuPerSecond })
      const windows = [first]
      if (retry && !holds(first)) windows.push(await measureWindow({ server, metrics, windowMs, drainMs, baseline, target, openMs, idleCpuPerSecond }))
      const row = { ...windows.reduce((a, b) => (holds(b) && !holds(a) ? b : a)), windows: windows.length }
      if (windows.length > 1) row.firstWindow = { fanoutP50Ms: first.fanoutP50Ms, fanoutP99Ms: first.fanoutP99Ms, incomplete: first.incomplete, otherCpuPercent: first.otherCpuPercent }
      results.push(row)
      log(row)
      if (!holds(row)) {
        broke =
          row.applied === 0
            ? 'no action was applied'
            : row.fanoutP99Ms > FANOUT_P99_TARGET_MS
              ? `p99 ${row.fanoutP99Ms} ms > ${FANOUT_P99_TARGET_MS} ms at ${target} rooms`
              : `${row.incomplete} of ${row.applied} actions did not reach every recipient in time at ${target} rooms`
        break
      }
    }
    const snapshot = (await server.stats?.(false))?.snapshotBytes ?? null
    const probe = (await server.probe?.().catch(() => null)) ?? null
    return { steps: results, broke, startedInMs: startedIn, baselineRssMB: round(baseline.rss / MB, 1), idleCpuPercent: round(idleCpuPerSecond * 100, 1), snapshotBytes: snapshot, probe }
  } finally {
    for (const r of rooms) r.close()
    await sleep(300)
    await server.stop()
  }
}

function holds(row) {
  return row.applied > 0 && row.fanoutP99Ms !== null && row.fanoutP99Ms <= FANOUT_P99_TARGET_MS && row.incomplete <= row.applied * INCOMPLETE_LIMIT
}

/** One measurement window at the current load: counters from zero, then a drain for late arrivals. */
async function measureWindow({ server, metrics, windowMs, drainMs, baseline, target, openMs, idleCpuPerSecond }) {
  await server.stats?.(true)
  const u0 = server.usage()
  const d0 = process.cpuUsage()
  const m0 = machineBusy()
  metrics.begin()
  await sleep(windowMs)
  metrics.stop()
  const u1 = server.usage()
  const d1 = process.cpuUsage(d0)
  const m1 = machineBusy()
  await sleep(drainMs)
  metrics.end()
  const s = metrics.summary()
  const st = (await server.stats?.(false)) ?? null
  const seconds = windowMs / 1000
  const serverCpu = cpuBetween(u0, u1)
  return {
    rooms: target,
    actionsPerSecond: round(s.actionsPerSecond, 1),
    sent: s.sent,
    applied: s.applied,
    refused: s.refused,
    incomplete: s.incomplete,
    fanoutP50Ms: round(s.fanoutP50Ms),
    fanoutP99Ms: round(s.fanoutP99Ms),
    fanoutMaxMs: round(s.fanoutMaxMs),
    serverP50Ms: round(st?.p50 ?? null, 3),
    serverP99Ms: round(st?.p99 ?? null, 3),
    serverSamples: st?.n ?? null,
    framesPerAction: round(s.framesPerAction, 3),
    bytesPerRecipientPerAction: round(s.bytesPerRecipientPerAction, 0),
    bytesPerFrame: round(s.bytesPerFrame, 0),
    serverCpuPercent: round((serverCpu / seconds) * 100, 0),
    // The server's whole CPU per action (runtime, sockets, storage, room) above its idle burn:
    // comparable across systems, measured in the real runtime.
    serverCpuMsPerAction: s.applied ? round((Math.max(0, serverCpu - idleCpuPerSecond * seconds) * 1000) / s.applied, 3) : null,
    driverCpuPercent: round(((d1.user + d1.system) / 1e6 / seconds) * 100, 0),
    // Everything else on the machine (other test suites, the OS), of 200 % for two cores.
    otherCpuPercent: round(((m1 - m0 - serverCpu - (d1.user + d1.system) / 1e6) / seconds) * 100, 0),
    loadAverage: round(loadavg()[0], 2),
    serverRssMB: round(u1.rss / MB, 1),
    rssPerRoomMB: round((u1.rss - baseline.rss) / MB / target, 2),
    openMs,
  }
}

/** The largest R whose step held the target (every step up to it held too). */
export function maxRoomsOf(steps) {
  let max = 0
  for (const s of steps) {
    if (!holds(s)) break
    max = s.rooms
  }
  return max
}
