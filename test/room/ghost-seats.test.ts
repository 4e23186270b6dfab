/**
 * Ghost seats: one socket holds one seat, however often it joins, and a seat that went away and
 * never came back leaves the room after SEAT_GRACE_MS, so the people who are really there always
 * find a place. The host's seat stays while it is the host; the players of a running game keep
 * theirs until the game is over.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEAT_GRACE_MS } from '../../server/room/presence'
import { MAX_SEATS } from '../../server/room/room-record'
import { isState, isType } from '../support/frames'
import { SCENARIO_TIMEOUT_MS, loopTimeout } from '../support/loop-timeout'
import { RoomClient, fakeClock, fireAlarm, lobbyRoom, readAlarm, readRecord, setClock, startedRoom } from '../support/room-harness'

afterEach(() => {
  vi.useRealTimers()
})

/** Joins sent on one socket in the report: spaced out, so the rate limit never refuses one. */
const JOINS = 45

/** A Werwolf lobby with these people, on the fake clock. */
function lobby(names: string[]) {
  fakeClock()
  return lobbyRoom('werwolf', names)
}

describe('one socket, one seat', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it(`refuses every further token-less join on a socket that holds a seat (${JOINS} joins give one seat), and a friend still gets in`, { timeout: loopTimeout(JOINS, 50) }, async () => {
    const { code } = await lobby(['Host'])
    const mallory = await RoomClient.open(code)
    for (let i = 0; i < JOINS; i++) {
      setClock(Date.now() + 200)
      mallory.send({ type: 'join', name: `Ghost ${i}` })
      await mallory.answers(i + 1)
    }
    const answers = mallory.answersLog.map((f) => (f.type === 'error' ? f.code : f.type))
    expect(answers[0]).toBe('welcome')
    expect(answers.slice(1)).toEqual(Array(JOINS - 1).fill('already_joined'))
    const error = mallory.answersLog[1]
    expect(error?.type === 'error' && error.notice.key).toBe('error.already_joined')
    const record = await readRecord(code)
    expect(record.seats.map((s) => s.name)).toEqual(['Host', 'Ghost 0'])
    expect(record.seats.length).toBeLessThan(MAX_SEATS)

    const friend = await RoomClient.joined(code, 'Friend')
    const state = await friend.rec.next(isState())
    expect(state.room.seats.find((s) => s.id === friend.seat)?.kind).toBe('player')
  })

  it('still lets a socket take its own seat back by token', async () => {
    const { code, clients } = await lobby(['Anna', 'Ben'])
    const ben = clients[1]!
    ben.send({ type: 'join', name: 'Ben', token: ben.token! })
    const welcome = await ben.rec.next(isType('welcome'))
    expect(welcome.seat).toBe(ben.seat)
    expect((await readRecord(code)).seats).toHaveLength(2)
  })
})

describe('seats that went away', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it(`drops a lobby seat whose sockets all closed once ${SEAT_GRACE_MS / 60_000} minutes pass, and tells everyone`, async () => {
    const { code, clients } = await lobby(['Anna', 'Ben', 'Carla'])
    const [anna, ben] = [clients[0]!, clients[1]!]
    ben.close()
    await vi.waitFor(async () => expect((await readRecord(code)).away[ben.seat!]).toBeDefined())
    const left = (await readRecord(code)).away[ben.seat!]!
    expect(await readAlarm(code)).toBe(left + SEAT_GRACE_MS)

    setClock(left + SEAT_GRACE_MS - 1)
    await fireAlarm(code)
    expect((await readRecord(code)).seats.map((s) => s.name)).toEqual(['Anna', 'Ben', 'Carla'])

    setClock(left + SEAT_GRACE_MS)
    await fireAlarm(code)
    const after = await readRecord(code)
    expect(after.seats.map((s) => s.name)).toEqual(['Anna', 'Carla'])
    expect(after.away).toEqual({})
    await vi.waitFor(() => expect(anna.latestState()!.room.seats.map((s) => s.name)).toEqual(['Anna', 'Carla']))

    // Ben's phone comes back with the old token: a new seat, under the same name.
    const back = await RoomClient.joined(code, 'Ben', ben.token!)
    expect(back.seat).not.toBe(ben.seat)
    expect((await readRecord(code)).seats.map((s) => s.name)).toEqual(['Anna', 'Carla', 'Ben'])
  })

  it('keeps a seat whose phone came back within the grace period', async () => {
    const { code, clients } = await lobby(['Anna', 'Ben'])
    const ben = clients[1]!
    ben.close()
    await vi.waitFor(async () => expect((await readRecord(code)).away[ben.seat!]).toBeDefined())
    const left = (await readRecord(code)).away[ben.seat!]!
    setClock(left + SEAT_GRACE_MS - 1_000)
    const back = await RoomClient.joined(code, 'Ben', ben.token!)
    expect(back.seat).toBe(ben.seat)
    setClock(left + 2 * SEAT_GRACE_MS)
    await fireAlarm(code)
    expect((await readRecord(code)).seats.map((s) => s.id)).toEqual([clients[0]!.seat, ben.seat])
  })

  it('never drops the host while it is the host, even when nobody else is there', async () => {
    const { code, clients } = await lobby(['Anna'])
    clients[0]!.close()
    await vi.waitFor(async () => expect((await readRecord(code)).away[clients[0]!.seat!]).toBeDefined())
    setClock(Date.now() + 10 * SEAT_GRACE_MS)
    await fireAlarm(code)
    const record = await readRecord(code)
    expect(record.seats.map((s) => s.name)).toEqual(['Anna'])
    expect(record.host).toBe(clients[0]!.seat)
  })

  it('keeps the players of a running game, and drops a spectator who went away', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const watcher = await RoomClient.open(code)
    await watcher.join('Watcher', undefined, true)
    const player = clients[2]!
    player.close()
    watcher.close()
    await vi.waitFor(async () => expect(Object.keys((await readRecord(code)).away).sort()).toEqual([player.seat, watcher.seat].sort()))
    const since = (await readRecord(code)).away[watcher.seat!]!
    setClock(since + SEAT_GRACE_MS)
    await fireAlarm(code)
    const seats = (await readRecord(code)).seats.map((s) => s.id)
    expect(seats).toContain(player.seat)
    expect(seats).not.toContain(watcher.seat)
  })
})
