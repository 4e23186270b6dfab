/**
 * Sends each connection its own `state` frame. Views are computed once per distinct viewer and the
 * shared room part is serialised once, so a change costs one engine view per seat, not per socket.
 */
import type { SeatId } from '../../shared/games'
import type { RoomInfo } from '../../shared/protocol'
import { MODERATOR, type Viewer } from '../games/contract'
import { type RoomRecord, definitionOf } from './room-record'

/** Who a seat is to the engine: itself if it plays, the moderator's lens, or a spectator. */
export function viewerOf(room: RoomRecord, seat: SeatId | null): Viewer {
  if (seat !== null && room.match?.players.includes(seat)) return seat
  if (seat !== null && seat === room.moderator) return MODERATOR
  return null
}

/** A builder of `state` frames for one change: call `frameFor(seat)` per recipient. */
export function stateFrames(room: RoomRecord, info: RoomInfo, now: number): (seat: SeatId | null) => string {
  const head = `{"type":"state","version":${room.version},"now":${now},"room":${JSON.stringify(info)},"you":`
  const views = new Map<string, string>()
  const def = room.match ? definitionOf(room) : null
  return (seat) => {
    const viewer = viewerOf(room, seat)
    const key = viewer === null ? '' : typeof viewer === 'string' ? viewer : '*'
    let view = views.get(key)
    if (view === undefined) {
      view = def && room.match ? JSON.stringify(def.view(room.match.state, viewer)) : 'null'
      views.set(key, view)
    }
    return `${head}${JSON.stringify(seat)},"view":${view}}`
  }
}
