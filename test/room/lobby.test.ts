import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { games } from '../../server/games'
import type { RoomRecord } from '../../server/room/room-record'
import type { WerwolfView } from '../../shared/views/werwolf'
import { isState, isType } from '../support/frames'
import { loopTimeout } from '../support/loop-timeout'
import { act, command, joinAs, lobbyWith, openSocket } from './connect'
import { storedRecord } from '../../server/room/record-store'

const FIVE = ['Anna', 'Ben', 'Carla', 'Dan', 'Eva']
/** Skips that end any Werwolf game. */
const MAX_SKIPS = 200
const stubFor = (code: string) => env.Main.get(env.Main.idFromName(code))
const readRecord = (code: string) =>
  runInDurableObject(stubFor(code), (_i, state) => storedRecord(state.storage)) as Promise<RoomRecord>

afterEach(() => vi.useRealTimers())

describe('seats', () => {
  it('makes the first person host, numbers duplicate names and strips invisible characters', async () => {
    const { code } = await lobbyWith(['Anna', 'anna', ' \u0007Ben\u202e  Bo '])
    const record = await readRecord(code)
    expect(record.host).toBe('s1')
    expect(record.seats.map((s) => s.name)).toEqual(['Anna', 'anna 2', 'Ben Bo'])
  })

  it('numbers a look-alike name and tells the newcomer the name it shows', async () => {
    const { code } = await lobbyWith(['Anna'])
    const mallory = await openSocket(code)
    // A Cyrillic А and a soft hyphen: "Аn\u00adna" would pass for a second Anna without a number.
    mallory.send({ type: 'join', name: '\u0410n\u00adna' })
    const welcome = await mallory.next(isType('welcome'))
    expect(welcome.renamed).toBe('\u0410nna 2')
    expect((await readRecord(code)).seats.map((s) => s.name)).toEqual(['Anna', '\u0410nna 2'])
  })

  it('refuses an empty name with a translated reason', async () => {
    const { code } = await lobbyWith(['Anna'])
    const stranger = await openSocket(code)
    stranger.send({ type: 'join', name: ' \u0000 \u200b ' })
    const error = await stranger.next(isType('error'))
    expect(error.notice.key).toBe('error.name_empty')
    expect((await readRecord(code)).seats).toHaveLength(1)
  })

  it('gives a newcomer a spectator seat once the game runs, and a player seat with spectate false in the lobby', async () => {
    const { code, host } = await lobbyWith(FIVE)
    expect((await command(host.client, { type: 'start' })).type).toBe('ack')
    const late = await joinAs(code, 'Late')
    const state = await late.client.next(isState((f) => f.you === late.seat))
    expect(state.room.seats.find((s) => s.id === late.seat)?.kind).toBe('spectator')
    expect((state.view as WerwolfView).viewer).toBe('spectator')
    expect((state.view as WerwolfView).players.every((p) => p.card === null)).toBe(true)
  })

  it('hands a seat to the newest tab with the same token and tells the older one why', async () => {
    const { code, players } = await lobbyWith(['Anna', 'Ben'])
    const ben = players[1]!
    const second = await joinAs(code, 'Ben', ben.token)
    expect(second.seat).toBe(ben.seat)
    const told = await ben.client.next(isType('error'))
    expect(told.code).toBe('replaced')
  })
})

