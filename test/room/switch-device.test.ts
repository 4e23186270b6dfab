/**
 * Moving a seat to another device: every seat has a short switch code, told to its own phone only
 * (and to the host on request); typed on a new phone it takes that seat there — mid-game too — and
 * the old phone is told its seat moved. The code never travels in any state frame.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isType } from '../support/frames'
import { SCENARIO_TIMEOUT_MS } from '../support/loop-timeout'
import { RoomClient, fakeClock, readRecord, startedRoom } from '../support/room-harness'

afterEach(() => {
  vi.useRealTimers()
})

/** The switch code a phone was told when it joined. */
function codeOf(client: RoomClient): string {
  const welcome = client.rec.frames.find((f) => f.type === 'welcome')
  if (welcome?.type !== 'welcome' || !welcome.rejoin) throw new Error('no switch code in the welcome')
  return welcome.rejoin
}

describe('continuing a seat on another device', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('takes the seat over mid-game with its switch code, and tells the old phone it moved', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const ben = clients[1]!
    const switchCode = codeOf(ben)
    expect(switchCode).toMatch(/^[A-Z2-9]{6}$/)
    const before = await readRecord(code)

    // Typed lower-case with a space, as people do.
    const phone = await RoomClient.open(code)
    phone.send({ type: 'join', name: 'whatever', rejoin: `${switchCode.slice(0, 3).toLowerCase()} ${switchCode.slice(3)}` })
    const welcome = await phone.rec.next(isType('welcome'))
    expect(welcome.seat).toBe(ben.seat)
    expect(welcome.token).not.toBe(ben.token)
    expect(await ben.rec.next(isType('error'))).toMatchObject({ code: 'moved', notice: { key: 'error.moved' } })
    expect((await ben.whenClosed()).code).toBe(4001)

    // Same seat, same game; the old token no longer opens it, the new one does.
    const after = await readRecord(code)
    expect(after.seats.length).toBe(before.seats.length)
    expect(after.match).toEqual(before.match)
    const old = await RoomClient.joined(code, 'Ben again', ben.token!)
    expect(old.seat).not.toBe(ben.seat)
    const back = await RoomClient.joined(code, 'x', welcome.token)
    expect(back.seat).toBe(ben.seat)
  })

  it('refuses a code the room does not know, and a second seat on a socket that has one', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const stranger = await RoomClient.open(code)
    stranger.send({ type: 'join', name: 'Eve', rejoin: 'ZZZZZZ' })
    expect(await stranger.rec.next(isType('error'))).toMatchObject({ code: 'bad_rejoin', notice: { key: 'error.bad_rejoin' } })
    // Anna's socket holds her seat: it may not take Ben's.
    const anna = clients[0]!
    anna.send({ type: 'join', name: 'Anna', rejoin: codeOf(clients[1]!) })
    expect(await anna.rec.next(isType('error'))).toMatchObject({ code: 'already_joined' })
    expect((await readRecord(code)).seats.find((s) => s.id === clients[1]!.seat)?.token).toBe(clients[1]!.token)
  })

  it('tells the host a seat’s code on request, and nobody else; no state frame ever carries one', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const [host, ben] = [clients[0]!, clients[1]!]
    const asked = await host.request({ type: 'lobby', id: 'code', command: { type: 'rejoinCode', seat: ben.seat! } })
    expect(asked).toEqual({ type: 'ack', id: 'code' })
    expect(host.rec.frames.find((f) => f.type === 'rejoin')).toEqual({ type: 'rejoin', seat: ben.seat, code: codeOf(ben) })
    expect(await ben.request({ type: 'lobby', id: 'peek', command: { type: 'rejoinCode', seat: host.seat! } })).toMatchObject({ type: 'error', code: 'not_host' })
    const record = await readRecord(code)
    const secrets = record.seats.map((s) => s.rejoin!)
    expect(secrets.every((s) => typeof s === 'string')).toBe(true)
    for (const client of clients) {
      for (const raw of client.rec.raw) {
        const frame = JSON.parse(raw) as { type: string }
        if (frame.type === 'welcome' || frame.type === 'rejoin') continue
        for (const secret of secrets) expect(raw, `${frame.type} frame`).not.toContain(secret)
      }
    }
  })
})
