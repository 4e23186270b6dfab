/**
 * Moving a seat to another device: every seat has a switch code, told to its own phone only (and
 * to the host while that can only help); typed on a new phone it takes that seat there, mid-game
 * too, the old phone is told its seat moved, and the whole table is told. A code is spent when
 * used. The code never travels in any state frame.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MOVE_NOTICE_MS } from '../../server/room/seat-moves'
import type { ServerFrame } from '../../shared/protocol'
import { SWITCH_CODE_LENGTH } from '../../shared/switch-code'
import { isState, isType } from '../support/frames'
import { SCENARIO_TIMEOUT_MS } from '../support/loop-timeout'
import { RoomClient, createRoom, fakeClock, fireAlarm, lobbyRoom, readAlarm, readRecord, setClock, startedRoom } from '../support/room-harness'

afterEach(() => {
  vi.useRealTimers()
})

/** The switch code a phone was told when it joined (or last told since). */
function codeOf(client: RoomClient): string {
  const told = client.rec.frames.filter((f) => (f.type === 'welcome' && f.rejoin !== undefined) || (f.type === 'rejoin' && f.seat === client.seat))
  const last = told.at(-1)
  if (last?.type === 'welcome') return last.rejoin!
  if (last?.type === 'rejoin') return last.code
  throw new Error('no switch code for this phone')
}

/** A new phone that types a switch code; resolves with the room's first answer to it. */
async function typeCode(code: string, switchCode: string): Promise<{ phone: RoomClient; answer: ServerFrame }> {
  const phone = await RoomClient.open(code)
  phone.send({ type: 'join', name: 'whoever', rejoin: switchCode })
  const answer = await phone.rec.next((f) => f.type === 'welcome' || f.type === 'error')
  if (answer.type === 'welcome') {
    phone.seat = answer.seat
    phone.token = answer.token
  }
  return { phone, answer }
}

/** Asks for a seat's code; resolves with the answer to the command and the code if one came. */
async function askCode(asker: RoomClient, seat: string, id: string) {
  const answer = await asker.request({ type: 'lobby', id, command: { type: 'rejoinCode', seat } })
  const shown = asker.rec.frames.filter((f): f is Extract<ServerFrame, { type: 'rejoin' }> => f.type === 'rejoin' && f.seat === seat).at(-1)
  return { answer, code: answer.type === 'ack' ? shown?.code : undefined }
}