describe('host commands', () => {
  it('refuses host commands from anyone else, and nothing changes', async () => {
    const { code, players } = await lobbyWith(FIVE)
    const before = await readRecord(code)
    for (const cmd of [{ type: 'start' }, { type: 'kick', seat: 's1' }, { type: 'options', options: null }, { type: 'host', seat: 's2' }]) {
      const answer = await command(players[1]!.client, cmd)
      expect(answer.type === 'error' && answer.code).toBe('not_host')
    }
    expect(await readRecord(code)).toEqual(before)
  })

  it('validates options and shows why a setup cannot start', async () => {
    const { code, host } = await lobbyWith(FIVE)
    const defaults = games.werwolf.options.defaults(5)
    const bad = await command(host.client, { type: 'options', options: { ...defaults, wolves: 'many' } })
    expect(bad.type === 'error' && bad.notice.key).toBe('error.bad_options')
    // The notice names the setting, and nothing in one language only (the schema's messages are English).
    expect(bad.type === 'error' && bad.notice.params).toEqual({ detail: 'wolves' })
    expect((await command(host.client, { type: 'options', options: { ...defaults, wolves: 3 } })).type).toBe('ack')
    const state = host.client.latestState()!
    expect(state.room.check.ok).toBe(false)
    const refused = await command(host.client, { type: 'start' })
    expect(refused.type).toBe('error')
    expect((await readRecord(code)).phase).toBe('lobby')
  })

  it('lets the role counts the host left alone follow the head count, and keeps the ones the host set', async () => {
    const { code, host } = await lobbyWith(FIVE)
    const five = games.werwolf.options.defaults(5)
    const eight = games.werwolf.options.defaults(8)
    expect(eight.wolves).toBeGreaterThan(five.wolves)
    // The host changes a timer at five: that pins the timer, not the werewolves.
    const longer = five.discussionSeconds + 60
    expect((await command(host.client, { type: 'options', options: { ...five, discussionSeconds: longer } })).type).toBe('ack')
    expect((await readRecord(code)).options).toEqual({ discussionSeconds: longer })
    for (const name of ['Fritz', 'Gina', 'Hans']) await joinAs(code, name)
    let state = await host.client.next(isState((f) => f.room.seats.length === 8))
    expect(state.room.options).toEqual({ ...eight, discussionSeconds: longer })
    expect(state.room.check).toEqual({ ok: true, warnings: [] })
    // The host sets the werewolves to the number shown: equal to the recommendation, it still follows.
    expect((await command(host.client, { type: 'options', options: { ...eight, discussionSeconds: longer } })).type).toBe('ack')
    expect((await readRecord(code)).options).toEqual({ discussionSeconds: longer })
    // One more than recommended: that number stays while people come and go.
    expect((await command(host.client, { type: 'options', options: { ...eight, wolves: eight.wolves + 1, discussionSeconds: longer } })).type).toBe('ack')
    await joinAs(code, 'Ida')
    state = await host.client.next(isState((f) => f.room.seats.length === 9))
    expect(state.room.options).toMatchObject({ wolves: eight.wolves + 1, discussionSeconds: longer })
    // Back to the recommendation: everything follows the head count again.
    expect((await command(host.client, { type: 'options', options: null })).type).toBe('ack')
    expect((await readRecord(code)).options).toBeNull()
  })

  it('refuses to start with too few players, naming the minimum', async () => {
    const { host } = await lobbyWith(['Anna', 'Ben', 'Carla'])
    const refused = await command(host.client, { type: 'start' })
    expect(refused.type === 'error' && refused.notice).toEqual({ key: 'error.too_few', params: { min: 5 } })
  })

  it('kicks a player from the lobby and closes their socket with the reason', async () => {
    const { code, host, players } = await lobbyWith(['Anna', 'Ben'])
    expect((await command(host.client, { type: 'kick', seat: players[1]!.seat })).type).toBe('ack')
    expect((await players[1]!.client.next(isType('error'))).code).toBe('kicked')
    expect((await readRecord(code)).seats.map((s) => s.name)).toEqual(['Anna'])
  })

  it('hands over host by command, and passes it on when the host is gone for a while', async () => {
    const { code, host, players } = await lobbyWith(['Anna', 'Ben', 'Carla'])
    expect((await command(host.client, { type: 'host', seat: 's2' })).type).toBe('ack')
    expect((await readRecord(code)).host).toBe('s2')
    players[1]!.client.ws.close()
    await vi.waitFor(async () => expect((await readRecord(code)).hostAwaySince).not.toBeNull())
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5 * 60_000)
    await runDurableObjectAlarm(stubFor(code))
    expect((await readRecord(code)).host).toBe('s1')
  })

  it('toggles ready for each player in the lobby', async () => {
    const { code, players } = await lobbyWith(['Anna', 'Ben'])
    expect((await command(players[1]!.client, { type: 'ready', ready: true })).type).toBe('ack')
    expect((await readRecord(code)).seats.map((s) => s.ready)).toEqual([false, true])
  })
})

