/** The seat this phone plays, for marking "you" and "you won"; null for a spectator or the moderator. */
import type { SeatId } from '../../../shared/games'
import { useRoom } from '../../lib/room-context'

export function useYourSeat(): () => SeatId | null {
  const { link } = useRoom()
  return () => link.state.current?.you ?? null
}
