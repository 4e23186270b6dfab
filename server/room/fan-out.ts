/**
 * Sends each connection its own frame after a change. A socket that already has a state gets a
 * `patch`: the difference between what it was sent last and what it should see now, so a vote
 * costs a few dozen bytes, not the whole story so far. A socket without one (just joined, or the
 * room woke from hibernation and forgot) gets the full `state`.
 *
 * Views are computed once per distinct viewer, the room part once per change, and each
 * difference once per distinct previous value, so a change costs one engine view per seat, not
 * per socket.
 */
import type { SeatId } from '../../shared/games'
import { diff } from '../../shared/patch'
import type { RoomInfo } from '../../shared/protocol'
import { MODERATOR, type Viewer } from '../games/contract'
import { lastStateMemo } from '../lib/last-state-memo'
import { type RoomRecord, definitionOf, isTableSeat, seatById } from './room-record'

/**
 * Who a seat is to the engine: itself if it plays, the moderator's lens, or a spectator. The table
 * screen is a spectator whatever the record says: everyone at the table reads it.
 */
export function viewerOf(room: RoomRecord, seat: SeatId | null): Viewer {
  if (seat !== null && isTableSeat(room, seat)) return null
  // A seat that came by switch code shows its game once its person has said it is theirs.
  if (seat !== null && seatById(room, seat)?.confirming) return null
  if (seat !== null && room.match?.players.includes(seat)) return seat
  if (seat !== null && seat === room.moderator) return MODERATOR
  return null
}

/**
 * The views of the room's current game state, by viewer key. A view depends on the state and the
 * viewer alone (engines are pure), so a change that leaves the game as it was (someone connects, a
 * name changes, the host steps away) reuses every view, and each recipient's view difference is
 * found equal at once, by identity. The room keeps the current state's views only (a WeakMap by
 * state kept dead states' views alive through young-generation collections: see lastStateMemo).
 */
export type ViewCache = (state: unknown) => Map<string, unknown>

/** An empty cache of views, one per room. */
export function viewCache(): ViewCache {
  return lastStateMemo(() => new Map<string, unknown>())
}

/** What a connection was sent last: the base of its next patch. */
export interface Sent {
  seat: SeatId
  version: number
  room: RoomInfo
  view: unknown
}

/** One recipient's frame and what it will hold once the frame arrives. */
export interface Delivery {
  frame: string
  sent: Sent
}

/**
 * A builder of frames for one change: call it per recipient with what that recipient was sent
 * last (undefined: nothing yet), and, for a device holding several seats, whose view it gets now
 * (`viewing`; null: the spectator's). Returns null when the recipient already holds exactly this.
 */
export function stateFrames(
  room: RoomRecord,
  info: RoomInfo,
  now: number,
  cache: ViewCache = viewCache(),
): (seat: SeatId, last: Sent | undefined, viewing?: SeatId | null) => Delivery | null {
  const def = room.match ? definitionOf(room) : null
  const views = cache(room.match?.state)
  const viewJson = new Map<string, string>()
  const patches = new Map<unknown, Map<unknown, string | null>>()
  // Serialised only if some socket needs the whole state (a join, or the room woke up).
  let roomJson: string | undefined
  /** The difference from `before` to `after` as JSON, computed once per pair; null when equal. */
  const patchJson = (before: unknown, after: unknown): string | null => {
    let byBefore = patches.get(after)
    if (!byBefore) patches.set(after, (byBefore = new Map()))
    let text = byBefore.get(before)
    if (text === undefined) {
      const ops = diff(before, after)
      byBefore.set(before, (text = ops.length ? JSON.stringify(ops) : null))
    }
    return text
  }
  const stateHead = `"version":${room.version},"now":${now}`

  return (seat, last, viewing = seat) => {
    const viewer = viewerOf(room, viewing)
    const key = viewer === null ? '' : typeof viewer === 'string' ? viewer : '*'
    let view = views.get(key)
    if (view === undefined) {
      view = def && room.match ? def.view(room.match.state, viewer) : null
      views.set(key, view)
    }
    const sent: Sent = { seat, version: room.version, room: info, view }
    if (!last || last.seat !== seat) {
      roomJson ??= JSON.stringify(info)
      let viewText = viewJson.get(key)
      if (viewText === undefined) viewJson.set(key, (viewText = JSON.stringify(view) ?? 'null'))
      return { frame: `{"type":"state",${stateHead},"room":${roomJson},"you":${JSON.stringify(seat)},"view":${viewText}}`, sent }
    }
    const roomPatch = patchJson(last.room, info)
    const viewPatch = patchJson(last.view, view)
    // A new version is news even when this recipient sees nothing else change: every phone
    // hears of every change, so when a frame arrives tells nobody whose view it touched.
    if (roomPatch === null && viewPatch === null && last.version === room.version) return null
    // A PatchWire (shared/protocol.ts): the game clock only with a change of the room part.
    const parts = [`{"p":${room.version}`]
    if (viewPatch !== null) parts.push(`"v":${viewPatch}`)
    if (roomPatch !== null) parts.push(`"r":${roomPatch}`, `"n":${now}`)
    return { frame: `${parts.join(',')}}`, sent }
  }
}
