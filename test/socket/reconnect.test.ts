/**
 * Reconnect storms on the real server, for every registered game: all sixteen phones of a room
 * lose their connection at once in the middle of a step; while they are away the step moves on;
 * they come back with their tokens, each to its own seat, and the taps they had queued arrive
 * late, aimed at the old step: every one is refused as `stale` and nothing changes. A phone that
 * names its seat in the socket's address is seated as it connects. Two tabs with the same seat:
 * the newer one wins, the older is told `replaced` and closed with 4001.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { games } from '../../server/games'
import type { ServerFrame } from '../../shared/protocol'
import { candidateActions } from '../support/action-space'
import { isType, type StateFrame } from '../support/frames'
import { slowestOptions } from '../support/option-space'
import { Dice } from '../support/random-play'
import { createRoomAt } from '../support/server'
import { sharedServer } from '../support/shared-server'
import { SocketClient } from '../support/socket-client'

/** Phones in a storm room (fewer when the game seats fewer). */
const STORM_PLAYERS = 16
/** Taps each phone had queued when its connection dropped. */
const QUEUED = 3

// The tier's shared server (test/support/shared-server-setup.ts).
let server: { url: string; port: number }
beforeAll(async () => {
  server = await sharedServer()
})

const isAnswer = (id: string) => (f: ServerFrame): f is Extract<ServerFrame, { type: 'ack' | 'error' }> => (f.type === 'ack' || f.type === 'error') && f.id === id

/** Every state frame a client received after the given index. */
function statesAfter(client: SocketClient, from: number): StateFrame[] {
  return client.rec.frames.slice(from).filter((f): f is StateFrame => f.type === 'state')
}