describe('continuing a seat on another device', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('takes the seat over mid-game with its switch code, tells the old phone it moved, and tells the whole table', async () => {
    const start = fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const table = await RoomClient.tableScreen(code)
    const ben = clients[1]!
    const switchCode = codeOf(ben)
    expect(switchCode).toMatch(new RegExp(`^[A-Z2-9]{${SWITCH_CODE_LENGTH}}$`))
    const before = await readRecord(code)

    // Typed lower-case in groups, as people do.
    const { phone, answer } = await typeCode(code, `${switchCode.slice(0, 3).toLowerCase()} ${switchCode.slice(3, 6)}-${switchCode.slice(6)}`)
    expect(answer).toMatchObject({ type: 'welcome', seat: ben.seat })
    const welcome = answer as Extract<ServerFrame, { type: 'welcome' }>
    expect(welcome.token).not.toBe(ben.token)
    // The code is spent: the new phone holds a fresh one.
    expect(welcome.rejoin).toMatch(new RegExp(`^[A-Z2-9]{${SWITCH_CODE_LENGTH}}$`))
    expect(welcome.rejoin).not.toBe(switchCode)
    expect(await ben.rec.next(isType('error'))).toMatchObject({ code: 'moved', notice: { key: 'error.moved' } })
    expect((await ben.whenClosed()).code).toBe(4001)

    // Everyone at the table, the table screen too, is told who moved.
    for (const other of [clients[0]!, clients[2]!, table, phone]) await other.rec.next(isState((f) => f.room.moved.includes(ben.seat!)))

    // Until its person says the seat is theirs, the new phone sees what a spectator sees and cannot act.
    await vi.waitFor(() => expect(phone.latestState()).toBeDefined())
    expect((phone.latestState()!.view as { me: unknown }).me).toBeNull()
    expect(phone.latestState()!.room.seats.find((s) => s.id === ben.seat)!.confirming).toBe(true)
    const early = await phone.request({ type: 'act', id: 'early', action: { type: 'sleep', target: clients[0]!.seat! } })
    expect(early).toMatchObject({ type: 'error', code: 'not_allowed', notice: { key: 'error.confirm_seat' } })
    await phone.accepted({ type: 'lobby', id: 'mine', command: { type: 'confirmSeat' } })
    await vi.waitFor(() => expect((phone.latestState()!.view as { me: { seat: string } | null }).me?.seat).toBe(ben.seat))
    expect(phone.latestState()!.room.seats.find((s) => s.id === ben.seat)!.confirming).toBeUndefined()

    // Same seat, same game; the old token no longer opens it, the new one does.
    const after = await readRecord(code)
    expect(after.seats.length).toBe(before.seats.length)
    expect(after.match).toEqual(before.match)
    const old = await RoomClient.open(code)
    old.send({ type: 'join', name: 'Ben again', token: ben.token! })
    expect(await old.rec.next((f) => f.type === 'welcome' || f.type === 'error')).toMatchObject({ type: 'error', code: 'moved' })
    const back = await RoomClient.joined(code, 'x', welcome.token)
    expect(back.seat).toBe(ben.seat)

    // The notice comes down after a minute, by the alarm.
    expect(await readAlarm(code)).toBeLessThanOrEqual(start + MOVE_NOTICE_MS + 60_000)
    setClock(Date.now() + MOVE_NOTICE_MS)
    await fireAlarm(code)
    expect((await readRecord(code)).moved).toEqual({})
    await clients[0]!.rec.next(isState((f) => f.room.moved.length === 0))
  })

  it('spends a code when it is used: the device left behind cannot come back with it', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const ben = clients[1]!
    const spent = codeOf(ben)
    const { phone } = await typeCode(code, spent)
    expect(phone.seat).toBe(ben.seat)
    // Ben's old phone types the code it knows: refused, and the seat stays on the new phone.
    const { answer } = await typeCode(code, spent)
    expect(answer).toMatchObject({ type: 'error', code: 'bad_rejoin', notice: { key: 'error.bad_rejoin' } })
    expect(phone.closed).toBeNull()
    expect((await readRecord(code)).seats.find((s) => s.id === ben.seat)!.token).toBe(phone.token)
    // The new phone's own code moves the seat on again.
    const again = await typeCode(code, codeOf(phone))
    expect(again.phone.seat).toBe(ben.seat)
    expect(await phone.rec.next(isType('error'))).toMatchObject({ code: 'moved' })

    // Either phone left behind, back with the token it knew (after a reload, say), is told the seat
    // moved: it is not seated as someone new, and the table is unchanged.
    const seatsBefore = (await readRecord(code)).seats.length
    for (const left of [ben, phone]) {
      const back = await RoomClient.open(code)
      back.send({ type: 'join', name: 'Ben', token: left.token! })
      expect(await back.rec.next((f) => f.type === 'welcome' || f.type === 'error')).toMatchObject({ type: 'error', code: 'moved', notice: { key: 'error.moved' } })
    }
    expect((await readRecord(code)).seats.length).toBe(seatsBefore)
  })

  it('refuses a code the room does not know, and a second seat on a socket that has one', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const { answer } = await typeCode(code, 'ZZZ-ZZZ-ZZZ')
    expect(answer).toMatchObject({ code: 'bad_rejoin', notice: { key: 'error.bad_rejoin' } })
    // Anna's socket holds her seat: it may not take Ben's.
    const anna = clients[0]!
    anna.send({ type: 'join', name: 'Anna', rejoin: codeOf(clients[1]!) })
    expect(await anna.rec.next(isType('error'))).toMatchObject({ code: 'already_joined' })
    expect((await readRecord(code)).seats.find((s) => s.id === clients[1]!.seat)?.token).toBe(clients[1]!.token)
  })
})

