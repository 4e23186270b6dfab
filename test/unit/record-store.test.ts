/**
 * The room's record in storage parts (server/room/record-store.ts): what a restart reads back is
 * the record that was saved, field order included, and a commit writes only the rows that changed:
 * the one small row for a ballot, a large field's row only when that field changed.
 * The storage here is a map with Durable Object storage's calls; the room tier runs the same store
 * on workerd's real storage (restarts in test/room).
 */
import { describe, expect, it } from 'vitest'
import { LARGE_FIELD_BYTES, RECORD_PREFIX, type RecordStorage, RecordStore, WHOLE_RECORD_KEY, recordFromRows, rowsOf } from '../../server/room/record-store'
import { type RoomRecord, createRoom } from '../../server/room/room-record'

/** Storage as a map, counting what each commit writes and removes. */
class MapStorage implements RecordStorage {
  readonly data = new Map<string, unknown>()
  puts: string[][] = []
  deletes: string[][] = []
  async get<T>(key: string) {
    return this.data.get(key) as T | undefined
  }
  async put(entries: Record<string, unknown>) {
    this.puts.push(Object.keys(entries))
    for (const [key, value] of Object.entries(entries)) this.data.set(key, structuredClone(value))
  }
  async delete(keys: string[]) {
    this.deletes.push(keys)
    return keys.filter((key) => this.data.delete(key)).length
  }
  async list<T>({ prefix }: { prefix: string }) {
    return new Map([...this.data].filter(([key]) => key.startsWith(prefix))) as Map<string, T>
  }
}

/** A story long enough to get a row of its own. */
const LONG_LOG = Array.from({ length: 40 }, (_, i) => ({ type: 'dawn', day: i + 1, out: ['s2'] }))

/** A room with a game running: a state with plain fields, small and large lists and nested objects. */
function playing(): RoomRecord {
  const room = createRoom('ABCDEF', 'werwolf', 1_000)
  return {
    ...room,
    phase: 'playing',
    seats: [
      { id: 's1', name: 'Anna', token: 't1', ready: true },
      { id: 's2', name: 'Ben', token: 't2', ready: true },
    ] as RoomRecord['seats'],
    version: 7,
    seen: { s1: ['a1'], s2: [] },
    match: {
      players: ['s1', 's2'],
      state: { stage: 3, phase: 'vote', deadline: null, hands: { s1: { role: 'wolf' }, s2: { role: 'villager' } }, ballots: {}, log: LONG_LOG },
    },
  }
}

