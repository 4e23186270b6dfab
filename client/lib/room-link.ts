/**
 * What screens use of a room connection (connection.ts makes one): its state, its status, and the
 * frames a screen may send. The same for a room on a server and a room on this device.
 */
import type { Accessor } from 'solid-js'
import type { SeatId } from '../../shared/games'
import type { Notice } from '../../shared/notice'
import type { ErrorCode, LobbyCommand, RoomInfo } from '../../shared/protocol'
import type { ClockSync } from './clock'

/** Where the connection is. `lost` is final: the seat went elsewhere or the room is gone. */
export type LinkStatus = 'connecting' | 'open' | 'lost'

/** Why the seat was lost. */
export interface LostSeat {
  code: Extract<ErrorCode, 'replaced' | 'moved' | 'bad_rejoin' | 'rejoin_locked' | 'kicked' | 'left' | 'unknown_room' | 'room_ended'>
  notice: Notice
}

/** The latest `state` frame. */
export interface RoomState {
  version: number
  /** The server's game clock when it sent the frame. */
  now: number
  room: RoomInfo
  you: SeatId | null
  view: unknown
}

/** Why the room did not take an action or command: its error frame, or no connection to send it on. */
export class Refused extends Error {
  constructor(
    readonly code: ErrorCode | 'not_connected',
    readonly notice: Notice,
  ) {
    super(code)
  }
}

/** What screens use of a room connection. */
export interface RoomLink {
  code: string
  status: Accessor<LinkStatus>
  lost: Accessor<LostSeat | null>
  /** The room could not be reached: the socket closed (or never opened) and has not opened again yet. */
  down: Accessor<boolean>
  /** The latest state; `state.current` is null until the first frame. Fine-grained (a store). */
  state: { current: RoomState | null }
  clock: ClockSync
  /**
   * Sends a game action for the current stage. Settles when the room answers that action: resolves
   * on its `ack`, rejects with `Refused` on its error (the player has been told why by a toast).
   * `seat`: on a device holding several seats, the one acting. `quiet`: a refusal is not toasted,
   * nor an action not sent for want of a connection (a secret step's screen says it on the card,
   * and a toast would stand out on some phones only).
   */
  act(action: unknown, seat?: SeatId, options?: { quiet?: boolean }): Promise<void>
  /** The further seats this device holds (one phone passed round the table), in the order added. */
  more: Accessor<SeatId[]>
  /** The host's device adds a player to itself by name (one phone passed round the table). */
  addSeat(name: string): void
  /**
   * The name the room gave the player last added to this device, when it is not the one typed
   * (numbered, or cleaned); null when it kept the name. The list of names says it under the new
   * row: a toast would speak to the wrong person ("you appear as …") and cover the next name.
   */
  addedAs: Accessor<string | null>
  /** Sends a lobby or room-control command; settles like `act`. */
  command(command: LobbyCommand): Promise<void>
  /**
   * On a phone passed round, while the table talks: `seat`, one of its players, looks at their own
   * card again in this step, and the room sends that seat's view (null: done, the table's view
   * again). Settles like `act`.
   */
  look(seat: SeatId | null): Promise<void>
  /** After `replaced`: take the seat back into this tab. */
  retake(): void
  /** A seat's switch code the host asked for (to help someone onto a new phone), with when it came. */
  shownSwitch: Accessor<{ seat: SeatId; code: string; at: number } | null>
  /** The seat a switch code brought here is someone else's: this device forgets it and lets go of it. */
  notMine(): void
  /** Leaves the room for good (the seat goes, or stays empty in a running game); false when not connected. */
  leave(): boolean
  /** Leaves for good. */
  close(): void
}