describe('the host helps someone whose phone died, and cannot take a seat', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  it('refuses the code of a seat whose phone is connected once the game runs', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const [host, ben] = [clients[0]!, clients[1]!]
    const { answer } = await askCode(host, ben.seat!, 'peek')
    expect(answer).toMatchObject({ type: 'error', id: 'peek', code: 'seat_connected', notice: { key: 'error.seat_connected' } })
    expect(host.rec.frames.some((f) => f.type === 'rejoin')).toBe(false)
    // Nobody else may ask at all.
    expect((await askCode(clients[2]!, ben.seat!, 'other')).answer).toMatchObject({ type: 'error', code: 'not_host' })
    expect((await readRecord(code)).seats.find((s) => s.id === ben.seat)!.codeShown).toBeUndefined()
  })

  it('gives the code of a seat whose phone is gone; the move is announced; the phone coming back spends that code', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const [host, ben, cem] = [clients[0]!, clients[1]!, clients[2]!]
    ben.close()
    await vi.waitFor(async () => expect((await readRecord(code)).away[ben.seat!]).toBeDefined())
    const shown = await askCode(host, ben.seat!, 'help')
    expect(shown.answer).toEqual({ type: 'ack', id: 'help' })
    expect(shown.code).toBe(codeOf(ben))
    const { phone } = await typeCode(code, shown.code!)
    expect(phone.seat).toBe(ben.seat)
    await cem.rec.next(isState((f) => f.room.moved.includes(ben.seat!)))

    // Cem's phone dies; the host is shown its code; Cem's phone comes back before anyone types it.
    cem.close()
    await vi.waitFor(async () => expect((await readRecord(code)).away[cem.seat!]).toBeDefined())
    const forCem = (await askCode(host, cem.seat!, 'help-cem')).code!
    const cemBack = await RoomClient.joined(code, 'Cem', cem.token!)
    expect(cemBack.seat).toBe(cem.seat)
    expect(codeOf(cemBack)).not.toBe(forCem)
    expect((await typeCode(code, forCem)).answer).toMatchObject({ type: 'error', code: 'bad_rejoin' })
    // And the seat is connected again: the host gets no code for it.
    expect((await askCode(host, cem.seat!, 'again')).answer).toMatchObject({ type: 'error', code: 'seat_connected' })
  })

  it('shows any seat’s code in the lobby, and deals every code it showed afresh when the game starts', async () => {
    fakeClock()
    const { code, clients } = await lobbyRoom('werwolf', ['Anna', 'Ben', 'Cem', 'Dana', 'Eli'])
    const [host, ben] = [clients[0]!, clients[1]!]
    const lobbyCode = (await askCode(host, ben.seat!, 'lobby')).code!
    expect(lobbyCode).toBe(codeOf(ben))
    await host.accepted({ type: 'lobby', id: 'start', command: { type: 'start' } })
    // Ben's phone is told its new code before the first state of the game.
    const told = await ben.rec.next(isType('rejoin'))
    expect(told.seat).toBe(ben.seat)
    expect(told.code).not.toBe(lobbyCode)
    const firstGameState = ben.rec.frames.findIndex((f) => f.type === 'state' && f.room.phase === 'playing')
    expect(ben.rec.frames.indexOf(told)).toBeLessThan(firstGameState === -1 ? Infinity : firstGameState)
    expect((await typeCode(code, lobbyCode)).answer).toMatchObject({ type: 'error', code: 'bad_rejoin' })
    // Codes nobody was shown stay as they were.
    expect(codeOf(clients[2]!)).toBe((await readRecord(code)).seats.find((s) => s.id === clients[2]!.seat)!.rejoin)
    expect(clients[2]!.rec.frames.some((f) => f.type === 'rejoin')).toBe(false)
  })

  it('asks "are you …?" of a seat moved in the lobby too: a code read out for the moderator hands nobody every card', async () => {
    fakeClock()
    const { code, clients } = await lobbyRoom('werwolf', ['Anna', 'Ben', 'Cem', 'Dana', 'Eli', 'Mia'])
    const [host, mia] = [clients[0]!, clients[5]!]
    await host.accepted({ type: 'lobby', id: 'mod', command: { type: 'moderator', seat: mia.seat! } })
    // The host reads Mia's code to the wrong person, who types it before the game starts.
    const { phone, answer } = await typeCode(code, (await askCode(host, mia.seat!, 'wrong-row')).code!)
    expect(answer).toMatchObject({ type: 'welcome', seat: mia.seat })
    expect((await readRecord(code)).seats.find((s) => s.id === mia.seat)!.confirming).toBe(true)
    await host.accepted({ type: 'lobby', id: 'start', command: { type: 'start' } })

    // Dealt, the seat still shows what a spectator sees: no card, no night picks, nobody's role.
    const first = await phone.rec.next(isState((f) => f.room.phase === 'playing'))
    expect(first.view).toMatchObject({ omniscient: false, me: null, insight: null })
    expect(JSON.stringify(phone.rec.frames)).not.toContain('"omniscient":true')
    // The room keeps the seat for its person: the host may give its code again.
    expect((await askCode(host, mia.seat!, 'right-row')).answer).toEqual({ type: 'ack', id: 'right-row' })

    // The wrong person says no and walks away; Mia types the new code and says yes: every card.
    phone.close()
    const own = await typeCode(code, (await askCode(host, mia.seat!, 'again')).code!)
    await own.phone.accepted({ type: 'lobby', id: 'mine', command: { type: 'confirmSeat' } })
    await vi.waitFor(() => expect(own.phone.latestState()!.view).toMatchObject({ omniscient: true }))
    expect((own.phone.latestState()!.view as { insight: unknown }).insight).not.toBeNull()
  })

  it('takes a seat added to the host\'s phone over to its own phone, views and all', async () => {
    fakeClock()
    // The host only watches, and adds Oma to their phone; Oma then gets a phone of her own.
    const code = await createRoom('words')
    const host = await RoomClient.open(code)
    await host.join('Anna', undefined, true)
    host.send({ type: 'join', name: 'Oma', also: true })
    const oma = await host.rec.next(isType('welcome'))
    const others: RoomClient[] = []
    for (const name of ['Ben', 'Cem', 'Dana']) others.push(await RoomClient.joined(code, name))
    const lobbyCode = (await askCode(host, oma.seat, 'oma')).code!
    const { phone, answer } = await typeCode(code, lobbyCode)
    expect(answer).toMatchObject({ type: 'welcome', seat: oma.seat })
    expect((await readRecord(code)).seats.find((s) => s.id === oma.seat)!.device).toBeUndefined()
    await phone.accepted({ type: 'lobby', id: 'mine', command: { type: 'confirmSeat' } })
    await host.accepted({ type: 'lobby', id: 'start', command: { type: 'start' } })

    // Her word reaches her new phone, and the host's phone sees what a watcher sees.
    const record = await readRecord(code)
    expect(record.match!.players).toContain(oma.seat)
    const omaView = (await phone.rec.next(isState((f) => f.room.phase === 'playing'))).view as { me: { seat: string; word: string | null } | null }
    expect(omaView.me?.seat).toBe(oma.seat)
    const hostView = host.latestState()!.view as { me: unknown }
    expect(hostView.me).toBeNull()
    // Nor does the host's phone act for her.
    const act = await host.request({ type: 'act', id: 'as-oma', action: { type: 'seen' } })
    expect(act.type).toBe('error')
    expect((await readRecord(code)).match!.state).toEqual(record.match!.state)
  })

  it('lets every phone show its own code at any time', async () => {
    fakeClock()
    const { clients } = await startedRoom('werwolf', 5)
    const ben = clients[1]!
    const own = await askCode(ben, ben.seat!, 'mine')
    expect(own.answer).toEqual({ type: 'ack', id: 'mine' })
    expect(own.code).toBe(codeOf(ben))
  })

  it('never puts a code in a state frame', async () => {
    fakeClock()
    const { code, clients } = await startedRoom('werwolf', 5)
    const record = await readRecord(code)
    const secrets = record.seats.map((s) => s.rejoin!)
    expect(secrets.every((s) => typeof s === 'string')).toBe(true)
    for (const client of clients) {
      for (const raw of client.rec.raw) {
        const frame = JSON.parse(raw) as { type?: string }
        if (frame.type === 'welcome' || frame.type === 'rejoin') continue
        for (const secret of secrets) expect(raw, `${frame.type ?? 'patch'} frame`).not.toContain(secret)
      }
    }
  })
})
