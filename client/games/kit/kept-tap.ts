/**
 * The name this phone confirmed in the current secret step, kept on the device, so a reloaded
 * phone marks the same name again. For a confirm that picked nothing (alone on a floor, a name the
 * role cannot pick) the room knows only that it was counted; without the name, the reloaded phone
 * would be the one screen at the table with no name marked. The step is the room's game, its step
 * number and the seat, so a kept name never shows in another step, game or hand.
 */
import type { SeatId } from '../../../shared/games'
import { useRoom } from '../../lib/room-context'
import { keptTap } from '../../lib/storage'

export interface KeptTap {
  /** The name kept for the step now on screen, or null. */
  read(): SeatId | null
  /** Keeps this name for the step now on screen. */
  keep(seat: SeatId): void
}

export function useKeptTap(): KeptTap {
  const { link } = useRoom()
  const step = () => {
    const current = link.state.current
    return current?.you ? { code: current.room.code, step: `${current.room.match}:${current.room.stage}:${current.you}` } : null
  }
  return {
    read() {
      const at = step()
      return at ? keptTap.get(at.code, at.step) : null
    },
    keep(seat) {
      const at = step()
      if (at) keptTap.set(at.code, at.step, seat)
    },
  }
}
