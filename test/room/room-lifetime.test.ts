/**
 * Rooms end: a room nobody has been connected to for the idle lifetime (wrangler.toml
 * `ROOM_IDLE_HOURS`) deletes its storage from its alarm, its link says "this room has ended", and
 * its code can be given to a new room. A room with anyone in it lives on, however long.
 */
import { SELF, env, runInDurableObject } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HOST_AWAY_MS } from '../../server/room/room-record'
import { ENDED_NOTICE_MS, idleLifetimeMs } from '../../server/room/room-lifetime'
import { isType } from '../support/frames'
import { SCENARIO_TIMEOUT_MS } from '../support/loop-timeout'
import { RoomClient, createRoom, fakeClock, fireAlarm, readAlarm, readRecord, restart, setClock, stubFor, touch } from '../support/room-harness'
import { RECORD_PREFIX } from '../../server/room/record-store'

afterEach(() => {
  vi.useRealTimers()
})

const IDLE_MS = idleLifetimeMs(env as unknown as Record<string, unknown>)

/** Every key the room's storage holds. */
function storedKeys(code: string): Promise<string[]> {
  return runInDurableObject(stubFor(code), async (_i, state) => [...(await state.storage.list()).keys()])
}

/** What `GET /api/rooms/:code` answers. */
async function lookUp(code: string): Promise<{ status: number; body: unknown }> {
  const res = await SELF.fetch(`http://spielleiter.test/api/rooms/${code}`)
  return { status: res.status, body: await res.json() }
}

/** A room whose only person has gone; resolves once the room has noted it. */
async function emptiedRoom() {
  fakeClock()
  const code = await createRoom('werwolf')
  const anna = await RoomClient.joined(code, 'Anna')
  anna.close()
  await vi.waitFor(async () => expect((await readRecord(code)).idleSince).not.toBeNull())
  return { code, anna, idleSince: (await readRecord(code)).idleSince! }
}

