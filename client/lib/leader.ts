/** Which phone leads the table: it may read the announcements aloud. */
import type { Accessor } from 'solid-js'
import { useRoom } from './room-context'

/** True on the moderator's phone if there is one, else on the host's. */
export function useLeader(): Accessor<boolean> {
  const { link } = useRoom()
  return () => {
    const state = link.state.current
    if (!state || state.you === null) return false
    return state.you === (state.room.moderator ?? state.room.host)
  }
}
