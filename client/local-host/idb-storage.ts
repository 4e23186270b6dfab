/**
 * A room's storage on this device, in IndexedDB: the calls the room makes of Durable Object storage
 * (get, put, delete, list, deleteAll and the one alarm), with the same promises. Reads come from a
 * copy in memory, loaded once when the room starts, as Durable Object storage reads from its cache.
 * Writes change that copy at once and reach IndexedDB together: every write made before the room
 * next waits goes in one transaction, so the record's rows (record-store.ts puts and deletes them
 * without an await between) land all or none, as one Durable Object write does. A write's promise
 * settles once its transaction is durable, and the room sends nothing before (it awaits the write).
 * A write that fails leaves the copy ahead of IndexedDB: as a Durable Object is reset when a write
 * fails, the storage says so (`onFailed`) and refuses every later write, and the room is started
 * again from what IndexedDB holds.
 */

/** The database all rooms of this device share, and its two stores. */
export const DB_NAME = 'spielleiter-local'
const DB_VERSION = 1
/** Rows by [room, key]. */
const ROWS = 'rows'
/** The alarm of each room, by room. */
const ALARMS = 'alarms'

/** Opens (and on first use creates) the device's database. */
export function openDatabase(name = DB_NAME): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, DB_VERSION)
    request.onupgradeneeded = () => {
      const db = request.result
      if (!db.objectStoreNames.contains(ROWS)) db.createObjectStore(ROWS)
      if (!db.objectStoreNames.contains(ALARMS)) db.createObjectStore(ALARMS)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
    request.onblocked = () => reject(new Error('the local database is held by an older version of the app in another tab'))
  })
}

/** Resolves when a request succeeds. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** Every key of a room's rows. */
function roomRange(room: string): IDBKeyRange {
  return IDBKeyRange.bound([room], [room, []])
}

/** The rooms that have rows on this device. */
export async function storedRooms(db: IDBDatabase): Promise<string[]> {
  const keys = await done(db.transaction(ROWS).objectStore(ROWS).getAllKeys())
  return [...new Set(keys.map((key) => (key as [string, string])[0]))]
}

/** Removes a room's rows and alarm. */
export function deleteRoom(db: IDBDatabase, room: string): Promise<void> {
  const tx = db.transaction([ROWS, ALARMS], 'readwrite')
  tx.objectStore(ROWS).delete(roomRange(room))
  tx.objectStore(ALARMS).delete(room)
  return committed(tx)
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'))
  })
}

/** A write to IndexedDB failed (`cause` says why): the room must start again from storage. */
export class StorageWriteFailed extends Error {
  constructor(cause: unknown) {
    super('a write to the device storage failed', { cause })
    this.name = 'StorageWriteFailed'
  }
}

/** One change waiting for the next transaction. */
type Change = { type: 'put'; key: string; value: unknown } | { type: 'delete'; key: string } | { type: 'clear' } | { type: 'alarm'; at: number | null }

/** Options of `list`, as Durable Object storage takes them. */
export interface ListOptions {
  prefix?: string
  start?: string
  end?: string
  limit?: number
  reverse?: boolean
}

/** A room's storage in IndexedDB, shaped like the Durable Object storage the room was written for. */
export class IdbStorage {
  private pending: { changes: Change[]; settled: Promise<void> } | null = null
  /** Set once a write failed: the copy in memory no longer matches IndexedDB. */
  private failed: StorageWriteFailed | null = null
  /** Told once, when a write fails. */
  onFailed: (error: StorageWriteFailed) => void = () => {}

  /** The failed write, once one failed. */
  get failure(): StorageWriteFailed | null {
    return this.failed
  }

  private constructor(
    private readonly db: IDBDatabase,
    private readonly room: string,
    private readonly rows: Map<string, unknown>,
    private alarm: number | null,
    /** Told whenever the alarm changes, so the host can set its timer. */
    private readonly onAlarm: (at: number | null) => void,
  ) {}

  /** Loads a room's rows and alarm. */
  static async open(db: IDBDatabase, room: string, onAlarm: (at: number | null) => void = () => {}): Promise<IdbStorage> {
    const tx = db.transaction([ROWS, ALARMS])
    const range = roomRange(room)
    const [keys, values, alarm] = await Promise.all([
      done(tx.objectStore(ROWS).getAllKeys(range)),
      done(tx.objectStore(ROWS).getAll(range)),
      done(tx.objectStore(ALARMS).get(room)) as Promise<number | undefined>,
    ])
    const rows = new Map(keys.map((key, i) => [(key as [string, string])[1], values[i]]))
    return new IdbStorage(db, room, rows, alarm ?? null, onAlarm)
  }

