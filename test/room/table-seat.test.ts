/**
 * The table screen is a seat of its own kind: it joins with `table`, watches like a spectator and
 * is never a player, the host, the moderator or the host's heir, whoever asks and however. Each
 * refusal has the code `table_seat` and its own notice, and the room stays as it was. Whatever
 * the record says, the table screen gets the spectator's view.
 */
import { runInDurableObject } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WHOLE_RECORD_KEY } from '../../server/room/record-store'
import { SEAT_GRACE_MS } from '../../server/room/presence'
import { HOST_AWAY_MS } from '../../server/room/room-record'
import { RESUME_PARAMS } from '../../shared/protocol'
import type { WerwolfView } from '../../shared/views/werwolf'
import { isState, isType } from '../support/frames'
import { SCENARIO_TIMEOUT_MS } from '../support/loop-timeout'
import { RoomClient, createRoom, fakeClock, fireAlarm, lobbyRoom, readRecord, restart, setClock, startedRoom, stubFor } from '../support/room-harness'

afterEach(() => {
  vi.useRealTimers()
})

const refusal = (key: string) => ({ type: 'error', code: 'table_seat', notice: { key } })

describe('the table screen’s seat', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('is listed as the table, gets no switch code, and does not lead a room it opened first', async () => {
    fakeClock()
    const code = await createRoom('werwolf')
    const table = await RoomClient.tableScreen(code)
    expect(table.rec.frames.find((f) => f.type === 'welcome')).not.toHaveProperty('rejoin')
    const state = await table.rec.next(isState())
    expect(state.room.seats).toEqual([expect.objectContaining({ id: table.seat, kind: 'table', connected: true })])
    expect(state.room.host).toBeNull()
    const anna = await RoomClient.joined(code, 'Anna')
    const record = await readRecord(code)
    expect(record.host).toBe(anna.seat)
    expect(record.seats.find((s) => s.id === table.seat)).toMatchObject({ kind: 'table' })
    expect(record.seats.find((s) => s.id === table.seat)!.rejoin).toBeUndefined()
  })

  it('is refused as moderator, host and player, each with its own notice, and nothing changes', async () => {
    fakeClock()
    const { code, clients } = await lobbyRoom('werwolf', ['Anna', 'Ben', 'Cem', 'Dana', 'Eli'])
    const host = clients[0]!
    const table = await RoomClient.tableScreen(code)
    const before = await readRecord(code)
    const t = table.seat!
    // The host names the table screen.
    expect(await host.request({ type: 'lobby', id: 'm', command: { type: 'moderator', seat: t } })).toEqual({ id: 'm', ...refusal('error.table_moderator') })
    expect(await host.request({ type: 'lobby', id: 'h', command: { type: 'host', seat: t } })).toEqual({ id: 'h', ...refusal('error.table_host') })
    expect(await host.request({ type: 'lobby', id: 'c', command: { type: 'rejoinCode', seat: t } })).toEqual({ id: 'c', ...refusal('error.table_switch') })
    // The table screen names itself, or plays.
    expect(await table.request({ type: 'lobby', id: 'tm', command: { type: 'moderator', seat: t } })).toEqual({ id: 'tm', ...refusal('error.table_host') })
    expect(await table.request({ type: 'lobby', id: 'th', command: { type: 'host', seat: t } })).toEqual({ id: 'th', ...refusal('error.table_host') })
    expect(await table.request({ type: 'lobby', id: 'ts', command: { type: 'start' } })).toEqual({ id: 'ts', ...refusal('error.table_host') })
    expect(await table.request({ type: 'lobby', id: 'tr', command: { type: 'ready', ready: true } })).toEqual({ id: 'tr', ...refusal('error.table_play') })
    expect(await table.request({ type: 'lobby', id: 'tc', command: { type: 'rejoinCode', seat: t } })).toEqual({ id: 'tc', ...refusal('error.table_switch') })
    // It takes no one's seat, and holds no further one.
    table.send({ type: 'join', name: 'x', rejoin: before.seats[1]!.rejoin! })
    expect(await table.rec.next(isType('error'))).toEqual(refusal('error.table_seats'))
    table.send({ type: 'join', name: 'x', also: true })
    expect(await table.rec.next(isType('error'))).toEqual(refusal('error.table_seats'))
    const stranger = await RoomClient.open(code)
    stranger.send({ type: 'join', name: 'TV', table: true, rejoin: before.seats[1]!.rejoin! })
    expect(await stranger.rec.next(isType('error'))).toEqual(refusal('error.table_seats'))
    expect(await readRecord(code)).toEqual(before)

    // The game deals it nothing, and it cannot act in it.
    await host.accepted({ type: 'lobby', id: 'start', command: { type: 'start' } })
    const started = await readRecord(code)
    expect(started.match!.players).not.toContain(t)
    expect(started.match!.players).toHaveLength(5)
    const view = (await table.rec.next(isState((f) => f.room.phase === 'playing'))).view as WerwolfView
    expect(view.viewer).toBe('spectator')
    expect(await table.request({ type: 'act', id: 'a', action: { type: 'sleep', target: t } })).toEqual({ id: 'a', ...refusal('error.table_play') })
    expect(await table.request({ type: 'lobby', id: 'sk', command: { type: 'skip' } })).toEqual({ id: 'sk', ...refusal('error.table_host') })
    expect(await host.request({ type: 'lobby', id: 'm2', command: { type: 'moderator', seat: t } })).toEqual({ id: 'm2', ...refusal('error.table_moderator') })
  })

  it('is never the host’s heir: not when the host leaves, not when the host stays away', async () => {
    fakeClock()
    const code = await createRoom('werwolf')
    const anna = await RoomClient.joined(code, 'Anna')
    const table = await RoomClient.tableScreen(code)
    const ben = await RoomClient.joined(code, 'Ben')
    // Ben's phone is gone: the table screen is the only one here when Anna leaves.
    ben.close()
    await vi.waitFor(async () => expect((await readRecord(code)).away[ben.seat!]).toBeDefined())
    await anna.accepted({ type: 'lobby', id: 'bye', command: { type: 'leave' } })
    let record = await readRecord(code)
    expect(record.host).toBe(ben.seat)
    // Ben stays away: the role would pass to someone present, and the table screen is nobody.
    setClock(Date.now() + HOST_AWAY_MS)
    await fireAlarm(code)
    record = await readRecord(code)
    expect(record.host).not.toBe(table.seat)
    expect(record.host).toBe(ben.seat)
    // Someone comes: once the away host's minute is over, the role goes to them, not to the table screen.
    const cem = await RoomClient.joined(code, 'Cem')
    setClock(Date.now() + HOST_AWAY_MS)
    await fireAlarm(code)
    expect((await readRecord(code)).host).toBe(cem.seat)
  })

  it('comes back as the table screen when its seat was dropped while it was off, by frame or by address, and never onto a player’s seat', async () => {
    const clock = fakeClock()
    const { code, clients } = await lobbyRoom('werwolf', ['Anna', 'Ben', 'Cem'])
    const table = await RoomClient.tableScreen(code)
    table.close()
    await vi.waitFor(async () => expect((await readRecord(code)).away[table.seat!]).toBeDefined())
    setClock(clock + SEAT_GRACE_MS + 60_000)
    await fireAlarm(code)
    expect((await readRecord(code)).seats.map((s) => s.kind)).toEqual(['player', 'player', 'player'])

    // Its old token opens nothing now; it says it is the table screen, so it gets that seat again.
    const byFrame = await RoomClient.open(code)
    byFrame.send({ type: 'join', name: 'Tisch', token: table.token!, table: true })
    const welcome = await byFrame.rec.next(isType('welcome'))
    expect((await readRecord(code)).seats.find((s) => s.id === welcome.seat)).toMatchObject({ kind: 'table' })
    byFrame.close()
    await vi.waitFor(async () => expect((await readRecord(code)).away[welcome.seat]).toBeDefined())
    setClock(clock + 2 * (SEAT_GRACE_MS + 60_000))
    await fireAlarm(code)
    expect((await readRecord(code)).seats.map((s) => s.kind)).toEqual(['player', 'player', 'player'])

    // The same when the address names the seat (the table screen's first round trip).
    const byAddress = await RoomClient.open(code, { query: { [RESUME_PARAMS.name]: 'Tisch', [RESUME_PARAMS.token]: welcome.token, [RESUME_PARAMS.table]: '1' } })
    const again = await byAddress.rec.next(isType('welcome'))
    const record = await readRecord(code)
    expect(record.seats.find((s) => s.id === again.seat)).toMatchObject({ kind: 'table' })
    expect(record.seats.filter((s) => s.kind === 'player')).toHaveLength(3)
    expect(((await byAddress.rec.next(isState())).view as WerwolfView | null)?.me ?? null).toBeNull()

    // A table screen that names a player's token takes nothing.
    const ben = clients[1]!
    const thief = await RoomClient.open(code)
    thief.send({ type: 'join', name: 'Tisch', token: ben.token!, table: true })
    expect(await thief.rec.next(isType('error'))).toMatchObject(refusal('error.table_seats'))
    expect((await readRecord(code)).seats).toEqual(record.seats.map((s) => expect.objectContaining({ id: s.id, kind: s.kind })))
  })

  it('stays the table through a rematch', async () => {
    fakeClock()
    const { code, host } = await startedRoom('words', 4)
    const table = await RoomClient.tableScreen(code)
    // End the game by skipping every step.
    for (let i = 0; i < 200 && (await readRecord(code)).phase === 'playing'; i++) await host.request({ type: 'lobby', id: `skip${i}`, command: { type: 'skip' } })
    expect((await readRecord(code)).phase).toBe('ended')
    await host.accepted({ type: 'lobby', id: 'again', command: { type: 'rematch' } })
    const record = await readRecord(code)
    expect(record.seats.find((s) => s.id === table.seat)).toMatchObject({ kind: 'table' })
  })

  it('gets the spectator’s view even from a record that names it moderator', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const table = await RoomClient.tableScreen(code)
    const record = await readRecord(code)
    await runInDurableObject(stubFor(code), (_i, state) => state.storage.put(WHOLE_RECORD_KEY, { ...record, moderator: table.seat, host: table.seat }))
    await restart(code)
    const again = await RoomClient.joined(code, 'Tisch', table.token!)
    const view = (await again.rec.next(isState())).view as WerwolfView
    expect(view.viewer).toBe('spectator')
    expect(view.players.every((p) => p.card === null)).toBe(true)
    // Nor can it lead because a record says it does.
    expect(await again.request({ type: 'lobby', id: 'p', command: { type: 'pause' } })).toEqual({ id: 'p', ...refusal('error.table_host') })
    expect(clients.length).toBe(5)
  })
})
