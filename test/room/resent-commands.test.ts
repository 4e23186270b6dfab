/**
 * A phone resends every request still unanswered when its connection comes back, with the same
 * id (client/lib/connection.ts). For the host's commands the room answers such a resend as done
 * when it carried the command out already: a start or an end resent after the game started or
 * ended is not refused as coming in the wrong phase, a skip is not applied twice, and a ready mark
 * taken back since is not set again. A command that was refused, or a switch code, is judged anew.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { games } from '../../server/games'
import { SCENARIO_TIMEOUT_MS } from '../support/loop-timeout'
import { RoomClient, fakeClock, lobbyRoom, readRecord, startedRoom } from '../support/room-harness'

afterEach(() => {
  vi.useRealTimers()
})

/** The same seat on a new socket, as a phone whose connection came back. */
function reconnected(code: string, phone: RoomClient): Promise<RoomClient> {
  return RoomClient.joined(code, 'again', phone.token!)
}

describe('host commands resent after a reconnect', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('answers a resent start, skip and end as done, and carries each out once', async () => {
    fakeClock()
    const { code, clients } = await lobbyRoom('werwolf', ['Alma', 'Bodo', 'Cleo', 'Dante', 'Edda', 'Fiete'])
    const host = clients[0]!
    await host.accepted({ type: 'lobby', id: 'start-1', command: { type: 'start' } })
    const started = await readRecord(code)
    expect(started.phase).toBe('playing')

    const back = await reconnected(code, host)
    expect(await back.request({ type: 'lobby', id: 'start-1', command: { type: 'start' } })).toMatchObject({ type: 'ack', id: 'start-1' })
    expect((await readRecord(code)).version).toBe(started.version)

    await back.accepted({ type: 'lobby', id: 'skip-1', command: { type: 'skip' } })
    const skipped = await readRecord(code)
    const stage = games.werwolf.stage(skipped.match!.state)
    expect(stage).toBeGreaterThan(games.werwolf.stage(started.match!.state))
    const again = await reconnected(code, host)
    expect(await again.request({ type: 'lobby', id: 'skip-1', command: { type: 'skip' } })).toMatchObject({ type: 'ack', id: 'skip-1' })
    const after = await readRecord(code)
    expect(games.werwolf.stage(after.match!.state), 'the step was skipped once').toBe(stage)
    expect(after.version).toBe(skipped.version)

    await again.accepted({ type: 'lobby', id: 'stop-1', command: { type: 'stop' } })
    const stopped = await readRecord(code)
    expect(stopped.phase).toBe('lobby')
    const third = await reconnected(code, host)
    expect(await third.request({ type: 'lobby', id: 'stop-1', command: { type: 'stop' } })).toMatchObject({ type: 'ack', id: 'stop-1' })
    expect((await readRecord(code)).version).toBe(stopped.version)
    // A new command with a new id is judged as ever: the next game starts, and a stop in the lobby is refused.
    expect(await third.request({ type: 'lobby', id: 'stop-2', command: { type: 'stop' } })).toMatchObject({ type: 'error', code: 'wrong_phase' })
    await third.accepted({ type: 'lobby', id: 'start-2', command: { type: 'start' } })
    expect((await readRecord(code)).phase).toBe('playing')
  })

  it('does not set again a ready mark taken back since, and tells a resend from an id used again or by another seat', async () => {
    fakeClock()
    const { code, clients } = await lobbyRoom('werwolf', ['Alma', 'Bodo', 'Cleo'])
    const [host, bodo] = clients as [RoomClient, RoomClient]
    await bodo.accepted({ type: 'lobby', id: 'r1', command: { type: 'ready', ready: true } })
    await bodo.accepted({ type: 'lobby', id: 'r2', command: { type: 'ready', ready: false } })
    const before = await readRecord(code)
    // Both come again, in the order they were sent: neither changes anything.
    const back = await reconnected(code, bodo)
    await back.accepted({ type: 'lobby', id: 'r1', command: { type: 'ready', ready: true } })
    await back.accepted({ type: 'lobby', id: 'r2', command: { type: 'ready', ready: false } })
    const after = await readRecord(code)
    expect(after.seats.find((s) => s.id === bodo.seat)?.ready).toBe(before.seats.find((s) => s.id === bodo.seat)?.ready)
    expect(after.version).toBe(before.version)
    // An id used again for another command is that command, carried out: only a resend is answered as done.
    await back.accepted({ type: 'lobby', id: 'r2', command: { type: 'ready', ready: true } })
    expect((await readRecord(code)).seats.find((s) => s.id === bodo.seat)?.ready).toBe(true)
    // The same id from the host is the host's own request, carried out.
    await host.accepted({ type: 'lobby', id: 'r1', command: { type: 'ready', ready: true } })
    expect((await readRecord(code)).seats.find((s) => s.id === host.seat)?.ready).toBe(true)
  })

  it('judges anew a command that was refused, and answers a resent switch code with the code again', async () => {
    fakeClock()
    const { code, host, clients } = await startedRoom('werwolf', 6)
    const player = clients[1]!
    expect(await player.request({ type: 'lobby', id: 'p-stop', command: { type: 'stop' } })).toMatchObject({ type: 'error', code: 'not_host' })
    const back = await reconnected(code, player)
    expect(await back.request({ type: 'lobby', id: 'p-stop', command: { type: 'stop' } })).toMatchObject({ type: 'error', code: 'not_host' })
    expect((await readRecord(code)).phase).toBe('playing')

    const own = { type: 'lobby', id: 'code-1', command: { type: 'rejoinCode', seat: player.seat! } } as const
    await back.accepted(own)
    const again = await reconnected(code, player)
    const codes = again.rec.frames.length
    await again.accepted(own)
    await vi.waitFor(() => expect(again.rec.frames.slice(codes).some((f) => f.type === 'rejoin' && f.seat === player.seat)).toBe(true))
    expect(host.seat).not.toBe(player.seat)
  })
})
