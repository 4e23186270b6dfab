/**
 * The room's record in Durable Object storage, in rows: one row holds everything small (the plain
 * fields, the ballots, the action ids, the clock, of the room and of the running game), and every
 * field larger than LARGE_FIELD_BYTES (the seat list, the hands, the story) has a row of its own. A
 * commit writes only the rows whose text changed, so a ballot rewrites the one small row (about a
 * kilobyte), not the whole record (14 KB in a 16-player game, which made the write the largest cost
 * of an action), and storage still counts one row written per action. The rows of a commit are
 * written in one go (puts and deletes without an await between them are one atomic write), so a
 * restart finds either the old record or the new one, never a mix.
 */
import type { RoomRecord } from './room-record'

/** Where the record was kept whole before it was stored in rows: read once and then removed. */
export const WHOLE_RECORD_KEY = 'room'
/** Every row of the record has a key that starts with this. */
export const RECORD_PREFIX = 'record/'
/** The row with everything small, and the names of the fields that have rows of their own. */
const SMALL_ROW = `${RECORD_PREFIX}.`
const STATE_PREFIX = `${RECORD_PREFIX}state/`
/** A field whose JSON is longer than this gets a row of its own (and is written only when it changes). */
export const LARGE_FIELD_BYTES = 1024

/** The storage calls the store needs (Durable Object storage has them all). */
export interface RecordStorage {
  get<T>(key: string): Promise<T | undefined>
  put(entries: Record<string, unknown>): Promise<void>
  delete(keys: string[]): Promise<number>
  list<T>(options: { prefix: string }): Promise<Map<string, T>>
}

/** Rows: storage key → JSON text. */
type Rows = Map<string, string>

/** An object's fields in their order: [name, value] when small, [name] when the field has its own row. */
type Fields = [string, unknown?][]

/** The small row's content: the room's fields, and the game state's (or the state itself when it is no object). */
interface SmallRow {
  room: Fields
  state?: Fields | { whole: unknown }
}

/** The record as rows. */
export function rowsOf(record: RoomRecord): Rows {
  const rows: Rows = new Map()
  // The match without its state stands in its place; the state's fields are listed on their own.
  const { state, ...head } = record.match ?? { state: undefined }
  const small: SmallRow = { room: fieldsOf(rows, RECORD_PREFIX, { ...record, match: record.match ? head : null }) }
  if (record.match) small.state = isObject(state) ? fieldsOf(rows, STATE_PREFIX, state) : { whole: state ?? null }
  rows.set(SMALL_ROW, JSON.stringify(small))
  return rows
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * The JSON text of objects already written, by identity. The record is never changed in place (the
 * room replaces what changes, engines never mutate their state), so a field that is the same object
 * as at the last commit has the same text: a vote does not serialise the story and the seats again
 * only to find them unchanged.
 */
const textOf = new WeakMap<object, string>()

function jsonOf(field: object): string {
  let text = textOf.get(field)
  if (text === undefined) textOf.set(field, (text = JSON.stringify(field)))
  return text
}

/** An object's fields, the large ones put into rows of their own under `prefix`. */
function fieldsOf(rows: Rows, prefix: string, value: Record<string, unknown>): Fields {
  const fields: Fields = []
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined) continue
    const text = field !== null && typeof field === 'object' ? jsonOf(field) : null
    if (text !== null && text.length > LARGE_FIELD_BYTES) {
      fields.push([name])
      rows.set(prefix + name, text)
    } else {
      fields.push([name, field])
    }
  }
  return fields
}

/** The record the rows hold; null when they hold none. */
export function recordFromRows(rows: Rows): RoomRecord | null {
  const text = rows.get(SMALL_ROW)
  if (text === undefined) return null
  const small = JSON.parse(text) as SmallRow
  const record = objectOf(rows, RECORD_PREFIX, small.room) as unknown as RoomRecord
  if (record.match && small.state) {
    const state = 'whole' in small.state ? small.state.whole : objectOf(rows, STATE_PREFIX, small.state)
    record.match = { ...record.match, state }
  }
  return record
}

function objectOf(rows: Rows, prefix: string, fields: Fields): Record<string, unknown> {
  const value: Record<string, unknown> = {}
  for (const [name, ...small] of fields) {
    const own = small.length > 0 ? undefined : rows.get(prefix + name)
    value[name] = small.length > 0 ? small[0] : own === undefined ? undefined : JSON.parse(own)
  }
  return value
}

/** A room's record in storage; remembers what it wrote last, so the next commit writes only what changed. */
export class RecordStore {
  /** The rows as storage holds them now; null until known (then the next write writes them all). */
  private written: Rows | null = null
  /** Storage still holds the record whole under the old key, to be removed with the first write in parts. */
  private wholeStored = false

  constructor(private readonly storage: RecordStorage) {}

  /** The stored record, or null when there is none. */
  async load(): Promise<RoomRecord | null> {
    const whole = await this.storage.get<RoomRecord>(WHOLE_RECORD_KEY)
    if (whole) {
      this.wholeStored = true
      this.written = null
      return whole
    }
    const rows: Rows = new Map()
    for (const [key, text] of await this.storage.list<string>({ prefix: RECORD_PREFIX })) rows.set(key, text)
    this.written = rows
    return recordFromRows(rows)
  }

  /** Writes the record: the rows whose text changed, and removes the rows it no longer has, atomically. */
  save(record: RoomRecord): Promise<unknown> {
    const rows = rowsOf(record)
    const before = this.written
    const changed: Record<string, string> = {}
    for (const [key, text] of rows) if (before?.get(key) !== text) changed[key] = text
    const gone = before ? [...before.keys()].filter((key) => !rows.has(key)) : []
    if (this.wholeStored) gone.push(WHOLE_RECORD_KEY)
    this.written = rows
    this.wholeStored = false
    // No await between the calls: Durable Object storage commits them as one write.
    const writes: Promise<unknown>[] = []
    if (Object.keys(changed).length > 0) writes.push(this.storage.put(changed))
    if (gone.length > 0) writes.push(this.storage.delete(gone))
    return Promise.all(writes)
  }

  /** Storage was emptied (the room ended or never existed): the next write writes every row. */
  forget(): void {
    this.written = new Map()
    this.wholeStored = false
  }
}

/** The record a room's storage holds, read the way the room reads it (for tests and tools). */
export async function storedRecord(storage: RecordStorage): Promise<RoomRecord | null> {
  return new RecordStore(storage).load()
}
