/**
 * The device's database as the host uses it: opened once, and opened again after the browser closed
 * it. A browser may close it under the page (site data cleared, storage pressure); a connection that
 * is closing refuses every new transaction with an InvalidStateError, before it tells it closed.
 */
import { openDatabase, StorageWriteFailed } from './idb-storage'

/** Whether an error (or the storage failure it caused) says the connection was closed under the page. */
export function closedUnder(error: unknown): boolean {
  if (error instanceof StorageWriteFailed) return closedUnder(error.cause)
  return error instanceof DOMException && error.name === 'InvalidStateError'
}

export class DeviceDatabase {
  private db: Promise<IDBDatabase> | null
  /** The connection `db` resolved to, to tell whether a failed one is still the current one. */
  private live: IDBDatabase | null = null

  private constructor(
    private readonly name: string | undefined,
    first: IDBDatabase,
  ) {
    this.db = Promise.resolve(this.watch(first))
  }

  /** Opens the database (and on first use creates it); rejects when the browser refuses storage. */
  static async open(name?: string): Promise<DeviceDatabase> {
    return new DeviceDatabase(name, await openDatabase(name))
  }

  /** The open connection, opened again if the browser closed the last one. */
  current(): Promise<IDBDatabase> {
    if (this.db) return this.db
    const db = openDatabase(this.name).then((opened) => this.watch(opened))
    db.catch(() => {
      if (this.db === db) this.db = null
    })
    return (this.db = db)
  }

  /** Runs storage work; if the connection was closed under it, once more on a connection opened again. */
  async use<T>(work: (db: IDBDatabase) => Promise<T>): Promise<T> {
    const db = await this.current()
    try {
      return await work(db)
    } catch (error) {
      if (!closedUnder(error)) throw error
      this.drop(db)
      return work(await this.current())
    }
  }

  /** Closes the connection (the page is going); a later use opens it again. */
  async close(): Promise<void> {
    const db = this.db
    this.db = null
    this.live = null
    ;(await db?.catch(() => null))?.close()
  }

  private watch(db: IDBDatabase): IDBDatabase {
    this.live = db
    db.addEventListener('close', () => this.drop(db))
    return db
  }

  private drop(db: IDBDatabase): void {
    if (this.live === db) {
      this.live = null
      this.db = null
    }
    db.close()
  }
}