  get<T = unknown>(key: string): Promise<T | undefined>
  get<T = unknown>(keys: string[]): Promise<Map<string, T>>
  async get<T>(keys: string | string[]): Promise<T | undefined | Map<string, T>> {
    if (typeof keys === 'string') return this.read<T>(keys)
    const found = new Map<string, T>()
    for (const key of keys) {
      const value = this.read<T>(key)
      if (value !== undefined) found.set(key, value)
    }
    return found
  }

  put<T>(key: string, value: T): Promise<void>
  put<T>(entries: Record<string, T>): Promise<void>
  put<T>(keyOrEntries: string | Record<string, T>, value?: T): Promise<void> {
    const entries = typeof keyOrEntries === 'string' ? { [keyOrEntries]: value } : keyOrEntries
    const changes: Change[] = []
    for (const [key, entry] of Object.entries(entries)) {
      // Stored by value, as Durable Object storage does: a later change to the object is not stored.
      const copy = structuredClone(entry)
      this.rows.set(key, copy)
      changes.push({ type: 'put', key, value: copy })
    }
    return this.write(changes)
  }

  delete(key: string): Promise<boolean>
  delete(keys: string[]): Promise<number>
  async delete(keys: string | string[]): Promise<boolean | number> {
    const list = typeof keys === 'string' ? [keys] : keys
    let count = 0
    for (const key of list) if (this.rows.delete(key)) count++
    await this.write(list.map((key) => ({ type: 'delete', key })))
    return typeof keys === 'string' ? count > 0 : count
  }

  /** The rows in key order, as Durable Object storage lists them. */
  async list<T = unknown>(options: ListOptions = {}): Promise<Map<string, T>> {
    const { prefix = '', start, end, limit, reverse } = options
    let keys = [...this.rows.keys()].filter((k) => k.startsWith(prefix) && (start === undefined || k >= start) && (end === undefined || k < end)).sort()
    if (reverse) keys.reverse()
    if (limit !== undefined) keys = keys.slice(0, limit)
    return new Map(keys.map((k) => [k, structuredClone(this.rows.get(k)) as T]))
  }

  async deleteAll(): Promise<void> {
    this.rows.clear()
    return this.write([{ type: 'clear' }])
  }

  async getAlarm(): Promise<number | null> {
    return this.alarm
  }

  setAlarm(at: number | Date): Promise<void> {
    return this.changeAlarm(typeof at === 'number' ? at : at.getTime())
  }

  deleteAlarm(): Promise<void> {
    return this.changeAlarm(null)
  }

  /** The alarm went off: it is no longer set (the room sets the next one). */
  alarmRang(): Promise<void> {
    return this.changeAlarm(null, false)
  }

  private changeAlarm(at: number | null, tell = true): Promise<void> {
    this.alarm = at
    if (tell) this.onAlarm(at)
    return this.write([{ type: 'alarm', at }])
  }

  private read<T>(key: string): T | undefined {
    const value = this.rows.get(key)
    return value === undefined ? undefined : (structuredClone(value) as T)
  }

  /** Queues changes for the transaction that starts once the room waits; settles when it is durable. */
  private write(changes: Change[]): Promise<void> {
    if (this.failed !== null) return Promise.reject(this.failed)
    if (!this.pending) {
      const batch: Change[] = []
      const settled = Promise.resolve()
        .then(() => this.flush(batch))
        .catch((error: unknown) => this.fail(error))
      this.pending = { changes: batch, settled }
    }
    this.pending.changes.push(...changes)
    return this.pending.settled
  }

  private fail(error: unknown): never {
    if (this.failed === null) {
      this.failed = new StorageWriteFailed(error)
      this.onFailed(this.failed)
    }
    throw this.failed
  }

  private flush(changes: Change[]): Promise<void> {
    this.pending = null
    const tx = this.db.transaction([ROWS, ALARMS], 'readwrite')
    const rows = tx.objectStore(ROWS)
    const alarms = tx.objectStore(ALARMS)
    for (const change of changes) {
      switch (change.type) {
        case 'put':
          rows.put(change.value, [this.room, change.key])
          break
        case 'delete':
          rows.delete([this.room, change.key])
          break
        case 'clear':
          rows.delete(roomRange(this.room))
          break
        case 'alarm':
          if (change.at === null) alarms.delete(this.room)
          else alarms.put(change.at, this.room)
          break
        default:
          change satisfies never
      }
    }
    return committed(tx)
  }
}
