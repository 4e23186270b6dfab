/**
 * Leaving a room on purpose (`leave`): in the lobby the seat goes; in a running game the seat is
 * marked as gone and the game goes on with it as a player who does not act, its timers running as
 * before; a step only that player could act in (their turn) ends at once, as at its deadline. A seat that left receives nothing more and its token no longer opens it. A host who
 * leaves hands the role on at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { games } from '../../server/games'
import { isState, isType } from '../support/frames'
import { SCENARIO_TIMEOUT_MS, loopTimeout } from '../support/loop-timeout'
import { RoomClient, fakeClock, fireAlarm, lobbyRoom, readRecord, setClock, startedRoom } from '../support/room-harness'

afterEach(() => {
  vi.useRealTimers()
})

const werwolf = games.werwolf
/** Skips that end any Werwolf game. */
const MAX_SKIPS = 300

/** A Werwolf lobby with these people, on the fake clock. */
function lobby(names: string[]) {
  fakeClock()
  return lobbyRoom('werwolf', names)
}

/** Sends `leave` and checks the answer: an ack, then `left`, then the socket closes with 4002. */
async function leave(client: RoomClient, id = 'bye') {
  expect(await client.request({ type: 'lobby', id, command: { type: 'leave' } })).toEqual({ type: 'ack', id })
  expect(await client.rec.next(isType('error'))).toMatchObject({ code: 'left', notice: { key: 'error.left' } })
  expect((await client.whenClosed()).code).toBe(4002)
}

describe('leaving the lobby', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('frees the seat, tells everyone, and the old token opens a new seat', async () => {
    const { code, clients } = await lobby(['Anna', 'Ben', 'Carla'])
    const [anna, ben] = [clients[0]!, clients[1]!]
    await leave(ben)
    const record = await readRecord(code)
    expect(record.seats.map((s) => s.name)).toEqual(['Anna', 'Carla'])
    await vi.waitFor(() => expect(anna.latestState()!.room.seats.map((s) => s.name)).toEqual(['Anna', 'Carla']))
    const again = await RoomClient.joined(code, 'Ben', ben.token!)
    expect(again.seat).not.toBe(ben.seat)
  })

  it('hands the host role on at once when the host leaves', async () => {
    const { code, clients } = await lobby(['Anna', 'Ben', 'Carla'])
    await leave(clients[0]!)
    const record = await readRecord(code)
    expect(record.host).toBe(clients[1]!.seat)
    expect(record.hostAwaySince).toBeNull()
  })

  it('leaves a room without a host when the last person goes; the next to join is host', async () => {
    const { code, clients } = await lobby(['Anna'])
    await leave(clients[0]!)
    expect((await readRecord(code))).toMatchObject({ seats: [], host: null })
    expect((await readRecord(code)).idleSince).not.toBeNull()
    const ben = await RoomClient.joined(code, 'Ben')
    expect((await readRecord(code)).host).toBe(ben.seat)
  })
})

describe('leaving a running game', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('keeps the seat in the game, marked as gone; the game runs on by its timers and sends the seat nothing more', async () => {
    fakeClock()
    const { code, clients, record } = await startedRoom('werwolf', 6)
    const carla = clients[2]!
    const other = clients[3]!
    await leave(carla)
    const after = await readRecord(code)
    expect(after.match!.players).toContain(carla.seat)
    expect(after.seats.find((s) => s.id === carla.seat)).toMatchObject({ left: true })
    expect(after.match!.state).toEqual(record.match!.state)
    const seen = await vi.waitFor(() => {
      const info = other.latestState()!.room.seats.find((s) => s.id === carla.seat)!
      expect(info.left).toBe(true)
      return info
    })
    expect(seen.connected).toBe(false)

    // Time runs on: the step ends at its deadline as if the seat had done nothing.
    const frames = carla.rec.raw.length
    const state = after.match!.state
    const deadline = werwolf.deadline(state)!
    setClock(deadline)
    await fireAlarm(code)
    const moved = await readRecord(code)
    expect(moved.match!.state).toEqual(werwolf.advance(state, deadline))
    await other.rec.next(isState((f) => f.room.stage === werwolf.stage(moved.match!.state)))
    expect(carla.rec.raw.length).toBe(frames)

    // The token no longer opens the seat: coming back is watching.
    const back = await RoomClient.joined(code, 'Carla', carla.token!)
    expect(back.seat).not.toBe(carla.seat)
    const view = await back.rec.next(isState())
    expect(view.room.seats.find((s) => s.id === back.seat)?.kind).toBe('spectator')
  })

  it('does not wait for a turn of someone who left: chance takes it at once, as at its deadline', async () => {
    fakeClock()
    // Heimlich without a turn timer: a turn waits for its mover alone, as long as a turn may last.
    const { code, clients, record } = await startedRoom('heimlich', 3)
    const heimlich = games.heimlich
    const moverOf = (state: unknown) => (state as { mover: string }).mover
    const first = moverOf(record.match!.state)
    const order = record.match!.players
    const next = order[(order.indexOf(first) + 1) % order.length]!
    const leaver = clients.find((c) => c.seat === next)!
    await leave(leaver)
    // The first mover is still to move: nothing was skipped for the one who left.
    expect(moverOf((await readRecord(code)).match!.state)).toBe(first)
    const mover = clients.find((c) => c.seat === first)!
    let state = (await readRecord(code)).match!.state
    for (let i = 0; moverOf(state) === first && i < 5; i++) {
      const [action] = heimlich.legalActions(state, first)
      await mover.accepted({ type: 'act', id: `m${i}`, action })
      state = (await readRecord(code)).match!.state
    }
    // The next turn was the leaver's: chance moved for them, and the table is at the one after.
    const after = (await readRecord(code)).match!.state as { log: { type: string; seat?: string; chance?: true }[] }
    expect(moverOf(after)).not.toBe(next)
    expect(after.log).toContainEqual(expect.objectContaining({ type: 'move', seat: next, chance: true }))
    expect(order.some((seat) => seat !== next && heimlich.legalActions(after, seat).length > 0)).toBe(true)
  })

  it('hands the host role on at once when the host leaves mid-game', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    await leave(clients[0]!)
    const record = await readRecord(code)
    expect(record.host).toBe(clients[1]!.seat)
    expect(record.seats[0]).toMatchObject({ id: clients[0]!.seat, left: true })
    await clients[1]!.accepted({ type: 'lobby', id: 'pause', command: { type: 'pause' } })
  })

  it('drops the seats that left when the host offers a rematch', { timeout: loopTimeout(MAX_SKIPS, 50) }, async () => {
    fakeClock()
    const { code, clients, host } = await startedRoom('werwolf', 6)
    await leave(clients[5]!)
    for (let i = 0; i < MAX_SKIPS && (await readRecord(code)).phase === 'playing'; i++) {
      await host.accepted({ type: 'lobby', id: `skip-${i}`, command: { type: 'skip' } })
    }
    expect((await readRecord(code)).phase).toBe('ended')
    await host.accepted({ type: 'lobby', id: 'again', command: { type: 'rematch' } })
    const lobbyAgain = await readRecord(code)
    expect(lobbyAgain.seats.map((s) => s.id)).toEqual(clients.slice(0, 5).map((c) => c.seat))
  })
})