describe('a running game', () => {
  it('pauses: actions are refused and the deadline moves by the paused time', async () => {
    const { code, host } = await lobbyWith(FIVE)
    await command(host.client, { type: 'start' })
    const before = await readRecord(code)
    const deadline = games.werwolf.deadline(before.match!.state)!
    vi.useFakeTimers({ toFake: ['Date'] })
    expect((await command(host.client, { type: 'pause' })).type).toBe('ack')
    const refused = await act(host.client, { type: 'sleep' })
    expect(refused.type === 'error' && refused.notice.key).toBe('error.paused')
    vi.setSystemTime(Date.now() + 120_000)
    await runDurableObjectAlarm(stubFor(code))
    expect((await readRecord(code)).match).toEqual(before.match)
    expect((await command(host.client, { type: 'resume' })).type).toBe('ack')
    const resumed = host.client.latestState()!
    expect(resumed.room.paused).toBe(false)
    const view = resumed.view as WerwolfView
    // The game clock stood still: the same deadline, and the server's clock in the frame lags wall time.
    expect(view.deadline).toBe(deadline)
    expect(Date.now() - resumed.now).toBeGreaterThanOrEqual(120_000)
  })

  it('lets a moderator who plays no role see everything and advance the steps', async () => {
    const { code, host, players } = await lobbyWith([...FIVE, 'Mo'])
    const mo = players[5]!
    expect((await command(host.client, { type: 'moderator', seat: mo.seat })).type).toBe('ack')
    await command(host.client, { type: 'start' })
    const state = await mo.client.next(isState((f) => f.room.phase === 'playing'))
    const view = state.view as WerwolfView
    expect(view.viewer).toBe('moderator')
    expect(view.players).toHaveLength(5)
    expect(view.players.every((p) => p.card !== null)).toBe(true)
    const stage = state.room.stage
    expect((await command(mo.client, { type: 'skip' })).type).toBe('ack')
    expect(games.werwolf.stage((await readRecord(code)).match!.state)).toBeGreaterThan(stage)
  })

  it('offers a rematch with the same seats once the game is over', { timeout: loopTimeout(MAX_SKIPS, 50) }, async () => {
    const { code, host } = await lobbyWith(FIVE)
    await command(host.client, { type: 'start' })
    for (let i = 0; i < MAX_SKIPS && (await readRecord(code)).phase === 'playing'; i++) await command(host.client, { type: 'skip' })
    const ended = await readRecord(code)
    expect(ended.phase).toBe('ended')
    // On the end screen everyone who played stays in the result; what only the lobby allows says so.
    for (const cmd of [{ type: 'kick', seat: ended.seats[1]!.id }, { type: 'options', options: null }, { type: 'moderator', seat: null }]) {
      const answer = await command(host.client, cmd)
      expect(answer).toMatchObject({ type: 'error', code: 'wrong_phase', notice: { key: 'error.game_over' } })
    }
    const still = await readRecord(code)
    expect([still.seats, still.options, still.moderator]).toEqual([ended.seats, ended.options, ended.moderator])
    expect((await command(host.client, { type: 'rematch' })).type).toBe('ack')
    const back = await readRecord(code)
    expect(back.phase).toBe('lobby')
    expect(back.seats.map((s) => s.id)).toEqual(ended.seats.map((s) => s.id))
    expect(back.match).toBeNull()
  })
})
