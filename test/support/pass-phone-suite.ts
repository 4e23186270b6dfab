/**
 * One phone passed round the table: a socket that holds every seat. The host's device adds the
 * players by name in the lobby; in the game it is sent only the view of the seat holding it now
 * (the word game's `holder`), acts as that seat, never for a seat it does not hold, and gets all
 * its seats back after a reconnect with their tokens. Every frame the device receives is audited:
 * at any moment it learns the word of the seat holding it, and no other.
 *
 * The same scenarios run against each host of the room: the Durable Object in workerd
 * (test/room/pass-phone.test.ts) and the room on the device with its IndexedDB storage
 * (test/local-host/pass-phone.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEAT_GRACE_MS } from '../../server/room/presence'
import type { RoomRecord } from '../../server/room/room-record'
import { words } from '../../server/games/words'
import type { WordsState } from '../../server/games/words/state'
import type { ServerFrame } from '../../shared/protocol'
import type { WordsAction, WordsView } from '../../shared/views/words'
import type { FrameClient } from './frame-client'
import { isType } from './frames'
import { SCENARIO_TIMEOUT_MS } from './loop-timeout'

/** What the scenarios need of a host: rooms, phones into them, the stored record, a restart and a wall clock. */
export interface RoomHostHarness {
  /** Names the host in the suite's title. */
  name: string
  /** A fake wall clock the room reads too; returns the start. */
  fakeClock(): number
  /** Moves the fake wall clock forward. */
  setClock(at: number): void
  createRoom(game: string): Promise<string>
  /** Opens a socket into the room. */
  open(code: string): Promise<FrameClient>
  /** The room's record as its storage holds it (what a restart would load). */
  readRecord(code: string): Promise<RoomRecord>
  /** Drops the room's instance and every socket; the next socket starts it again from storage. */
  restart(code: string): Promise<void>
  /** Lets go of what a test left open. */
  cleanUp?(): Promise<void>
}

