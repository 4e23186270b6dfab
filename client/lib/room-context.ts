/** The room a screen belongs to, for components deep in the tree (names, sending, the clock). */
import { createContext, useContext } from 'solid-js'
import type { SeatId } from '../../shared/games'
import type { Notice } from '../../shared/notice'
import type { RoomLink } from './connection'
import { sayWithNames } from './i18n'

/** A room that runs on this device (client/local-host): what the screens around it do differently. */
export interface LocalRoomControls {
  /** Ends the game on this device for good: the room and its storage are gone. */
  end(): Promise<void>
}

export interface RoomContextValue {
  link: RoomLink
  /** Set when the room runs on this device: no link to share, no table screen, no other phones. */
  local?: LocalRoomControls
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

/**
 * Builds the context value for a link (`local`: the room runs on this device). `known`: names of
 * seats the room no longer has (those who left, on an end screen kept after the room moved on).
 */
export function roomContext(link: RoomLink, local?: LocalRoomControls, known?: Readonly<Record<SeatId, string>>): RoomContextValue {
  const nameOf = (seat: SeatId) => link.state.current?.room.seats.find((s) => s.id === seat)?.name ?? known?.[seat] ?? '?'
  return { link, nameOf, text: (n) => sayWithNames(n, nameOf), ...(local ? { local } : {}) }
}