describe('the record in storage parts', () => {
  it('reads back what was saved, with every field in its order', async () => {
    const record = playing()
    const storage = new MapStorage()
    await new RecordStore(storage).save(record)
    const loaded = await new RecordStore(storage).load()
    expect(loaded).toEqual(record)
    expect(Object.keys(loaded!)).toEqual(Object.keys(record))
    expect(Object.keys(loaded!.match!.state as object)).toEqual(Object.keys(record.match!.state as object))
    expect(recordFromRows(rowsOf(record))).toEqual(record)
    expect([...storage.data.keys()].every((key) => key.startsWith(RECORD_PREFIX))).toBe(true)
  })

  it('writes only the rows a change touched', async () => {
    const storage = new MapStorage()
    const store = new RecordStore(storage)
    const before = playing()
    await store.save(before)
    const state = before.match!.state as Record<string, unknown>
    const after: RoomRecord = { ...before, version: 8, seen: { ...before.seen, s2: ['b1'] }, match: { ...before.match!, state: { ...state, ballots: { s2: 's1' } } } }
    await store.save(after)
    expect(JSON.stringify(LONG_LOG).length).toBeGreaterThan(LARGE_FIELD_BYTES)
    // A ballot: the small row and the voter's action ids, not the other seat's; a fraction of the record.
    expect(storage.puts.at(-1)!.sort()).toEqual([`${RECORD_PREFIX}.`, `${RECORD_PREFIX}seen/s2`])
    const small = (storage.data.get(`${RECORD_PREFIX}.`) as Uint8Array).byteLength
    expect(small).toBeLessThan(JSON.stringify(after).length / 2)
    expect(await new RecordStore(storage).load()).toEqual(after)
    // The story grows: its row is written with the small one.
    const longer: RoomRecord = { ...after, version: 9, match: { ...after.match!, state: { ...(after.match!.state as object), log: [...LONG_LOG, { type: 'dusk', day: 41 }] } } }
    await store.save(longer)
    expect(storage.puts.at(-1)!.sort()).toEqual([`${RECORD_PREFIX}.`, `${RECORD_PREFIX}state/log`])
    expect(await new RecordStore(storage).load()).toEqual(longer)
    // Nothing changed: nothing written.
    const puts = storage.puts.length
    await store.save(structuredClone(longer))
    expect(storage.puts.length).toBe(puts)
  })

  it('removes the rows of fields that are gone, in the same write', async () => {
    const storage = new MapStorage()
    const store = new RecordStore(storage)
    const running = playing()
    await store.save(running)
    const { log: _log, ...state } = running.match!.state as Record<string, unknown>
    await store.save({ ...running, match: { ...running.match!, state } })
    expect(storage.deletes.at(-1)).toEqual([`${RECORD_PREFIX}state/log`])
    expect(await new RecordStore(storage).load()).toEqual({ ...running, match: { ...running.match!, state } })
    // Back to the lobby: the game's rows go, and the action ids with them.
    expect(storage.data.has(`${RECORD_PREFIX}seen/s1`)).toBe(true)
    const lobby: RoomRecord = { ...running, phase: 'lobby', match: null, seen: {} }
    await store.save(lobby)
    expect([...storage.data.keys()].some((key) => key.startsWith(`${RECORD_PREFIX}state/`) || key.startsWith(`${RECORD_PREFIX}seen/`))).toBe(false)
    expect(await new RecordStore(storage).load()).toEqual(lobby)
  })

  it('stores rows as UTF-8 bytes, so text beyond Latin-1 does not take two bytes a character', async () => {
    const storage = new MapStorage()
    const record = playing()
    const named: RoomRecord = { ...record, seats: record.seats.map((s) => ({ ...s, name: `${s.name} — 🐺 Wölfin` })) }
    await new RecordStore(storage).save(named)
    const rows = [...storage.data.values()]
    expect(rows.every((row) => row instanceof Uint8Array)).toBe(true)
    const text = rows.map((row) => new TextDecoder().decode(row as Uint8Array)).join('')
    expect(text).toContain('🐺 Wölfin')
    expect(rows.reduce<number>((n, row) => n + (row as Uint8Array).byteLength, 0)).toBe(new TextEncoder().encode(text).byteLength)
    expect(await new RecordStore(storage).load()).toEqual(named)
  })

  it('reads rows stored as JSON text, as they were before bytes', async () => {
    const storage = new MapStorage()
    const record = playing()
    for (const [key, text] of rowsOf(record)) storage.data.set(key, text)
    const store = new RecordStore(storage)
    expect(await store.load()).toEqual(record)
    // The next change writes the changed row as bytes; the rest stay text and still read.
    await store.save({ ...record, version: 8 })
    expect(storage.data.get(`${RECORD_PREFIX}.`)).toBeInstanceOf(Uint8Array)
    expect(await new RecordStore(storage).load()).toEqual({ ...record, version: 8 })
  })

  it('reads a record stored whole under the old key, and replaces it with parts at the first write', async () => {
    const storage = new MapStorage()
    const record = playing()
    storage.data.set(WHOLE_RECORD_KEY, structuredClone(record))
    const store = new RecordStore(storage)
    expect(await store.load()).toEqual(record)
    await store.save({ ...record, version: 9 })
    expect(storage.data.has(WHOLE_RECORD_KEY)).toBe(false)
    expect(await new RecordStore(storage).load()).toEqual({ ...record, version: 9 })
  })

  it('has nothing to read in empty storage', async () => {
    expect(await new RecordStore(new MapStorage()).load()).toBeNull()
  })
})
