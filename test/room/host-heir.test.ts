/**
 * When the host's controls pass on (the host away too long, or gone on purpose), they go to
 * someone at the table, and to a player still in the game before one who is out; everyone sees
 * who has them now (the room's `host`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { words } from '../../server/games/words'
import type { WerwolfView } from '../../shared/views/werwolf'
import { isState, isType } from '../support/frames'
import { SCENARIO_TIMEOUT_MS } from '../support/loop-timeout'
import { HOST_AWAY_MS } from '../../server/room/room-record'
import { RoomClient, createRoom, fakeClock, fireAlarm, readRecord, setClock, startedRoom } from '../support/room-harness'

afterEach(() => {
  vi.useRealTimers()
})

const viewOf = (client: RoomClient) => client.latestState()!.view as WerwolfView

describe('passing the host role on', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('never hands it to a player who is out while one still in the game is connected', async () => {
    fakeClock()
    // A seed whose deal leaves the second seat (the first in line after the host) a villager or seer.
    let room: Awaited<ReturnType<typeof startedRoom>> | undefined
    for (let seed = 1; !room; seed++) {
      const candidate = await startedRoom('werwolf', 5, null, seed)
      if (viewOf(candidate.clients[1]!).me!.card.role !== 'wolf') room = candidate
    }
    const { code, clients } = room
    const [host, second] = [clients[0]!, clients[1]!]
    // Night: the werewolf takes the second seat, everyone else sleeps.
    for (const [i, client] of clients.entries()) {
      const prompt = viewOf(client).prompt
      if (prompt?.type !== 'night') continue
      const target = prompt.act === 'attack' ? second.seat! : prompt.act === 'sleep' ? client.seat! : prompt.targets.find((s) => s !== second.seat)!
      await client.accepted({ type: 'act', id: `n${i}`, stage: viewOf(client).stage, action: { type: prompt.act, target } })
    }
    await vi.waitFor(() => expect(viewOf(host).phase).toBe('discussion'))
    expect(viewOf(host).players.find((p) => p.seat === second.seat)?.alive).toBe(false)

    await host.accepted({ type: 'lobby', id: 'bye', command: { type: 'leave' } })
    const record = await readRecord(code)
    // The old rule took the longest-seated player present: the second seat, who is out.
    expect(record.host).not.toBe(second.seat)
    expect(record.host).toBe(clients[2]!.seat)
    await clients[3]!.rec.next(isState((f) => f.room.host === clients[2]!.seat))
  })

  it('hands it to someone on a phone of their own, not to a player added to a passed phone', async () => {
    fakeClock()
    // The host's phone holds Ben too (the word game passes a phone round); Cem and Dana have their own.
    const code = await createRoom('words')
    const host = await RoomClient.joined(code, 'Anna')
    host.send({ type: 'join', name: 'Ben', also: true })
    const ben = await host.rec.next(isType('welcome'))
    const cem = await RoomClient.joined(code, 'Cem')
    await RoomClient.joined(code, 'Dana')
    await host.accepted({ type: 'lobby', id: 'pass', command: { type: 'options', options: { ...words.options.defaults(4), mode: 'pass' } } })
    await host.accepted({ type: 'lobby', id: 'go', command: { type: 'start' } })
    // Mid-game Anna leaves: Ben stays in the game, on a phone that is leaving; Cem leads.
    await host.accepted({ type: 'lobby', id: 'bye', command: { type: 'leave' } })
    const record = await readRecord(code)
    expect(record.match!.players).toContain(ben.seat)
    expect(record.host).toBe(cem.seat)
  })

  it('is not handed to a seat whose new phone has not said it is that seat\'s person', async () => {
    fakeClock()
    const code = await createRoom('werwolf')
    const host = await RoomClient.joined(code, 'Anna')
    const ben = await RoomClient.joined(code, 'Ben')
    const cem = await RoomClient.joined(code, 'Cem')
    // Ben's code is typed on another phone, which neither says yes nor no.
    await ben.accepted({ type: 'lobby', id: 'mine', command: { type: 'rejoinCode', seat: ben.seat! } })
    const told = ben.rec.frames.find((f) => f.type === 'rejoin')!
    const other = await RoomClient.open(code)
    other.send({ type: 'join', name: 'whoever', rejoin: told.type === 'rejoin' ? told.code : '' })
    expect(await other.rec.next((f) => f.type === 'welcome' || f.type === 'error')).toMatchObject({ type: 'welcome', seat: ben.seat })
    expect((await readRecord(code)).seats.find((s) => s.id === ben.seat)!.confirming).toBe(true)
    // Ben's seat is the longest-seated after the host's, and connected: still Cem leads.
    await host.accepted({ type: 'lobby', id: 'bye', command: { type: 'leave' } })
    expect((await readRecord(code)).host).toBe(cem.seat)
  })

  it('is not handed to a player added to a passed phone, nor to someone who left; handed to someone away, it passes on in time', async () => {
    const clock = fakeClock()
    const code = await createRoom('words')
    const host = await RoomClient.joined(code, 'Anna')
    host.send({ type: 'join', name: 'Ben', also: true })
    const ben = await host.rec.next(isType('welcome'))
    const cem = await RoomClient.joined(code, 'Cem')
    const dana = await RoomClient.joined(code, 'Dana')
    const before = await readRecord(code)
    expect(await host.request({ type: 'lobby', id: 'ben', command: { type: 'host', seat: ben.seat } })).toMatchObject({ code: 'not_allowed', notice: { key: 'error.host_passed_phone' } })
    // Dana's phone is off when Anna hands her the controls: the minute after which they pass on starts.
    dana.close()
    await vi.waitFor(async () => expect((await readRecord(code)).away[dana.seat!]).toBeDefined())
    await host.accepted({ type: 'lobby', id: 'dana', command: { type: 'host', seat: dana.seat! } })
    const handed = await readRecord(code)
    expect(handed.host).toBe(dana.seat)
    expect(handed.hostAwaySince).not.toBeNull()
    setClock(clock + HOST_AWAY_MS + 1_000)
    await fireAlarm(code)
    expect((await readRecord(code)).host).not.toBe(dana.seat)
    expect(before.seats.find((s) => s.id === ben.seat)!.device).toBe(host.seat)

    // Cem leaves a running game: his seat stays in it, and leads nobody.
    const leader = await readRecord(code)
    const lead = leader.host === host.seat ? host : cem
    await lead.accepted({ type: 'lobby', id: 'pass', command: { type: 'options', options: { ...words.options.defaults(4), mode: 'pass' } } })
    await lead.accepted({ type: 'lobby', id: 'go', command: { type: 'start' } })
    const gone = lead === host ? cem : host
    await gone.accepted({ type: 'lobby', id: 'bye', command: { type: 'leave' } })
    const left = (await readRecord(code)).seats.find((s) => s.id === gone.seat)
    expect(left?.left).toBe(true)
    expect(await lead.request({ type: 'lobby', id: 'left', command: { type: 'host', seat: gone.seat! } })).toMatchObject({ code: 'not_allowed', notice: { key: 'error.host_left' } })
  })

  it('takes the players added to a passed phone out of the lobby with the phone\'s own seat', async () => {
    fakeClock()
    const code = await createRoom('words')
    const host = await RoomClient.joined(code, 'Anna')
    host.send({ type: 'join', name: 'Ben', also: true })
    await host.rec.next(isType('welcome'))
    const cem = await RoomClient.joined(code, 'Cem')
    await host.accepted({ type: 'lobby', id: 'bye', command: { type: 'leave' } })
    const record = await readRecord(code)
    expect(record.seats.map((s) => s.name)).toEqual(['Cem'])
    expect(record.host).toBe(cem.seat)
  })
})