/** The passed-phone scenarios against one host. */
export function passPhoneSuite(host: RoomHostHarness): void {
  const { fakeClock, setClock, createRoom, readRecord, restart } = host
  /** Opens a socket and joins (with a token: takes that seat back). */
  async function joined(code: string, name: string, token?: string): Promise<FrameClient> {
    const client = await host.open(code)
    await client.join(name, token)
    return client
  }

  afterEach(async () => {
    vi.useRealTimers()
    await host.cleanUp?.()
  })

  const NAMES = ['Anna', 'Ben', 'Carla', 'Dan', 'Eva', 'Anna']
  /** More events than any six-player game needs. */
  const MAX_EVENTS = 400
  /** Between two taps on the device: slow enough for the room's frame allowance. */
  const TAP_MS = 150

  /** The host's device with the other names added one by one; returns it and every seat's token. */
  async function passDevice(names: readonly string[] = NAMES) {
    fakeClock()
    const code = await createRoom('words')
    const device = await joined(code, names[0]!)
    const tokens = [device.token!]
    const seats = [device.seat!]
    for (const name of names.slice(1)) {
      setClock(Date.now() + TAP_MS)
      device.send({ type: 'join', name, also: true })
      const welcome = await device.rec.next(isType('welcome'))
      expect(welcome.also).toBe(true)
      tokens.push(welcome.token)
      seats.push(welcome.seat)
    }
    return { code, device, tokens, seats }
  }

  async function startPass(device: FrameClient, players: number, voting: 'secret' | 'open' = 'secret') {
    const options = { ...words.options.defaults(players), mode: 'pass', voting }
    await device.accepted({ type: 'lobby', id: 'options', command: { type: 'options', options } })
    await device.accepted({ type: 'lobby', id: 'start', command: { type: 'start' } })
  }

  /** The word a seat holds (null: a blank). */
  function wordOf(state: WordsState, seat: string): string | null {
    const role = state.roles[seat]
    return role === 'civilian' ? state.pair.civilian.word : role === 'undercover' ? state.pair.undercover.word : null
  }

  /**
   * The audit: every frame (state or patch, as sent) names, of the pair's words, only the word of
   * the seat whose turn it is in the state that frame makes — until the end, when all is told.
   */
  function auditFrames(device: FrameClient, state: WordsState): number {
    let checked = 0
    const words = [state.pair.civilian.word, state.pair.undercover.word]
    device.rec.raw.forEach((raw, i) => {
      const frame = device.rec.frames[i]!
      if (frame.type !== 'state' || frame.view === null) return
      const view = frame.view as WordsView
      if (view.phase === 'ended') return
      const allowed = view.turn === null ? null : wordOf(state, view.turn)
      for (const word of words) {
        if (word !== allowed) expect(raw, `frame ${i} (turn ${view.turn}) names "${word}"`).not.toContain(JSON.stringify(word))
      }
      // The device sees the holder's own part and nobody else's (nobody's while the holder's seat is on its way back).
      if (view.me !== null) expect(view.me.seat).toBe(view.turn)
      expect(view.insight).toBeNull()
      checked++
    })
    return checked
  }

  /** Plays the device's game to the end as the table would: whoever holds it acts, else anyone for the table. */
  async function playToEnd(code: string, device: FrameClient, seats: readonly string[]) {
    for (let i = 0; i < MAX_EVENTS; i++) {
      const record = await readRecord(code)
      if (record.phase !== 'playing') return record
      const state = record.match!.state as WordsState
      const seat = words.holder!(state, seats) ?? seats[0]!
      const [action] = words.legalActions(state, seat) as WordsAction[]
      if (!action) throw new Error(`no action for ${seat} in ${state.phase}`)
      setClock(Date.now() + TAP_MS)
      await device.accepted({ type: 'act', id: `a${i}`, seat, action })
    }
    throw new Error('the game did not end')
  }

  describe(`one phone passed round (${host.name})`, { timeout: SCENARIO_TIMEOUT_MS }, () => {
    it('lets the host device add players by name, numbering a duplicate, and nobody else', async () => {
      const { code, device, seats } = await passDevice()
      const record = await readRecord(code)
      expect(record.seats.map((s) => s.name)).toEqual(['Anna', 'Ben', 'Carla', 'Dan', 'Eva', 'Anna 2'])
      expect(record.seats.every((s) => s.kind === 'player')).toBe(true)
      expect(record.away).toEqual({})
      // The welcome tells the device the name it shows.
      const welcomes = device.rec.frames.filter((f): f is Extract<ServerFrame, { type: 'welcome' }> => f.type === 'welcome')
      expect(welcomes.at(-1)).toMatchObject({ seat: seats[5], renamed: 'Anna 2' })

      // Another phone in the room is no host: it may not add seats to itself.
      const guest = await joined(code, 'Guest')
      expect((await readRecord(code)).seats).toHaveLength(7)
      guest.send({ type: 'join', name: 'Extra', also: true })
      expect(await guest.rec.next(isType('error'))).toMatchObject({ code: 'not_host', notice: { key: 'error.not_host' } })
      // A socket that holds no seat yet cannot add one to itself either.
      const stranger = await host.open(code)
      stranger.send({ type: 'join', name: 'Extra', also: true })
      const refused = await stranger.rec.next(isType('error'))
      expect(refused.code).toBe('not_joined')
      // An empty name changes nothing.
      device.send({ type: 'join', name: ' \u200b ', also: true })
      expect(await device.rec.next(isType('error'))).toMatchObject({ code: 'bad_frame', notice: { key: 'error.name_empty' } })
      expect((await readRecord(code)).seats).toHaveLength(7)
    })

    it('refuses a second seat on one device in a game played on one\'s own phone', async () => {
      fakeClock()
      const code = await createRoom('werwolf')
      const host = await joined(code, 'Anna')
      host.send({ type: 'join', name: 'Ben', also: true })
      expect(await host.rec.next(isType('error'))).toMatchObject({ code: 'not_allowed', notice: { key: 'error.one_device_one_seat' } })
      expect((await readRecord(code)).seats).toHaveLength(1)
    })

    it('starts no game that passes no phone while players share one, and says why in the lobby', async () => {
      // Five: enough for a werewolf game too, so only the shared phone holds it back.
      const names = NAMES.slice(0, 5)
      const { code, device } = await passDevice(names)
      const phones = { ...words.options.defaults(names.length), mode: 'phones' }
      await device.accepted({ type: 'lobby', id: 'phones', command: { type: 'options', options: phones } })
      const reason = { ok: false, reason: { key: 'error.phone_not_passed' } }
      await vi.waitFor(() => expect(device.latestState()!.room.check).toEqual(reason))
      expect(await device.request({ type: 'lobby', id: 'start1', command: { type: 'start' } })).toMatchObject({ code: 'not_allowed', notice: { key: 'error.phone_not_passed' } })
      expect((await readRecord(code)).phase).toBe('lobby')
      // A game played on one's own phone only passes none either.
      await device.accepted({ type: 'lobby', id: 'werwolf', command: { type: 'game', game: 'werwolf' } })
      await vi.waitFor(() => expect(device.latestState()!.room.check).toEqual(reason))
      await device.accepted({ type: 'lobby', id: 'words', command: { type: 'game', game: 'words' } })
      await startPass(device, names.length)
      expect((await readRecord(code)).phase).toBe('playing')
    })

    it('stops at the game\'s largest table and adds nobody once the game runs', async () => {
      const names = Array.from({ length: words.players.max }, (_, i) => `P${i + 1}`)
      const { code, device } = await passDevice(names)
      device.send({ type: 'join', name: 'One too many', also: true })
      expect(await device.rec.next(isType('error'))).toMatchObject({ code: 'room_full', notice: { key: 'error.too_many' } })
      await startPass(device, names.length)
      device.send({ type: 'join', name: 'Late', also: true })
      expect(await device.rec.next(isType('error'))).toMatchObject({ code: 'wrong_phase' })
      expect((await readRecord(code)).seats).toHaveLength(words.players.max)
    })

    it('sends the device only the view of the seat holding it, and refuses acting for a seat it does not hold', async () => {
      const { code, device, seats } = await passDevice()
      // A phone that watches (a table screen, say).
      const guest = await host.open(code)
      await guest.join('Guest', undefined, true)
      await startPass(device, seats.length)
      const record = await readRecord(code)
      const state = record.match!.state as WordsState
      // Whoever comes first in table order takes the phone to look.
      const first = words.holder!(state, seats)
      expect(first).toBe(state.seats[0])
      const latest = device.latestState()!
      expect((latest.view as WordsView).me).toMatchObject({ seat: first, word: wordOf(state, first!) })
      // The device still speaks for its own seat in the room (host controls stay with it).
      expect(latest.you).toBe(seats[0])

      // Not this device's seat: refused, nothing changes.
      const notMine = await device.request({ type: 'act', id: 'x1', seat: guest.seat!, action: { type: 'seen' } })
      expect(notMine).toMatchObject({ type: 'error', code: 'not_allowed', notice: { key: 'error.not_your_seat' } })
      // A seat it holds, but not the one holding the phone: the game says whose turn it is.
      const second = state.seats[1]!
      const early = await device.request({ type: 'act', id: 'x2', seat: second, action: { type: 'seen' } })
      expect(early).toMatchObject({ type: 'error', code: 'rejected' })
      // The other phone cannot act for the device's seats either.
      const foreign = await guest.request({ type: 'act', id: 'x3', seat: first!, action: { type: 'seen' } })
      expect(foreign).toMatchObject({ type: 'error', code: 'not_allowed' })
      expect((await readRecord(code)).match!.state).toEqual(state)

      // Without a seat named, the frame acts as the seat holding the phone; the phone moves on.
      await device.accepted({ type: 'act', id: 'look1', action: { type: 'seen' } })
      const after = (await readRecord(code)).match!.state as WordsState
      expect(after.seen).toEqual([first])
      expect((device.latestState()!.view as WordsView).me?.seat).toBe(state.seats[1])

      const ended = await playToEnd(code, device, seats)
      expect(ended.phase).toBe('ended')
      expect(auditFrames(device, after)).toBeGreaterThan(seats.length)
      // The spectator's phone learned no word either, until the end.
      for (const frame of guest.rec.raw) {
        const view = (JSON.parse(frame) as { view?: unknown }).view
        if (frame.includes('"ended"') || view === undefined) continue
        expect(frame).not.toContain(JSON.stringify(after.pair.civilian.word))
      }
    })

    it('lets a player on the device look at their word again while the table talks, for that step only', async () => {
      const { code, device, seats } = await passDevice()
      const guest = await host.open(code)
      await guest.join('Guest', undefined, true)
      await startPass(device, seats.length)
      const ben = seats[1]!
      // While the phone is someone's, nobody else may look: the look step is Anna's first.
      const dealt = (await readRecord(code)).match!.state as WordsState
      expect(await device.request({ type: 'look', id: 'busy', seat: ben, stage: words.stage(dealt) })).toMatchObject({ code: 'not_allowed', notice: { key: 'error.look_not_now' } })
      for (let i = 0; ; i++) {
        const looking = (await readRecord(code)).match!.state as WordsState
        const holder = words.holder!(looking, seats)
        if (holder === null) break
        setClock(Date.now() + TAP_MS)
        await device.accepted({ type: 'act', id: `seen${i}`, seat: holder, action: { type: 'seen' } })
      }
      const record = await readRecord(code)
      const state = record.match!.state as WordsState
      expect(state.phase).toBe('clue')
      const stage = words.stage(state)
      expect((device.latestState()!.view as WordsView).me).toBeNull()

      // Ben looks: the device alone is sent his view, word and all; the room itself does not change.
      const guestFrames = guest.rec.raw.length
      await device.accepted({ type: 'look', id: 'ben', seat: ben, stage })
      expect((device.latestState()!.view as WordsView).me).toMatchObject({ seat: ben, word: wordOf(state, ben) })
      expect(guest.rec.raw.length).toBe(guestFrames)
      expect((await readRecord(code)).version).toBe(record.version)
      // Only a seat on the device, and only in the step the phone saw.
      expect(await device.request({ type: 'look', id: 'x1', seat: guest.seat!, stage })).toMatchObject({ code: 'not_allowed', notice: { key: 'error.not_your_seat' } })
      expect(await device.request({ type: 'look', id: 'x2', seat: ben, stage: stage - 1 })).toMatchObject({ code: 'stale' })
      expect(await guest.request({ type: 'look', id: 'x3', seat: ben, stage })).toMatchObject({ code: 'not_allowed' })
      // Done: nobody's view again.
      await device.accepted({ type: 'look', id: 'done', seat: null, stage })
      expect((device.latestState()!.view as WordsView).me).toBeNull()

      // A look the step's end overtakes ends with it.
      await device.accepted({ type: 'look', id: 'again', seat: ben, stage })
      const [next] = words.legalActions(state, seats[0]!) as WordsAction[]
      setClock(Date.now() + TAP_MS)
      await device.accepted({ type: 'act', id: 'on', seat: seats[0]!, action: next! })
      const moved = (await readRecord(code)).match!.state as WordsState
      expect(words.stage(moved)).toBeGreaterThan(stage)
      expect((device.latestState()!.view as WordsView).me?.seat ?? null).toBe(words.holder!(moved, seats))
    })

    it('shows a device with one player added only that player\'s turns, the rest of the time what a watcher sees', async () => {
      // The host watches and has added Oma to their phone; the others play on phones of their own.
      fakeClock()
      const code = await createRoom('words')
      const device = await host.open(code)
      await device.join('Anna', undefined, true)
      device.send({ type: 'join', name: 'Oma', also: true })
      const oma = (await device.rec.next(isType('welcome'))).seat
      const phones = new Map<string, FrameClient>([[oma, device]])
      for (const name of ['Ben', 'Carla', 'Dan']) {
        const phone = await joined(code, name)
        phones.set(phone.seat!, phone)
      }
      await startPass(device, phones.size)
      const seats = [...phones.keys()]
      let turns = 0
      for (let i = 0; i < MAX_EVENTS; i++) {
        const record = await readRecord(code)
        if (record.phase !== 'playing') break
        const state = record.match!.state as WordsState
        const seat = words.holder!(state, seats) ?? seats.find((s) => words.legalActions(state, s).length > 0)!
        if (words.holder!(state, [oma]) === oma) turns++
        const [action] = words.legalActions(state, seat) as WordsAction[]
        setClock(Date.now() + TAP_MS)
        await phones.get(seat)!.accepted({ type: 'act', id: `a${i}`, seat, action: action! })
      }
      const ended = await readRecord(code)
      expect(ended.phase).toBe('ended')
      expect(turns, 'Oma had the phone in hand').toBeGreaterThan(0)
      // Every frame the device got shows Oma's part only on her turn, and her word only then.
      expect(auditFrames(device, ended.match!.state as WordsState)).toBeGreaterThan(turns)
    })

    it('keeps the players added to the device while it is away, however long (a phone left in a bag)', async () => {
      const { code, device, tokens, seats } = await passDevice()
      device.close()
      await device.whenClosed()
      // Well past the grace after which a seat that went away leaves the lobby.
      setClock(Date.now() + 3 * SEAT_GRACE_MS)
      const again = await joined(code, 'Anna', tokens[0])
      for (const token of tokens.slice(1)) {
        again.send({ type: 'join', name: 'x', token, also: true })
        await again.rec.next(isType('welcome'))
      }
      expect((await readRecord(code)).seats.map((s) => s.id)).toEqual(seats)
    })

    it('plays an open show of hands entered on the device', async () => {
      const { code, device, seats } = await passDevice()
      await startPass(device, seats.length, 'open')
      const ended = await playToEnd(code, device, seats)
      expect(ended.phase).toBe('ended')
      const state = ended.match!.state as WordsState
      expect(state.votes.length).toBeGreaterThan(0)
      auditFrames(device, state)
    })

    it('gets every seat back onto the device after a reconnect and a restart, by their tokens', async () => {
      const { code, device, tokens, seats } = await passDevice()
      await startPass(device, seats.length)
      // The first has looked: the phone is in the second's hands when it drops.
      await device.accepted({ type: 'act', id: 'look1', seat: seats[0]!, action: { type: 'seen' } })
      device.close()
      await device.whenClosed()

      const again = await joined(code, 'Anna', tokens[0])
      expect(again.seat).toBe(seats[0])
      // Its first seat is back before the others: the room knows the device, and shows it nobody's
      // word until the seat holding the phone is back on it too.
      const first = (await again.rec.next(isType('state'))).view as WordsView
      expect(first.turn).toBe(seats[1])
      expect(first.me).toBeNull()
      for (const token of tokens.slice(1)) {
        again.send({ type: 'join', name: 'x', token, also: true })
        await again.rec.next(isType('welcome'))
      }
      const record = await readRecord(code)
      expect(record.away).toEqual({})
      const state = record.match!.state as WordsState
      const holder = words.holder!(state, seats)!
      // The view of the seat holding the phone comes back, and the device acts for it again.
      const view = again.latestState()!.view as WordsView
      expect(view.me?.seat).toBe(holder)
      await again.accepted({ type: 'act', id: 'after', seat: holder, action: { type: 'seen' } })

      // A restart drops the socket too; the device comes back with every seat and plays to the end.
      await restart(code)
      const revived = await joined(code, 'Anna', tokens[0])
      for (const token of tokens.slice(1)) {
        revived.send({ type: 'join', name: 'x', token, also: true })
        await revived.rec.next(isType('welcome'))
      }
      expect((await playToEnd(code, revived, seats)).phase).toBe('ended')
      auditFrames(revived, state)

      // A token of a seat that is gone opens nothing.
      revived.send({ type: 'join', name: 'x', token: 'f'.repeat(32), also: true })
      expect(await revived.rec.next(isType('error'))).toMatchObject({ code: 'not_allowed', notice: { key: 'error.seat_gone' } })
    })
  })
}
