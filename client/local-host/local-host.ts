/**
 * The third host of the room class: this device. It keeps the game played on one phone (one room
 * at a time) in IndexedDB and runs it with the same GameRoom as the servers, reached over in-page
 * channels instead of WebSockets. A reload, a closed tab or a restarted phone starts the room again
 * from storage, as a Durable Object restarts: the app's connection joins again with its seats'
 * tokens and the game goes on where it was.
 */
import type { GameId } from '../../shared/games'
import type { Lang } from '../../shared/i18n'
import { CLOSE, type RoomPhase } from '../../shared/protocol'
import { games } from '../../server/games'
import { send } from '../../server/room/connection-frames'
import { newRoomCode } from '../../server/room/room-code'
import { storedRecord } from '../../server/room/record-store'
import type { RoomTransport } from '../lib/room-transport'
import { closedUnder, DeviceDatabase } from './device-database'
import { deleteRoom, IdbStorage, StorageWriteFailed, storedRooms } from './idb-storage'
import { LocalRoom } from './local-room'
import { DROPPED, PageSocket } from './page-socket'

/** Every local room's code starts so: it can never be a server room's code (those are six letters). */
export const LOCAL_PREFIX = 'local-'

/** The games one phone passed round can play: those whose definition says who holds the phone. */
export const ONE_PHONE_GAMES: readonly GameId[] = Object.values(games)
  .filter((game) => game.holder !== undefined)
  .map((game) => game.id)

/** The game kept on this device. */
export interface LocalGame {
  code: string
  /** Null when its record cannot be read. */
  game: GameId | null
  phase: RoomPhase | null
}

/**
 * Who may run this device's rooms: one tab at a time, or two would each write their own game over
 * the other's. `claim` takes the device (from another tab, if one has it) and calls `lost` when a
 * newer tab takes it away.
 */
export interface DeviceClaim {
  claim(lost: () => void): Promise<void>
}

export interface LocalHostOptions {
  /** The IndexedDB database (tests use one each). */
  database?: string
  /** The room's environment (server/worker.ts's Env); empty by default. */
  env?: Record<string, unknown>
  claim?: DeviceClaim
}

/**
 * A game on this phone is kept until it is ended here ("the game is kept, even when the app
 * closes"): a room on a server ends after a day nobody is in it, one on the phone after a year.
 */
const LOCAL_ENV = { ROOM_IDLE_HOURS: String(365 * 24) }

export class LocalHost {
  private readonly rooms = new Map<string, Promise<LocalRoom>>()
  /** Another tab took the device: no room runs here until it is taken back. */
  private claimed: Promise<void> | null = null

  /** How the app's connection reaches rooms on this device (client/lib/connection.ts). */
  readonly transport: RoomTransport = {
    local: true,
    open: (code) => new PageSocket((socket) => this.dial(code, socket)),
  }

  private constructor(
    private readonly db: DeviceDatabase,
    private readonly options: LocalHostOptions,
  ) {}

  /** Opens the device's storage (and takes the device from another tab). */
  static async open(options: LocalHostOptions = {}): Promise<LocalHost> {
    const host = new LocalHost(await DeviceDatabase.open(options.database), options)
    await host.claim()
    return host
  }

  /**
   * The game kept on this device, if there is one. One whose record cannot be read is kept too
   * (`game` null): opening it says it is lost, and offers to end it, rather than hide it here.
   */
  async current(): Promise<LocalGame | null> {
    return this.db.use(async (db) => {
      for (const code of await storedRooms(db)) {
        const record = await IdbStorage.open(db, code)
          .then(storedRecord)
          .catch((error: unknown) => {
            if (closedUnder(error)) throw error
            return 'unreadable' as const
          })
        if (record === 'unreadable') return { code, game: null, phase: null }
        if (record) return { code, game: record.game, phase: record.phase }
      }
      return null
    })
  }

  /** Creates a room for a game on this device, in place of the one kept so far; resolves to its code. */
  async create(game: GameId, lang?: Lang): Promise<string> {
    for (const code of await this.db.use(storedRooms)) await this.end(code)
    const code = `${LOCAL_PREFIX}${newRoomCode()}`
    const query = new URLSearchParams({ create: game, ...(lang ? { lang } : {}) })
    const response = await (await this.room(code)).request(new Request(`https://local/parties/main/${code}?${query}`, { method: 'POST' }))
    if (response.status !== 201) throw new Error(`local room: ${response.status} ${await response.text()}`)
    return code
  }

  /** Ends a room for good: its channels close and its storage is removed. */
  async end(code: string): Promise<void> {
    const started = this.rooms.get(code)
    this.rooms.delete(code)
    if (started) (await started.catch(() => null))?.close()
    await this.db.use((db) => deleteRoom(db, code))
  }

  /** Applies the alarms that fell due while the page slept (call when the page is back in front). */
  catchUp(): void {
    for (const room of this.rooms.values()) void room.then((r) => r.catchUp(), () => {})
  }

  /** Stops every room (channels are dropped as in a restart) and closes the storage. */
  async close(): Promise<void> {
    await this.stopRooms()
    await this.db.close()
  }

  /** Resolves once every room has done all it was given so far (for tests). */
  async settled(): Promise<void> {
    for (const room of this.rooms.values()) await (await room).settled()
  }

  private async stopRooms(): Promise<void> {
    const rooms = [...this.rooms.values()]
    this.rooms.clear()
    for (const room of rooms) (await room.catch(() => null))?.close()
  }

  /** The running room for a code, started from storage on first use. */
  private room(code: string): Promise<LocalRoom> {
    let room = this.rooms.get(code)
    if (!room) {
      const env = { ...LOCAL_ENV, ...this.options.env }
      // A room whose write failed is let go; its next start (on a connection opened again, if the
      // browser closed the last one) reads storage afresh.
      const starting = this.db.use((db) => LocalRoom.start(db, code, env, () => this.forget(code, starting)))
      starting.catch(() => this.forget(code, starting))
      this.rooms.set(code, (room = starting))
    }
    return room
  }

  /** Lets go of a room that stopped (it failed to start, or a write failed): the next channel starts it from storage. */
  private forget(code: string, room: Promise<LocalRoom>): void {
    if (this.rooms.get(code) === room) this.rooms.delete(code)
  }

  private dial(code: string, socket: PageSocket): void {
    const connect = async () => {
      await this.claim()
      const room = await this.room(code)
      room.attach(socket)
    }
    connect().catch((error: unknown) => {
      console.error('local room could not start', error)
      // A write that failed while starting (a full storage) may work on the next try; a record that
      // cannot be read will not.
      if (error instanceof StorageWriteFailed) socket.closedByRoom(DROPPED, 'storage')
      else socket.closedByRoom(CLOSE.unknownRoom, 'unavailable')
    })
  }

  /** Takes the device (again, after another tab had it). */
  private claim(): Promise<void> {
    const claim = this.options.claim
    if (!claim) return Promise.resolve()
    return (this.claimed ??= claim.claim(() => this.taken()))
  }

  /** A newer tab took the device: every channel here is told its seat is open elsewhere, as with a second tab on a server. */
  private taken(): void {
    this.claimed = null
    const rooms = [...this.rooms.values()]
    this.rooms.clear()
    for (const room of rooms) {
      void room.then((r) => {
        r.sendOff((connection) => send(connection, { type: 'error', code: 'replaced', notice: { key: 'error.replaced' } }), CLOSE.replaced)
      }, () => {})
    }
  }
}