describe('a room nobody is in', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('reads its idle lifetime from wrangler.toml', () => {
    expect(env.ROOM_IDLE_HOURS).toBe('24')
    expect(IDLE_MS).toBe(24 * 3600_000)
  })

  it('sets its alarm for the end of the idle lifetime and ends then, not a moment before', async () => {
    const { code, idleSince } = await emptiedRoom()
    // The host handover comes first; after it, the end of the room is what the alarm waits for.
    setClock(idleSince + HOST_AWAY_MS)
    await fireAlarm(code)
    expect(await readAlarm(code)).toBe(idleSince + IDLE_MS)

    setClock(idleSince + IDLE_MS - 1)
    await fireAlarm(code)
    expect((await readRecord(code)).seats.map((s) => s.name)).toEqual(['Anna'])

    setClock(idleSince + IDLE_MS)
    expect(await fireAlarm(code)).toBe(true)
    expect(await storedKeys(code)).toEqual(['ended'])
    expect(await lookUp(code)).toEqual({ status: 404, body: { error: 'ended' } })
    // A socket that reaches the object anyway is told, and closed.
    const late = await RoomClient.open(code)
    const told = await late.rec.next(isType('error'))
    expect(told).toMatchObject({ code: 'room_ended', notice: { key: 'error.room_ended' } })
    expect((await late.whenClosed()).code).toBe(4005)
  })

  it('frees its code: a new room can take it at once', async () => {
    const { code, idleSince } = await emptiedRoom()
    setClock(idleSince + IDLE_MS)
    await fireAlarm(code)
    const res = await stubFor(code).fetch(new Request(`http://room/parties/main/${code}?create=cops`, { method: 'POST', headers: { 'x-partykit-room': code, 'x-partykit-namespace': 'main' } }))
    expect(res.status).toBe(201)
    expect(await lookUp(code)).toEqual({ status: 200, body: { game: 'cops', phase: 'lobby', players: 0, names: [] } })
    // The new room's record, and nothing left of the ended one.
    const keys = await storedKeys(code)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.filter((key) => !key.startsWith(RECORD_PREFIX))).toEqual([])
  })

  it(`says "ended" for ${ENDED_NOTICE_MS / 86_400_000} days, then keeps nothing at all`, async () => {
    const { code, idleSince } = await emptiedRoom()
    const ended = idleSince + IDLE_MS
    setClock(ended)
    await fireAlarm(code)
    expect(await readAlarm(code)).toBe(ended + ENDED_NOTICE_MS)
    setClock(ended + ENDED_NOTICE_MS)
    await fireAlarm(code)
    expect(await storedKeys(code)).toEqual([])
    expect(await readAlarm(code)).toBeNull()
    expect((await lookUp(code)).status).toBe(404)
  })

  it('ends a room that was created and never joined, counting from its creation', async () => {
    const start = fakeClock()
    const code = await createRoom('werwolf')
    const created = (await readRecord(code)).createdAt
    expect(created).toBe(start)
    expect(await readAlarm(code)).toBe(created + IDLE_MS)
    setClock(created + IDLE_MS)
    await fireAlarm(code)
    expect(await storedKeys(code)).toEqual(['ended'])
  })

  it('ends a room where only the table screen, a spectator and a socket that never joined are left, and closes each of them', async () => {
    const { code, idleSince } = await emptiedRoom()
    const table = await RoomClient.tableScreen(code)
    const watcher = await RoomClient.open(code)
    watcher.send({ type: 'join', name: 'Oma', spectate: true })
    await watcher.rec.next(isType('welcome'))
    const silent = await RoomClient.open(code)
    silent.send({ type: 'ping' })
    await silent.rec.next(isType('pong'))
    // Watching does not keep a room in use: it stays idle from when Anna went.
    expect((await readRecord(code)).idleSince).toBe(idleSince)
    setClock(idleSince + IDLE_MS)
    await fireAlarm(code)
    expect(await storedKeys(code)).toEqual(['ended'])
    for (const socket of [table, watcher, silent]) {
      expect(await socket.rec.next(isType('error'))).toMatchObject({ code: 'room_ended' })
      expect((await socket.whenClosed()).code).toBe(4005)
    }
  })

  it('counts the idle time from a restart that dropped every socket', async () => {
    fakeClock()
    const code = await createRoom('werwolf')
    await RoomClient.joined(code, 'Anna')
    expect((await readRecord(code)).idleSince).toBeNull()
    await restart(code)
    const woke = Date.now()
    expect(await touch(code)).toBe(200)
    expect((await readRecord(code)).idleSince).toBe(woke)
    expect(await readAlarm(code)).toBe(woke + IDLE_MS)
  })
})

describe('a room someone is in', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('lives on however long, and has no alarm in the lobby', async () => {
    fakeClock()
    const code = await createRoom('werwolf')
    const anna = await RoomClient.joined(code, 'Anna')
    expect(await readAlarm(code)).toBeNull()
    setClock(Date.now() + 3 * IDLE_MS)
    await fireAlarm(code)
    expect((await readRecord(code)).seats).toHaveLength(1)
    anna.send({ type: 'ping' })
    expect((await anna.rec.next(isType('pong'))).type).toBe('pong')
  })

  it('starts the idle time afresh when someone comes back', async () => {
    const { code, anna, idleSince } = await emptiedRoom()
    setClock(idleSince + IDLE_MS - 1_000)
    const back = await RoomClient.joined(code, 'Anna', anna.token!)
    expect((await readRecord(code)).idleSince).toBeNull()
    back.close()
    await vi.waitFor(async () => expect((await readRecord(code)).idleSince).not.toBeNull())
    const again = (await readRecord(code)).idleSince!
    setClock(idleSince + IDLE_MS + 1_000)
    await fireAlarm(code)
    const record = await readRecord(code)
    expect(record.seats).toHaveLength(1)
    expect(record.idleSince).toBe(again)
    setClock(again + IDLE_MS)
    await fireAlarm(code)
    expect(await storedKeys(code)).toEqual(['ended'])
  })
})
