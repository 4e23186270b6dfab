/**
 * Guessing does not pay: wrong switch codes are counted per client address and per room across
 * sockets, and past a few a minute codes are refused unchecked for a while, with a notice that
 * says when to try again; a socket that keeps guessing codes or tokens is closed. The counts live
 * beside the record, so a restart does not reset them. A whole table shares one address: a lock
 * never keeps a phone from its seat by token, nor a newcomer from joining.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CODE_LOCK_MS,
  CODE_MISSES_PER_ADDRESS,
  CODE_MISSES_PER_ROOM,
  CODE_MISSES_PER_SOCKET,
  MISS_WINDOW_MS,
  TOKEN_MISSES_PER_SOCKET,
} from '../../server/room/guess-guard'
import { games } from '../../server/games'
import type { ServerFrame } from '../../shared/protocol'
import { isType } from '../support/frames'
import { SCENARIO_TIMEOUT_MS } from '../support/loop-timeout'
import { RoomClient, fakeClock, readRecord, restart, setClock, startedRoom } from '../support/room-harness'

afterEach(() => {
  vi.useRealTimers()
})

const WRONG = 'ZZZZZZZZZ'

/** A phone on this address that types a switch code; resolves with the room's answer. */
async function typeCode(code: string, switchCode: string, address: string): Promise<ServerFrame> {
  const phone = await RoomClient.open(code, { headers: { 'cf-connecting-ip': address } })
  phone.send({ type: 'join', name: 'whoever', rejoin: switchCode })
  return phone.rec.next((f) => f.type === 'welcome' || f.type === 'error')
}

/** Ben's switch code, from his welcome. */
function codeOf(client: RoomClient): string {
  const welcome = client.rec.frames.find((f) => f.type === 'welcome')
  if (welcome?.type !== 'welcome' || !welcome.rejoin) throw new Error('no switch code')
  return welcome.rejoin
}

describe('wrong switch codes', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it(`locks one address out for ${CODE_LOCK_MS / 60_000} minutes after ${CODE_MISSES_PER_ADDRESS} wrong codes a minute, on any number of sockets; others still get in`, async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const ben = clients[1]!
    for (let i = 0; i < CODE_MISSES_PER_ADDRESS; i++) {
      expect(await typeCode(code, WRONG, '203.0.113.7')).toMatchObject({ type: 'error', code: 'bad_rejoin' })
    }
    // Locked: even the right code is refused unchecked, and the notice says when to try again.
    expect(await typeCode(code, codeOf(ben), '203.0.113.7')).toEqual({
      type: 'error',
      code: 'rejoin_locked',
      notice: { key: 'error.rejoin_locked', params: { minutes: CODE_LOCK_MS / 60_000 } },
    })
    expect((await readRecord(code)).seats.find((s) => s.id === ben.seat)!.token).toBe(ben.token)
    // The lock outlives the room's memory: a restart does not reset it.
    await restart(code)
    setClock(Date.now() + CODE_LOCK_MS - 60_000)
    expect(await typeCode(code, codeOf(ben), '203.0.113.7')).toMatchObject({ code: 'rejoin_locked', notice: { params: { minutes: 1 } } })
    // Another address is not locked out.
    expect(await typeCode(code, WRONG, '198.51.100.2')).toMatchObject({ code: 'bad_rejoin' })
    // Once the lock is over, the address may try again.
    setClock(Date.now() + 60_000)
    expect(await typeCode(code, codeOf(ben), '203.0.113.7')).toMatchObject({ type: 'welcome', seat: ben.seat })
  })

  it('counts an address’s misses per minute: a few a minute never lock it', async () => {
    fakeClock()
    const { code } = await startedRoom('werwolf', 5)
    for (let minute = 0; minute < 3; minute++) {
      for (let i = 0; i < CODE_MISSES_PER_ADDRESS - 1; i++) expect(await typeCode(code, WRONG, '203.0.113.8')).toMatchObject({ code: 'bad_rejoin' })
      setClock(Date.now() + MISS_WINDOW_MS)
    }
  })

  it(`locks the whole room after ${CODE_MISSES_PER_ROOM} wrong codes a minute from every address together`, async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const perAddress = CODE_MISSES_PER_ADDRESS - 1
    for (let i = 0; i < CODE_MISSES_PER_ROOM; i++) {
      expect(await typeCode(code, WRONG, `192.0.2.${Math.floor(i / perAddress)}`)).toMatchObject({ code: 'bad_rejoin' })
    }
    expect(await typeCode(code, codeOf(clients[1]!), '192.0.2.200')).toMatchObject({
      code: 'rejoin_locked',
      notice: { key: 'error.rejoin_locked_room', params: { minutes: CODE_LOCK_MS / 60_000 } },
    })
    // A lock on codes never keeps a phone from its seat by token, nor a newcomer out.
    const back = await RoomClient.joined(code, 'Ben', clients[1]!.token!)
    expect(back.seat).toBe(clients[1]!.seat)
    const newcomer = await RoomClient.joined(code, 'Fritz')
    expect(newcomer.seat).not.toBeNull()
  })

  it(`closes a socket that sends ${CODE_MISSES_PER_SOCKET} wrong codes`, async () => {
    fakeClock()
    const { code } = await startedRoom('werwolf', 5)
    const guesser = await RoomClient.open(code, { headers: { 'cf-connecting-ip': '203.0.113.9' } })
    for (let i = 0; i < CODE_MISSES_PER_SOCKET; i++) guesser.send({ type: 'join', name: 'x', rejoin: `ZZZZZZZZ${'ABCDEFGH'[i]}` })
    expect((await guesser.whenClosed()).code).toBe(4009)
    expect(guesser.answersLog.map((f) => f.type === 'error' && f.code)).toEqual(Array(CODE_MISSES_PER_SOCKET).fill('bad_rejoin'))
  })
})

describe('wrong seat tokens', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it(`closes a socket that sends ${TOKEN_MISSES_PER_SOCKET} tokens that open nothing`, async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const ben = clients[1]!
    // Every game's device holds fewer seats than that, so no phone passed round reaches it.
    for (const def of Object.values(games)) expect(def.players.max).toBeLessThan(TOKEN_MISSES_PER_SOCKET)
    for (let i = 0; i < TOKEN_MISSES_PER_SOCKET - 1; i++) {
      // One at a time, inside the socket's rate allowance: only wrong tokens may close it here.
      ben.send({ type: 'join', name: 'Ben', token: i.toString(16).padStart(32, 'f') })
      await ben.answers(i + 2)
      setClock(Date.now() + 100)
    }
    expect(ben.answersLog.slice(1).every((f) => f.type === 'error' && f.code === 'already_joined')).toBe(true)
    expect(ben.closed).toBeNull()
    ben.send({ type: 'join', name: 'Ben', token: 'e'.repeat(32) })
    expect((await ben.whenClosed()).code).toBe(4009)
    // The seat is not lost: its token takes it back on a new socket.
    expect((await RoomClient.joined(code, 'Ben', ben.token!)).seat).toBe(ben.seat)
  })

  it('lets a phone whose seat is gone join as a newcomer with its old token, as no miss', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    for (let i = 0; i < TOKEN_MISSES_PER_SOCKET + 1; i++) {
      const phone = await RoomClient.open(code)
      phone.send({ type: 'join', name: `Gone ${i}`, token: 'd'.repeat(32) })
      expect(await phone.rec.next(isType('welcome'))).toMatchObject({ type: 'welcome' })
      expect(phone.closed).toBeNull()
    }
    expect((await readRecord(code)).seats.length).toBe(clients.length + TOKEN_MISSES_PER_SOCKET + 1)
  })
})
