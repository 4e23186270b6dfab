/**
 * What the room says to one socket outside the state fan-out: a frame, a refusal, or a goodbye
 * with its close code. What a connection holds and has done is its state, kept across hibernation.
 */
import type * as Party from 'partykit/server'
import type { SeatId } from '../../shared/games'
import type { Notice } from '../../shared/notice'
import type { ErrorCode, ServerFrame } from '../../shared/protocol'
import type { SocketMisses } from './guess-guard'

/**
 * What a connection remembers across hibernation: its seat, once joined, and the further seats it
 * holds when one device is passed round the table (`more`; absent: just the one); the client's
 * address its upgrade request named, and the wrong switch codes and tokens it has sent; and on a
 * device passed round, the player looking at their own card again while the table talks (`look`).
 */
export interface ConnectionState {
  seat?: SeatId
  more?: readonly SeatId[]
  address?: string
  misses?: SocketMisses
  look?: Look
}

/** A player on a device passed round looks at their own card again, during this step (device-seats.ts). */
export interface Look {
  seat: SeatId
  stage: number
}
export type Conn = Party.Connection<ConnectionState>

/** A connection state that holds a seat. */
export type Seated = ConnectionState & { seat: SeatId }

/** Whether a connection has joined (holds a seat). */
export function isSeated(state: ConnectionState | null | undefined): state is Seated {
  return typeof state?.seat === 'string'
}

export function send(connection: Conn, frame: ServerFrame): void {
  connection.send(JSON.stringify(frame))
}

/** Refuses a frame: the error names the frame's id when it had one, so the client can match it. */
export function refuse(connection: Conn, code: ErrorCode, notice: Notice, id?: string): void {
  send(connection, id === undefined ? { type: 'error', code, notice } : { type: 'error', id, code, notice })
}

/** Tells a socket why it loses its place (or has none), forgets its seat and closes it. */
export function sendOff(connection: Conn, code: ErrorCode, close: number): void {
  send(connection, { type: 'error', code, notice: { key: `error.${code}` } })
  connection.setState(null)
  connection.close(close, code)
}
