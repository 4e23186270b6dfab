/**
 * The room's record in Durable Object storage, in rows: one row holds everything small (the plain
 * fields, the ballots, the clock, of the room and of the running game), every field larger than
 * LARGE_FIELD_BYTES (the seat list, the hands, the story) has a row of its own, and the action ids
 * each seat sent lately (`seen`, for answering a resent action once) have a row per seat. A commit
 * writes only the rows whose text changed, so an action rewrites the small row and the acting
 * seat's ids, a few hundred bytes, not the whole record (14 KB in a 16-player game, which made the
 * write the largest cost of an action). The rows of a commit are written in one go (puts and
 * deletes without an await between them are one atomic write), so a restart finds either the old
 * record or the new one, never a mix.
 *
 * Why rows this small: storage keeps them in an SQLite index b-tree, whose pages hold a row of up
 * to about a kilobyte inline; a longer row continues in a chain of overflow pages, and a row that
 * changes size frees and takes pages anew, so a 3 KB small row rewrote five 4 KB pages with every
 * action. A row is also stored as its JSON's UTF-8 bytes, not as a string: storage serialises a
 * string that holds any character beyond Latin-1 (a name, a dash in a text) at two bytes per
 * character. Rows stored as strings (before bytes) are still read.
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
export const LARGE_FIELD_BYTES = 64
/** The room's fields stored one row per key (`seen/<seat>`): each action changes one seat's entry. */
const ROWS_PER_KEY = new Set<string>(['seen'])

/** The storage calls the store needs (Durable Object storage has them all). */
export interface RecordStorage {
  get<T>(key: string): Promise<T | undefined>
  put(entries: Record<string, unknown>): Promise<void>
  delete(keys: string[]): Promise<number>
  list<T>(options: { prefix: string }): Promise<Map<string, T>>
}

/** Rows: storage key → JSON text. */
type Rows = Map<string, string>

/** A row as storage holds it: UTF-8 bytes, or JSON text for rows written before bytes. */
type StoredRow = Uint8Array | ArrayBuffer | string

const utf8 = new TextEncoder()
const fromUtf8 = new TextDecoder()

function textOfRow(row: StoredRow): string {
  return typeof row === 'string' ? row : fromUtf8.decode(row)
}

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
  const small: SmallRow = { room: fieldsOf(rows, RECORD_PREFIX, { ...record, match: record.match ? head : null }, ROWS_PER_KEY) }
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

/**
 * An object's fields, the large ones put into rows of their own under `prefix`, and those named in
 * `perKey` into a row per key under `prefix` + name + `/` (listed as `[name]` like a large one).
 */
function fieldsOf(rows: Rows, prefix: string, value: Record<string, unknown>, perKey?: ReadonlySet<string>): Fields {
  const fields: Fields = []
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined) continue
    if (perKey?.has(name) && isObject(field)) {
      fields.push([name])
      for (const [key, entry] of Object.entries(field)) if (entry !== undefined) rows.set(`${prefix}${name}/${key}`, entry !== null && typeof entry === 'object' ? jsonOf(entry) : JSON.stringify(entry))
      continue
    }
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
  const record = objectOf(rows, RECORD_PREFIX, small.room, ROWS_PER_KEY) as unknown as RoomRecord
  if (record.match && small.state) {
    const state = 'whole' in small.state ? small.state.whole : objectOf(rows, STATE_PREFIX, small.state)
    record.match = { ...record.match, state }
  }
  return record
}

/** An object from its fields; those in `perKey` from their rows per key (or one row, as written before). */
function objectOf(rows: Rows, prefix: string, fields: Fields, perKey?: ReadonlySet<string>): Record<string, unknown> {
  const value: Record<string, unknown> = {}
  for (const [name, ...small] of fields) {
    const own = small.length > 0 ? undefined : rows.get(prefix + name)
    if (small.length > 0) value[name] = small[0]
    else if (own !== undefined) value[name] = JSON.parse(own)
    else value[name] = perKey?.has(name) ? keyedRows(rows, `${prefix}${name}/`) : undefined
  }
  return value
}

/** A field kept one row per key: the rows under `prefix`, by the rest of their keys. */
function keyedRows(rows: Rows, prefix: string): Record<string, unknown> {
  const value: Record<string, unknown> = {}
  for (const [key, text] of rows) if (key.startsWith(prefix)) value[key.slice(prefix.length)] = JSON.parse(text)
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
    for (const [key, row] of await this.storage.list<StoredRow>({ prefix: RECORD_PREFIX })) rows.set(key, textOfRow(row))
    this.written = rows
    return recordFromRows(rows)
  }

  /** Writes the record: the rows whose text changed, and removes the rows it no longer has, atomically. */
  save(record: RoomRecord): Promise<unknown> {
    const rows = rowsOf(record)
    const before = this.written
    const changed: Record<string, Uint8Array> = {}
    for (const [key, text] of rows) if (before?.get(key) !== text) changed[key] = utf8.encode(text)
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
