/**
 * In a hidden-role game the host is a player too. Mid-game the host tries every route the room
 * offers to another seat's secrets: that seat's switch code while its phone is here, the table
 * screen (or a second phone of the host's) as moderator or host, the moderator's seat for
 * anyone, a kick to free the seat, a further seat on the host's own phone, and guessing switch
 * codes from fresh sockets. Each is refused with its code and a notice that reads as a sentence
 * in German and in English, nothing in the game changes, the seat stays on its own phone, and no
 * frame the host's sockets (or the table screen) receive holds more than the host (or a
 * spectator) may know.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { games } from '../../server/games'
import type { Viewer } from '../../server/games/contract'
import { CODE_LOCK_MS, CODE_MISSES_PER_ADDRESS, CODE_MISSES_PER_SOCKET } from '../../server/room/guess-guard'
import { LANGS, t } from '../../shared/i18n'
import type { ServerFrame } from '../../shared/protocol'
import { AuditStats, leaksInView } from '../engine/audit/checker'
import { modelFor } from '../engine/audit/model-registry'
import { isType } from '../support/frames'
import { SCENARIO_TIMEOUT_MS } from '../support/loop-timeout'
import { RoomClient, fakeClock, readRecord, startedRoom } from '../support/room-harness'

afterEach(() => {
  vi.useRealTimers()
})

/** The address every phone of the host's comes from (the table's network). */
const HOST_NET = '203.0.113.50'

type Refusal = Extract<ServerFrame, { type: 'error' }>

/** The refusal's notice, as a phone shows it: a sentence in each language, every parameter filled in. */
function expectTranslated(refusal: Refusal): void {
  const texts = LANGS.map((lang) => t(lang, refusal.notice.key, refusal.notice.params))
  for (const text of texts) {
    expect(text, `${refusal.code}: ${refusal.notice.key}`).not.toBe(refusal.notice.key)
    expect(text).not.toMatch(/\{\w+\}/)
  }
  expect(texts[0], `${refusal.notice.key} is German and English, not one text twice`).not.toBe(texts[1])
}

/** A frame from the host's side, with the room's first answer to it. */
async function refused(client: RoomClient, frame: Record<string, unknown>, code: string, key: string): Promise<void> {
  const before = client.answered
  client.send(frame)
  await client.answers(before + 1)
  const answer = client.answersLog[before]!
  expect(answer, JSON.stringify(frame)).toMatchObject({ type: 'error', code, notice: { key } })
  expectTranslated(answer as Refusal)
}

/** A fresh socket on the host's network that types a switch code; resolves with its first answer. */
async function typeCode(code: string, switchCode: string): Promise<{ phone: RoomClient; answer: ServerFrame }> {
  const phone = await RoomClient.open(code, { headers: { 'cf-connecting-ip': HOST_NET } })
  phone.send({ type: 'join', name: 'Zweithandy', rejoin: switchCode })
  const answer = await phone.rec.next((f) => f.type === 'welcome' || f.type === 'error')
  return { phone, answer }
}