for (const def of Object.values(games)) {
  describe(`reconnect storm: ${def.id}`, () => {
    const players = Math.min(STORM_PLAYERS, def.players.max)
    let code: string
    let phones: SocketClient[] = []

    it(`brings all ${players} phones back to their seats after they all drop at once, and refuses their late taps as stale`, async () => {
      const dice = new Dice(16)
      code = await createRoomAt(server.url, def.id)
      for (let i = 0; i < players; i++) phones.push(await SocketClient.joined(server.port, code, `Player ${i + 1}`))
      const host = phones[0]!
      expect(await host.request({ type: 'lobby', id: 'options', command: { type: 'options', options: slowestOptions(def, players) } })).toMatchObject({ type: 'ack' })
      expect(await host.request({ type: 'lobby', id: 'start', command: { type: 'start' } })).toMatchObject({ type: 'ack' })
      for (const phone of phones) await phone.stateWhere((f) => f.room.phase === 'playing')
      // Mid-step: some phones have tapped already (whatever the game accepts).
      const seatList = phones.map((p) => p.seat!)
      for (const [i, phone] of phones.entries()) {
        if (i % 2 === 1) continue
        const stage = phone.rec.latestState()!.room.stage
        await phone.request({ type: 'act', id: `early${i}`, stage, action: dice.pick(candidateActions(def, seatList)) })
      }
      host.send({ type: 'ping' })
      await host.rec.next(isType('pong'))
      const before = host.rec.latestState()!
      const oldStage = before.room.stage
      const seats = phones.map((p) => p.seat!)
      const tokens = phones.map((p) => p.token!)

      // Mid-step, every connection drops at once.
      const dropped = [...phones]
      for (const phone of phones) phone.drop()
      await Promise.all(phones.map((p) => p.whenClosed()))

      // The host is back first and ends the step: the game has moved on while the others were away.
      const host2 = await SocketClient.joined(server.port, code, 'Host again', tokens[0])
      expect(host2.seat).toBe(seats[0])
      expect(await host2.request({ type: 'lobby', id: 'skip', command: { type: 'skip' } })).toMatchObject({ type: 'ack' })
      const moved = await host2.stateWhere((f) => f.room.stage > oldStage)
      const mark = host2.rec.frames.length

      // Everyone else returns at the same moment and their queued taps, aimed at the old step, go out at once.
      const actions = candidateActions(def, seats)
      const queued = seats.slice(1).map((_, i) => Array.from({ length: QUEUED }, (_, k) => ({ type: 'act' as const, id: `q${i}-${k}`, stage: oldStage, action: dice.pick(actions) })))
      const back = await Promise.all(
        seats.slice(1).map(async (seat, i) => {
          const phone = await SocketClient.connect(server.port, code)
          phone.send({ type: 'join', name: `Returning ${i}`, token: tokens[i + 1] })
          for (const frame of queued[i]!) phone.send(frame)
          const welcome = await phone.rec.next(isType('welcome'))
          phone.seat = welcome.seat
          phone.token = welcome.token
          return phone
        }),
      )
      phones = [host2, ...back]
      expect(phones.map((p) => p.seat)).toEqual(seats)

      let refused = 0
      for (const [i, phone] of back.entries()) {
        for (const frame of queued[i]!) {
          const answer = await phone.rec.next(isAnswer(frame.id))
          expect(answer, `late tap ${frame.id} of ${phone.seat}`).toMatchObject({ type: 'error', code: 'stale' })
          refused++
        }
      }
      // A ping round trip on the host's socket: every frame the room sent before it has arrived.
      host2.send({ type: 'ping' })
      await host2.rec.next(isType('pong'))
      const after = statesAfter(host2, mark)
      expect(after.every((f) => f.version === moved.version && f.room.stage === moved.room.stage), 'a late tap changed the game').toBe(true)
      const latest = host2.rec.latestState()!
      for (const phone of phones) {
        expect(latest.room.seats.find((s) => s.id === phone.seat)?.connected, `${phone.seat} is connected`).toBe(true)
        const own = phone.rec.latestState()
        expect(own?.you).toBe(phone.seat)
        expect(own?.room.stage).toBe(moved.room.stage)
      }
      // No phone ever received another seat's token (the old sockets' frames included).
      const everyone = [...dropped, ...phones]
      for (const phone of everyone) {
        const others = tokens.filter((t) => t !== phone.token)
        expect(phone.rec.raw.some((raw) => others.some((t) => raw.includes(t))), `${phone.seat} received another seat's token`).toBe(false)
      }
      console.log(`reconnect storm ${def.id}: ${players} phones dropped at once and came back to their seats; ${refused} late taps refused as stale; version stayed ${moved.version}`)

      // The same taps aimed at the current step are judged on their merits: it was the stage that stopped them.
      let judged = 0
      for (const [i, phone] of back.entries()) {
        const frame = { ...queued[i]![0]!, id: `now${i}`, stage: moved.room.stage }
        const answer = await phone.request(frame)
        expect(answer.type === 'ack' || answer.code !== 'stale').toBe(true)
        judged++
      }
      expect(judged).toBe(players - 1)
    })

    it('seats a phone that names its seat in the socket address as it connects: welcome and state come without a join frame', async () => {
      const phone = phones[1]!
      phone.drop()
      const back = await SocketClient.resumed(server.port, code, 'Back', phone.token!)
      const welcome = await back.rec.next(isType('welcome'))
      expect(welcome.seat).toBe(phone.seat)
      const state = await back.stateWhere(() => true)
      expect(state.you).toBe(phone.seat)
      // It acts like any seated socket.
      back.send({ type: 'ping' })
      await back.rec.next(isType('pong'))
      phones[1] = back
      // A token that opens nothing, named so, is answered as that join frame would be: no seat.
      const stranger = await SocketClient.resumed(server.port, code, 'Stranger', 'f'.repeat(32))
      const answer = await stranger.rec.next((f): f is Extract<ServerFrame, { type: 'welcome' | 'error' }> => f.type === 'welcome' || f.type === 'error')
      expect(answer.type === 'error' || answer.seat !== phone.seat).toBe(true)
      stranger.close()
    })

    it('lets the newer of two tabs with the same seat token win; the older is told `replaced` and closed with 4001', async () => {
      expect(phones.length).toBeGreaterThan(2)
      const older = phones[2]!
      const newer = await SocketClient.joined(server.port, code, 'Second tab', older.token!)
      expect(newer.seat).toBe(older.seat)
      expect(await older.rec.next((f): f is Extract<ServerFrame, { type: 'error' }> => f.type === 'error' && f.code === 'replaced')).toMatchObject({ code: 'replaced' })
      expect((await older.whenClosed()).code).toBe(4001)
      const state = await newer.stateWhere(() => true)
      expect(state.you).toBe(older.seat)
      newer.send({ type: 'ping' })
      await newer.rec.next(isType('pong'))
      // The room still counts the seat as connected, through the newer tab.
      const host = phones[0]!
      host.send({ type: 'ping' })
      await host.rec.next(isType('pong'))
      expect(host.rec.latestState()!.room.seats.find((s) => s.id === older.seat)?.connected).toBe(true)
      for (const phone of [...phones, newer]) phone.close()
    })
  })
}
