/**
 * The host ends a running game early (`stop`): every screen goes straight back to the lobby, with
 * no end screen in between, since that would turn every card over on every phone and the TV.
 * Nobody but the host may do it, and only while a game runs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { games } from '../../server/games'
import { type StateFrame, isType } from '../support/frames'
import { SCENARIO_TIMEOUT_MS } from '../support/loop-timeout'
import { RoomClient, fakeClock, readRecord, startedRoom } from '../support/room-harness'

afterEach(() => {
  vi.useRealTimers()
})

/** The state frames a phone got from frame `from` on, as it holds them (patches applied). */
function statesSince(client: RoomClient, from: number): StateFrame[] {
  return client.rec.frames.slice(from).filter((f): f is StateFrame => f.type === 'state')
}

describe('ending a game early', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('takes everyone back to the lobby at once, the table screen too, and turns no card over', async () => {
    fakeClock()
    const { code, clients, host } = await startedRoom('werwolf', 6)
    const table = await RoomClient.tableScreen(code)
    const late = await RoomClient.joined(code, 'Late')
    // A step or two into the game, and paused: the stop ends the game whatever its clock does.
    await host.accepted({ type: 'lobby', id: 'skip', command: { type: 'skip' } })
    await host.accepted({ type: 'lobby', id: 'pause', command: { type: 'pause' } })
    const everyone = [...clients, table, late]
    for (const phone of everyone) await vi.waitFor(() => expect(phone.latestState()?.room.paused).toBe(true))
    const before = await readRecord(code)
    const marks = everyone.map((phone) => phone.rec.frames.length)

    await host.accepted({ type: 'lobby', id: 'stop', command: { type: 'stop' } })

    const record = await readRecord(code)
    expect(record.phase).toBe('lobby')
    expect(record.match).toBeNull()
    expect(record.clock).toEqual({ pausedTotal: 0, pausedAt: null })
    // The same people, the late watcher now a player; the table screen stays a screen.
    expect(record.seats.map((s) => s.id)).toEqual(before.seats.map((s) => s.id))
    expect(record.seats.find((s) => s.id === late.seat)?.kind).toBe('player')
    expect(record.seats.find((s) => s.id === table.seat)?.kind).toBe('table')
    for (const [i, phone] of everyone.entries()) {
      await vi.waitFor(() => expect(phone.latestState()?.room.phase).toBe('lobby'))
      const states = statesSince(phone, marks[i]!)
      expect(states.length).toBeGreaterThan(0)
      // Straight to the lobby: no frame in between shows an end, or any view of the game.
      for (const state of states) {
        expect(state.room.phase).toBe('lobby')
        expect(state.view).toBeNull()
      }
    }
  })

  it('lets a new game start with the same people afterwards', async () => {
    fakeClock()
    const { code, host, clients } = await startedRoom('werwolf', 5)
    await host.accepted({ type: 'lobby', id: 'stop', command: { type: 'stop' } })
    await host.accepted({ type: 'lobby', id: 'start', command: { type: 'start' } })
    const record = await readRecord(code)
    expect(record.phase).toBe('playing')
    expect(record.match!.players).toEqual(clients.map((c) => c.seat))
  })

  it('never lets a tap meant for the stopped game land in the next one, even at the same step', async () => {
    fakeClock()
    const { code, clients, host } = await startedRoom('werwolf', 5)
    const phone = clients[1]!
    // What a phone that lost its network holds: the step it saw in the first game.
    const first = phone.latestState()!.room
    await host.accepted({ type: 'lobby', id: 'stop', command: { type: 'stop' } })
    await host.accepted({ type: 'lobby', id: 'start', command: { type: 'start' } })
    const record = await readRecord(code)
    const def = games.werwolf
    // The new game's first step has the same number as the old one's: only the game tells them apart.
    expect(def.stage(record.match!.state)).toBe(first.stage)
    const action = def.legalActions(record.match!.state, phone.seat!)[0]!
    // Its tap from the first game comes back with the network (the app resends what was not answered).
    const stale = await phone.request({ type: 'act', id: 'from-game-1', stage: first.stage, match: first.match!, action } as never)
    expect(stale).toMatchObject({ type: 'error', code: 'stale' })
    expect((await readRecord(code)).version).toBe(record.version)
    // The same tap made in this game is taken.
    await vi.waitFor(() => expect(phone.latestState()?.room.match).toBe(record.match!.since))
    const now = phone.latestState()!.room
    await phone.accepted({ type: 'act', id: 'from-game-2', stage: now.stage, match: now.match!, action } as never)
  })

  it('is for the host alone, and only while a game runs', async () => {
    fakeClock()
    const { code, clients, host } = await startedRoom('werwolf', 5)
    const table = await RoomClient.tableScreen(code)
    const before = await readRecord(code)
    const refused = async (client: RoomClient, id: string) => {
      const answer = await client.request({ type: 'lobby', id, command: { type: 'stop' } })
      expect(answer.type).toBe('error')
      return answer
    }
    expect(await refused(clients[1]!, 'not-host')).toMatchObject({ code: 'not_host', notice: { key: 'error.not_host' } })
    expect(await refused(table, 'table')).toMatchObject({ code: 'table_seat' })
    expect((await readRecord(code)).version).toBe(before.version)
    expect((await readRecord(code)).phase).toBe('playing')

    await host.accepted({ type: 'lobby', id: 'stop', command: { type: 'stop' } })
    const lobby = await readRecord(code)
    expect(await refused(host, 'again')).toMatchObject({ code: 'wrong_phase', notice: { key: 'error.game_not_running' } })
    expect((await readRecord(code)).version).toBe(lobby.version)
    expect(host.rec.frames.filter(isType('error'))).toHaveLength(1)
  })
})