describe('the host tries every route to another seat’s secrets mid-game', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('is refused each time with a code and a translated notice; the seat stays on its phone and no frame tells the host more than its own card', async () => {
    fakeClock()
    const def = games.shifter!
    const { code, clients } = await startedRoom(def.id, 5)
    const [host, alma] = [clients[0]!, clients[3]!]
    const table = await RoomClient.tableScreen(code)
    const before = await readRecord(code)
    const almaSeat = before.seats.find((s) => s.id === alma.seat)!
    const lobby = (command: Record<string, unknown>, id: string) => ({ type: 'lobby', id, command })

    // Alma's switch code, while her phone is here.
    await refused(host, lobby({ type: 'rejoinCode', seat: alma.seat }, 'code'), 'seat_connected', 'error.seat_connected')
    // The table screen, or a second phone the host opens as one, made moderator or host.
    await refused(host, lobby({ type: 'moderator', seat: table.seat }, 'mod-table'), 'table_seat', 'error.table_moderator')
    await refused(host, lobby({ type: 'host', seat: table.seat }, 'host-table'), 'table_seat', 'error.table_host')
    await refused(host, lobby({ type: 'rejoinCode', seat: table.seat }, 'code-table'), 'table_seat', 'error.table_switch')
    const second = await RoomClient.open(code, { headers: { 'cf-connecting-ip': HOST_NET } })
    second.send({ type: 'join', name: 'Tisch 2', table: true })
    second.seat = (await second.rec.next(isType('welcome'))).seat
    await refused(host, lobby({ type: 'moderator', seat: second.seat }, 'mod-second'), 'table_seat', 'error.table_moderator')
    await refused(second, lobby({ type: 'moderator', seat: second.seat }, 'second-mod'), 'table_seat', 'error.table_host')
    // The moderator sees every card: nobody becomes one while a game runs, the host included.
    await refused(host, lobby({ type: 'moderator', seat: host.seat }, 'mod-self'), 'wrong_phase', 'error.game_running')
    await refused(host, lobby({ type: 'moderator', seat: clients[1]!.seat }, 'mod-other'), 'wrong_phase', 'error.game_running')
    // A seat in the game cannot be kicked free, nor can the host's phone hold a further seat.
    await refused(host, lobby({ type: 'kick', seat: alma.seat }, 'kick'), 'wrong_phase', 'error.game_running')
    await refused(host, { type: 'join', name: 'Alma', also: true }, 'not_allowed', 'error.one_device_one_seat')
    // Guessing: a socket that keeps guessing is closed, and the host's network is soon locked out,
    // so even the right code (had the host guessed it) is refused unchecked.
    const guesser = await RoomClient.open(code, { headers: { 'cf-connecting-ip': HOST_NET } })
    for (let i = 0; i < CODE_MISSES_PER_SOCKET; i++) guesser.send({ type: 'join', name: 'x', rejoin: `ZZZZZZZZ${'ABCDEFGH'[i]}` })
    expect((await guesser.whenClosed()).code).toBe(4009)
    expect(guesser.answersLog.map((f) => f.type === 'error' && f.code)).toEqual(Array(CODE_MISSES_PER_SOCKET).fill('bad_rejoin'))
    expectTranslated(guesser.answersLog[0] as Refusal)
    for (let i = CODE_MISSES_PER_SOCKET; i < CODE_MISSES_PER_ADDRESS; i++) {
      expect((await typeCode(code, `YYYYYYYY${'ABCDEFGH'[i]}`)).answer).toMatchObject({ type: 'error', code: 'bad_rejoin' })
    }
    const locked = (await typeCode(code, almaSeat.rejoin!)).answer
    expect(locked).toEqual({ type: 'error', code: 'rejoin_locked', notice: { key: 'error.rejoin_locked', params: { minutes: CODE_LOCK_MS / 60_000 } } })
    expectTranslated(locked as Refusal)

    // Nothing changed: the same game, Alma's seat on her own phone with its token and code.
    const after = await readRecord(code)
    expect(after.match).toEqual(before.match)
    expect(after.host).toBe(before.host)
    expect(after.moderator).toBeNull()
    expect(after.seats.find((s) => s.id === alma.seat)).toEqual(almaSeat)
    expect(after.moved).toEqual({})
    expect(alma.closed).toBeNull()
    expect(alma.rec.frames.some((f) => f.type === 'error')).toBe(false)

    // What reached the host's phones and the table screens: never Alma's code, token or seat, and
    // every game view holds only what its viewer may know.
    const model = modelFor(def.id)!
    const stats = new AuditStats()
    const state = after.match!.state
    const hostSockets = [host, second, guesser]
    const watchers: { client: RoomClient; viewer: Viewer }[] = [{ client: host, viewer: host.seat! }, { client: second, viewer: null }, { client: table, viewer: null }]
    for (const client of hostSockets) {
      for (const raw of client.rec.raw) {
        expect(raw).not.toContain(almaSeat.rejoin!)
        expect(raw).not.toContain(almaSeat.token)
      }
      expect(client.rec.frames.some((f) => (f.type === 'welcome' || f.type === 'rejoin') && f.seat === alma.seat)).toBe(false)
    }
    let views = 0
    for (const { client, viewer } of watchers) {
      for (const frame of client.rec.frames) {
        if (frame.type !== 'state' || frame.room.phase !== 'playing') continue
        expect(frame.you).toBe(client.seat)
        expect(leaksInView(def, model, state, frame.view, viewer, stats)).toEqual([])
        views++
      }
    }
    expect(views, 'the host and both table screens watched the game').toBeGreaterThanOrEqual(3)
    expect(Object.keys(stats.allowedHits).length, 'the checker found the facts it looks for where they may be shown').toBeGreaterThan(0)
  })
})
