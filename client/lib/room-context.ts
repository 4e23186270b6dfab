/** The room a screen belongs to, for components deep in the tree (names, sending, the clock). */
import { createContext, useContext } from 'solid-js'
import type { SeatId } from '../../shared/games'
import type { Notice } from '../../shared/notice'
import type { RoomLink } from './connection'
import { sayWithNames } from './i18n'

export interface RoomContextValue {
  link: RoomLink
  /** A seat's display name ('?' for an unknown seat). */
  nameOf(seat: SeatId): string
  /** A notice rendered in the reader's language, with seat names filled in. */
  text(n: Notice): string
}

const RoomContext = createContext<RoomContextValue>()

/** Provides the room to everything inside. */
export const RoomProvider = RoomContext.Provider

/** The current room; only valid inside a RoomProvider. */
export function useRoom(): RoomContextValue {
  const value = useContext(RoomContext)
  if (!value) throw new Error('useRoom outside a room')
  return value
}

/** Builds the context value for a link. */
export function roomContext(link: RoomLink): RoomContextValue {
  const nameOf = (seat: SeatId) => link.state.current?.room.seats.find((s) => s.id === seat)?.name ?? '?'
  return { link, nameOf, text: (n) => sayWithNames(n, nameOf) }
}
