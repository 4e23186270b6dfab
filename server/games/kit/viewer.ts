/** Who looks at a view, resolved against a game's table: a seat of the game, the moderator, or a spectator. */
import type { SeatId } from '../../../shared/games'
import type { ViewerKind } from '../../../shared/views/header'
import type { Viewer } from '../contract'
import { isSeat, type TableState } from './table'

/** A viewer as a game's view code needs it. */
export interface Looker {
  /** The looking seat when it plays in this game, else null. */
  seat: SeatId | null
  /** The moderator: sees everything, plays no role. */
  moderator: boolean
  /** What the header says about this viewer. */
  kind: ViewerKind
}

/** Resolves a viewer: a seat that does not play in this game looks like a spectator. */
export function lookerOf(state: TableState, viewer: Viewer): Looker {
  const moderator = typeof viewer === 'object' && viewer !== null && viewer.moderator === true
  const seat = typeof viewer === 'string' && isSeat(state, viewer) ? viewer : null
  return { seat, moderator, kind: moderator ? 'moderator' : seat !== null ? 'player' : 'spectator' }
}
