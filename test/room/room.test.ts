import { SELF, env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { games } from '../../server/games'
import type { RoomRecord } from '../../server/room/room-record'
import type { WerwolfView } from '../../shared/views/werwolf'
import { isState, isType, type StateFrame } from '../support/frames'
import { act, createRoom, joinAs } from './connect'
import { storedRecord } from '../../server/room/record-store'

const NAMES = ['Anna', 'Ben', 'Carla', 'Dan', 'Eva']

function stubFor(code: string) {
  return env.Main.get(env.Main.idFromName(code))
}

async function readRecord(code: string): Promise<RoomRecord | null> {
  return runInDurableObject(stubFor(code), (_instance, state) => storedRecord(state.storage))
}

/** A lobby with five joined players, started; resolves with the clients and the first game state. */
async function startedGame() {
  const code = await createRoom()
  const players = []
  for (const name of NAMES) players.push(await joinAs(code, name))
  const host = players[0]!
  host.client.send({ type: 'lobby', id: 'start-1', command: { type: 'start' } })
  const state = await host.client.next(isState((f) => f.room.phase === 'playing'))
  return { code, players, host, state }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('room over HTTP', () => {
  it('creates a room with a six-character code and reports it', async () => {
    const code = await createRoom()
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/)
    const res = await SELF.fetch(`http://spielleiter.test/api/rooms/${code}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ game: 'werwolf', phase: 'lobby', players: 0, names: [] })
  })

  it('tells who plays, by name, in seat order, also once the game runs', async () => {
    const { code } = await startedGame()
    const res = await SELF.fetch(`http://spielleiter.test/api/rooms/${code}`)
    expect(await res.json()).toEqual({ game: 'werwolf', phase: 'playing', players: 5, names: NAMES })
  })

  it('answers 404 for an unknown code and leaves no state behind', async () => {
    const res = await SELF.fetch('http://spielleiter.test/api/rooms/ZZZZZZ')
    expect(res.status).toBe(404)
    const keys = await runInDurableObject(stubFor('ZZZZZZ'), (_i, state) => state.storage.list())
    expect(keys.size).toBe(0)
  })

  it('refuses a socket to an unknown room and stores nothing', async () => {
    const res = await SELF.fetch('http://spielleiter.test/parties/main/YYYYYY', { headers: { Upgrade: 'websocket' } })
    expect(res.status).toBe(404)
    expect(res.webSocket).toBeNull()
    const keys = await runInDurableObject(stubFor('YYYYYY'), (_i, state) => state.storage.list())
    expect(keys.size).toBe(0)
  })

  it('opens the room a code names however it is typed (lower case, with a dash), not one of its own', async () => {
    const code = await createRoom()
    const anna = await joinAs(code, 'Anna')
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`
    const ben = await joinAs(typed, 'Ben')
    const state = await ben.client.next(isState())
    expect(state.room.code).toBe(code)
    expect(state.room.seats.map((s) => s.name)).toEqual(['Anna', 'Ben'])
    expect((await readRecord(code))!.seats.map((s) => s.id)).toEqual([anna.seat, ben.seat])
  })

  it('rejects a creation request with a bad body with a readable message', async () => {
    const res = await SELF.fetch('http://spielleiter.test/api/rooms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"game":"chess"}' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toContain('unknown game')
  })
})

describe('room as a Durable Object', () => {
  it('snapshots seats after every join', async () => {
    const code = await createRoom()
    await joinAs(code, 'Anna')
    await joinAs(code, 'Anna')
    const record = await readRecord(code)
    expect(record?.seats.map((s) => s.name)).toEqual(['Anna', 'Anna 2'])
    expect(record?.host).toBe('s1')
  })

  it('advances a phase when its alarm fires after the deadline', async () => {
    const { code, state } = await startedGame()
    const view = state.view as WerwolfView
    expect(view.phase).toBe('night')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10 * 60_000)
    expect(await runDurableObjectAlarm(stubFor(code))).toBe(true)
    const record = await readRecord(code)
    expect(record?.version).toBeGreaterThan(0)
    expect(games.werwolf.stage(record!.match!.state)).toBeGreaterThan(view.stage)
  })

  it('advances once when the same alarm is delivered twice', async () => {
    const { code } = await startedGame()
    vi.useFakeTimers({ toFake: ['Date'] })
    // Just past the night's deadline, but well before the next step's.
    const before = await readRecord(code)
    const nightEnds = games.werwolf.deadline(before!.match!.state)!
    vi.setSystemTime(nightEnds + before!.clock.pausedTotal + 1)
    await runDurableObjectAlarm(stubFor(code))
    const once = await readRecord(code)
    // The same moment again: the alarm now set is for the next step, delivered early.
    await runDurableObjectAlarm(stubFor(code))
    const twice = await readRecord(code)
    expect(twice).toEqual(once)
    expect(once!.version).toBeGreaterThan(before!.version)
  })

  it('keeps state and seats across a restart, and a token takes its seat back', async () => {
    const { code, players } = await startedGame()
    const before = await readRecord(code)
    // Drop the in-memory instance: the next request starts a fresh one from storage.
    await runInDurableObject(stubFor(code), (_i, state) => state.abort('restart'))
      .catch(() => undefined)
    const ben = players[1]!
    const back = await joinAs(code, 'ignored', ben.token)
    expect(back.seat).toBe(ben.seat)
    const state = await back.client.next(isState())
    expect(state.you).toBe(ben.seat)
    expect((state.view as WerwolfView).me?.seat).toBe(ben.seat)
    const after = await readRecord(code)
    expect(after?.match).toEqual(before?.match)
    expect(after?.seats).toEqual(before?.seats)
  })

  it('applies a deadline that passed while the room was down when it starts again', async () => {
    const { code } = await startedGame()
    const before = await readRecord(code)
    await runInDurableObject(stubFor(code), (_i, state) => state.abort('restart')).catch(() => undefined)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10 * 60_000)
    const res = await SELF.fetch(`http://spielleiter.test/api/rooms/${code}`)
    expect(res.status).toBe(200)
    const after = await readRecord(code)
    expect(after!.version).toBeGreaterThan(before!.version)
  })

  it('tells every seat of every change as a patch that makes exactly the state a fresh join gets', async () => {
    const { code, players } = await startedGame()
    // Whoever is first in line taps at night: only their own screen (and a pack's) changes.
    const actor = players[0]!
    const prompt = actor.client.latestState()!.view as WerwolfView
    expect(prompt.prompt?.type).toBe('night')
    const night = prompt.prompt as Extract<WerwolfView['prompt'], { type: 'night' }>
    const before = actor.client.latestState()!.version
    const acked = act(actor.client, { type: night.act, target: night.targets[0] }, prompt.stage)
    const patched = []
    for (const player of players) {
      const state = player.client.frames.find((f): f is StateFrame => f.type === 'state' && f.version > before) ?? (await player.client.next(isState((f) => f.version > before)))
      const raw = player.client.raw[player.client.frames.indexOf(state)]!
      expect(raw.startsWith('{"p":'), `${player.seat} heard of the change as a patch`).toBe(true)
      expect(raw.length).toBeLessThan(400)
      patched.push(state)
    }
    expect(await acked).toMatchObject({ type: 'ack' })
    // Each seat opened afresh gets the full state, which the patched one must equal.
    for (const [i, player] of players.entries()) {
      const fresh = await joinAs(code, 'again', player.token)
      const full = await fresh.client.next(isState())
      expect(fresh.client.raw[fresh.client.frames.indexOf(full)]!.startsWith('{"type":"state"')).toBe(true)
      expect(full.version).toBe(patched[i]!.version)
      expect(patched[i]!.view).toEqual(full.view)
    }
  })
})
