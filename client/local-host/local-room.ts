/**
 * One room on this device: the same GameRoom the servers run, given what a Durable Object gives it
 * (an id, an environment, storage, its connections) through a Party.Room-like object, as
 * server/worker.ts does for partyserver. Like a Durable Object, it handles one thing at a time: each
 * start, connection, frame, close and alarm waits for the one before it to finish, storage writes
 * included, so the room never sees two of them interleaved.
 */
import type * as Party from 'partykit/server'
import type { Conn, ConnectionState } from '../../server/room/connection-frames'
import { GameRoom } from '../../server/room/game-room'
import { AlarmClock } from './alarm-clock'
import { IdbStorage } from './idb-storage'
import { DROPPED, type PageSocket, type RoomSide } from './page-socket'

/** Thrown into work queued for a room that was closed meanwhile. */
class RoomClosed extends Error {}

let connectionCount = 0

/** The room's end of one in-page channel, shaped like the Party.Connection the room uses. */
class RoomConnection implements RoomSide {
  readonly id = `page-${++connectionCount}`
  state: ConnectionState | null = null
  private open = true

  constructor(
    private readonly socket: PageSocket,
    private readonly room: LocalRoom,
  ) {}

  setState(state: ConnectionState | null): ConnectionState | null {
    // Kept as a copy, as the socket attachment that holds it across hibernation would be.
    this.state = state === null ? null : structuredClone(state)
    return this.state
  }

  /** A WebSocket's ready state (open 1, closed 3): the room passes over a channel closed since it listed them. */
  get readyState(): number {
    return this.open ? 1 : 3
  }

  send(data: string): void {
    if (this.open) this.socket.deliver(data)
  }

  /** The room closes the channel. */
  close(code = 1000, reason = ''): void {
    if (!this.open) return
    this.open = false
    this.socket.closedByRoom(code, reason)
    this.room.closed(this)
  }

  received(data: string): void {
    if (this.open) this.room.received(this, data)
  }

  closedByPage(): void {
    if (!this.open) return
    this.open = false
    this.room.closed(this)
  }

  /** The host lets go of the channel without the room: it is not told (as a restart drops sockets). */
  drop(code: number = DROPPED, reason = 'dropped'): void {
    if (!this.open) return
    this.open = false
    this.socket.closedByRoom(code, reason)
  }
}

export class LocalRoom {
  private readonly connections = new Map<string, RoomConnection>()
  private readonly server: GameRoom
  private tail: Promise<unknown> = Promise.resolve()
  private shut = false

  private constructor(
    readonly code: string,
    private readonly storage: IdbStorage,
    private readonly clock: AlarmClock,
    env: Record<string, unknown>,
  ) {
    const connections = this.connections
    const party = {
      id: code,
      internalID: code,
      name: 'main',
      env,
      storage,
      context: {},
      parties: {},
      blockConcurrencyWhile: <T>(work: () => Promise<T>) => work(),
      getConnection: (id: string) => connections.get(id),
      getConnections: () => [...connections.values()],
      broadcast: (message: string, without: string[] = []) => {
        for (const connection of connections.values()) if (!without.includes(connection.id)) connection.send(message)
      },
    }
    this.server = new GameRoom(party as unknown as Party.Room)
  }

  /**
   * Loads the room from this device's storage and starts it (the room applies what fell due
   * meanwhile). When a write fails, the room stops as a Durable Object is reset: every channel is
   * dropped, so the app connects again, and `broken` is told, so the host starts the room anew from
   * what storage holds rather than go on from a memory that storage does not have.
   */
  static async start(db: IDBDatabase, code: string, env: Record<string, unknown> = {}, broken: () => void = () => {}): Promise<LocalRoom> {
    let room: LocalRoom | undefined
    const clock = new AlarmClock(() => room?.alarm())
    const storage = await IdbStorage.open(db, code, (at) => clock.set(at))
    room = new LocalRoom(code, storage, clock, env)
    clock.set(await storage.getAlarm())
    await room.run(() => room.server.onStart())
    // A write that failed while starting (the room applies what fell due) leaves it unstarted.
    if (storage.failure) {
      room.close()
      throw storage.failure
    }
    const started = room
    storage.onFailed = (error) => {
      console.error('local room storage failed; starting again from storage', error)
      started.close()
      broken()
    }
    return room
  }

  /** Connects the app's end of a channel to this room. */
  attach(socket: PageSocket): void {
    if (this.shut) return socket.closedByRoom(DROPPED, 'closed')
    const connection = new RoomConnection(socket, this)
    if (!socket.opened(connection)) return
    this.connections.set(connection.id, connection)
    void this.run(() => this.server.onConnect(connection as unknown as Conn))
  }

  /** Answers an HTTP-style request (creating the room, asking about it), as the room's onRequest does. */
  request(request: Request): Promise<Response> {
    return this.run(() => this.server.onRequest(request as unknown as Party.Request))
  }

  /** Applies an alarm that fell due while the page slept. */
  catchUp(): void {
    this.clock.catchUp()
  }

  /** Sends every channel off without telling the room, and takes no more work: as a restart does. */
  close(): void {
    this.sendOff(() => {}, DROPPED)
  }

  /** Closes the room as `close` does, after a last word to each channel (the room's own frame, from the host). */
  sendOff(tell: (connection: Conn) => void, code: number): void {
    this.shut = true
    this.clock.stop()
    for (const connection of this.connections.values()) {
      tell(connection as unknown as Conn)
      connection.drop(code, code === DROPPED ? 'dropped' : 'closed')
    }
    this.connections.clear()
  }

  /** Whether the room was closed. */
  get isClosed(): boolean {
    return this.shut
  }

  /** Resolves once everything queued so far is done. */
  settled(): Promise<void> {
    return this.tail.then(() => undefined)
  }

  received(connection: RoomConnection, data: string): void {
    void this.run(() => this.server.onMessage(data, connection as unknown as Conn))
  }

  closed(connection: RoomConnection): void {
    if (!this.connections.delete(connection.id)) return
    void this.run(() => this.server.onClose(connection as unknown as Conn))
  }

  private alarm(): void {
    void this.run(async () => {
      await this.storage.alarmRang()
      await this.server.onAlarm()
    })
  }

  /** Runs one piece of work after the one before it; a fault is logged and does not stop the queue. */
  private run<T>(work: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(() => {
      if (this.shut) throw new RoomClosed('the room was closed')
      return work()
    })
    this.tail = result.catch((error: unknown) => {
      if (!(error instanceof RoomClosed)) console.error('local room fault', error)
    })
    return result
  }
}
