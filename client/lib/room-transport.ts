/**
 * How a room connection (connection.ts) reaches its room: the socket it needs, and the room on the
 * server over a WebSocket (PartySocket). The in-page channel to a room on this device is the other
 * transport (client/local-host).
 */
import PartySocket from 'partysocket'

/** What the connection uses of its socket: PartySocket has it, and so has the in-page channel to a room on this device. */
export interface RoomSocket {
  readonly readyState: number
  send(data: string): void
  reconnect(): void
  close(): void
  /** `data`: a message's; `code`: a close's. */
  addEventListener(type: 'open' | 'close' | 'message', listener: (event: { data?: unknown; code?: number }) => void): void
}

/** How a connection reaches its room. */
export interface RoomTransport {
  /**
   * `seatInAddress`, asked before each attempt to connect: the seat to name in the socket's address
   * (joinInAddress), for a transport with addresses; one without leaves the join to the first frame.
   */
  open(code: string, seatInAddress?: () => Record<string, string>): RoomSocket
  /** The room runs on this device: no room link leads back to it from the start page. */
  local?: boolean
}

/** A room on the server, over a WebSocket. */
export const serverTransport: RoomTransport = {
  open: (room, seatInAddress) =>
    new PartySocket({
      host: location.host,
      protocol: location.protocol === 'https:' ? 'wss' : 'ws',
      party: 'main',
      room,
      // Frames sent while closed would arrive before the next `join` and be refused: drop them.
      maxEnqueuedMessages: 0,
      // partysocket gives a handshake 4 s and then starts over. On a slow mobile network (or a busy
      // server) a handshake can take longer than that every time, and the phone would never get in.
      connectionTimeout: 10_000,
      // One attempt per connect or reconnect(), no more: the waits between attempts are the
      // connection's own (`retryLater`), because partysocket's (3 s, growing to 10 s) cannot be cut
      // short when the network comes back or the page is shown again.
      maxRetries: 0,
      ...(seatInAddress ? { query: seatInAddress } : {}),
    }) as RoomSocket,
}
