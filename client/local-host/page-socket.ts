/**
 * The in-page channel between the app and a room on this device: the app's end behaves as the
 * PartySocket it stands in for (ready state, `send`, `reconnect`, `close`, events `open`, `message`,
 * `close`), the room's end as the Party.Connection the room was written for (id, state, `send`,
 * `close`). Frames are the same JSON text as on a WebSocket and arrive in order, never in the same
 * turn they were sent, as over a network.
 */
import type { RoomSocket } from '../lib/room-transport'

/** Ready states, numbered as WebSocket numbers them (the connection compares with WebSocket.OPEN). */
export const READY = { connecting: 0, open: 1, closed: 3 } as const

/** Close code of a channel the host dropped without the room closing it (a restart, another tab). */
export const DROPPED = 1006

type Listener = (event: { data?: unknown; code?: number; reason?: string }) => void

/** What the room's side does with the app's end: the host's side of the channel. */
export interface RoomSide {
  /** The app sent a frame. */
  received(data: string): void
  /** The app closed its end. */
  closedByPage(): void
}

/** The app's end of the channel. `dial` asks the host to connect it (again); the host answers with `opened` or `dropped`. */
export class PageSocket implements RoomSocket {
  readyState: number = READY.connecting
  private readonly listeners = new Map<string, Set<Listener>>()
  private side: RoomSide | null = null
  /** The app closed this end for good. */
  private finished = false

  constructor(private readonly dial: (socket: PageSocket) => void) {
    dial(this)
  }

  addEventListener(type: string, listener: Listener): void {
    let set = this.listeners.get(type)
    if (!set) this.listeners.set(type, (set = new Set()))
    set.add(listener)
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener)
  }

  send(data: string): void {
    if (this.readyState !== READY.open || !this.side) return
    this.side.received(data)
  }

  /** Closes the channel for good. */
  close(code = 1000, reason = ''): void {
    this.finished = true
    this.hangUp(code, reason)
  }

  /** Closes the channel and connects again, as PartySocket's `reconnect` does. */
  reconnect(): void {
    this.finished = false
    this.hangUp(1000, 'reconnect')
    this.readyState = READY.connecting
    this.dial(this)
  }

  /** The host connected this end to a room. False when the app has given up on it meanwhile. */
  opened(side: RoomSide): boolean {
    if (this.finished || this.readyState !== READY.connecting) return false
    this.side = side
    this.readyState = READY.open
    this.emit('open', {})
    return true
  }

  /** A frame from the room. */
  deliver(data: string): void {
    if (this.readyState === READY.open) this.emit('message', { data })
  }

  /** The room closed the channel, or the host dropped it. */
  closedByRoom(code: number, reason: string): void {
    if (this.readyState === READY.closed) return
    this.side = null
    this.readyState = READY.closed
    this.emit('close', { code, reason })
  }

  private hangUp(code: number, reason: string): void {
    const side = this.side
    this.side = null
    if (this.readyState === READY.closed) return
    this.readyState = READY.closed
    side?.closedByPage()
    this.emit('close', { code, reason })
  }

  /** Events come in a later turn, in the order they happened. */
  private emit(type: string, event: Parameters<Listener>[0]): void {
    queueMicrotask(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event)
    })
  }
}
