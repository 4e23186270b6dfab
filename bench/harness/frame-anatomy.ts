/**
 * Where a Spielleiter state frame's bytes and time go, on a late-game record from the harness:
 * the shared room part against the per-seat view, the view's largest fields, and the cost of one
 * view per kind of viewer (living player, watching dead, spectator).
 */
import { werwolf } from '../../server/games/werwolf'
import type { WerwolfState } from '../../server/games/werwolf'
import { stateFrames, viewerOf } from '../../server/room/fan-out'
import { type RoomRecord, roomInfo } from '../../server/room/room-record'

const now = () => performance.now()

function timeIt(fn: () => unknown, rounds: number): number {
  for (let i = 0; i < 20; i++) fn()
  const t = now()
  for (let i = 0; i < rounds; i++) fn()
  return (now() - t) / rounds
}

/** The anatomy of the frames this record fans out. */
export function frameAnatomy(record: RoomRecord) {
  const state = record.match!.state as WerwolfState
  const connected = new Set(record.seats.map((s) => s.id))
  const info = roomInfo(record, connected)
  const infoBytes = JSON.stringify(info).length
  const kinds: Record<string, string | null> = {}
  const alive = (seat: string) => !state.out.some((o) => o.seat === seat)
  kinds.livingPlayer = state.seats.find(alive) ?? null
  kinds.watchingDead = state.seats.find((s) => !alive(s)) ?? null
  kinds.spectator = record.seats.find((s) => s.kind === 'spectator')?.id ?? null
  const perKind: Record<string, unknown> = {}
  for (const [kind, seat] of Object.entries(kinds)) {
    if (seat === null && kind !== 'spectator') continue
    const viewer = viewerOf(record, seat)
    const view = werwolf.view(state, viewer) as unknown as Record<string, unknown>
    const fields = Object.fromEntries(
      Object.entries(view)
        .map(([k, v]) => [k, JSON.stringify(v ?? null).length] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6),
    )
    // The public story is re-told in full in every view; the same view without it shows its share.
    const withoutLog = { ...state, log: [] }
    perKind[kind] = {
      viewBytes: JSON.stringify(view).length,
      viewWithoutLogMs: timeIt(() => JSON.stringify(werwolf.view(withoutLog, viewer)), 200),
      largestFields: fields,
      viewMs: timeIt(() => werwolf.view(state, viewer), 200),
      viewAndJsonMs: timeIt(() => JSON.stringify(werwolf.view(state, viewer)), 200),
    }
  }
  const frameFor = () => {
    const f = stateFrames(record, roomInfo(record, connected), 0)
    // Full frames, as every socket gets after joining (later frames are differences from these).
    for (const s of record.seats) f(s.id, undefined)
  }
  return {
    phase: state.phase,
    day: state.day,
    logRecords: state.log.length,
    eliminated: state.out.length,
    roomInfoBytes: infoBytes,
    roomInfoLargestFields: Object.fromEntries(Object.entries(info).map(([k, v]) => [k, JSON.stringify(v ?? null).length] as const).sort((a, b) => b[1] - a[1]).slice(0, 4)),
    perKind,
    roomInfoMs: timeIt(() => roomInfo(record, connected), 200),
    fanOutAll24Ms: timeIt(frameFor, 100),
  }
}
