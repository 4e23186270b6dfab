/**
 * GameRoom: one room, one actor. Written once against PartyKit's Party.Server interface and run by
 * both hosts (partyserver under wrangler, partykit). It owns the room record, and for every frame:
 * rate limit → parse → validate → authorise → de-duplicate → catch up → engine → persist → alarm →
 * fan out. Anything refused gets an `error` frame to the sender alone and changes nothing but what
 * time had changed already (a deadline that passed, see `handle()`).
 */
import type * as Party from 'partykit/server'
import * as v from 'valibot'
import type { SeatId } from '../../shared/games'
import { isGameId } from '../games'
import { LANGS } from '../../shared/i18n'
import { ClientFrame, CLOSE, MAX_FRAME_BYTES, joinInAddress } from '../../shared/protocol'
import { type Conn, type ConnectionState, isSeated, refuse, send, sendOff } from './connection-frames'
import { RoomProbe } from './probe'
import { frameBytes, idOf, idOfUnread } from './incoming-frame'
import { gameNow } from './game-clock'
import { assertNever } from './assert-never'
import { isResent, withCommandRemembered } from './command-resends'
import { applyCommand } from './lobby-commands'
import { advanceRoom, alreadyApplied, applyAction, nextAlarm, skipLeftSeats } from './match'
import { EMPTY_LEDGER, type GuessLedger, clientAddress, codeLock, countCodeMiss } from './guess-guard'
import { markPresence } from './presence'
import { noteHostAway } from './host-heir'
import { ENDED_NOTICE_MS, idleDeadline, idleLifetimeMs } from './room-lifetime'
import { type Failure, type RoomRecord, createRoom, fail, isFailure, seatById, upgradeRecord } from './room-record'
import { actingSeat, seatsOf } from './device-seats'
import { freshSecrets, join, joinAlso, seatForToken, welcome } from './seating'
import { RecordStore } from './record-store'
import { roomSummary } from './room-summary'
import { RoomSockets } from './room-sockets'
import { announceMove } from './seat-moves'
import { newSwitchCode, redrawShownCodes } from './switch-codes'

/** Where an ended room keeps the wall time it ended, so its link can say so (ENDED_NOTICE_MS). */
const ENDED_KEY = 'ended'
/** Where the room keeps its count of wrong switch codes (guess-guard.ts), beside the record. */
const GUESSES_KEY = 'guesses'

export { CLOSE, type ConnectionState }

export class GameRoom implements Party.Server {
  static options = { hibernate: true }

  /** The cached record; storage holds the truth, this is reloaded in onStart. */
  private record: RoomRecord | null = null
  /** When this room ended for lack of people (a code that had no room has null). */
  private endedAt: number | null = null
  private armedAt: number | null | undefined = undefined
  /** The ticket of the request that created this room, so a repeated delivery of it is answered alike. */
  private createdBy: string | null = null
  /** Where a message's time goes, when the environment asks (ROOM_PROBE); null otherwise. */
  private readonly probe: RoomProbe | null
  /** The record in storage, written in parts (record-store.ts). */
  private readonly store: RecordStore
  /** The open connections: their seats, rate buckets, and what each was sent last. */
  private readonly sockets: RoomSockets
  /** Wrong switch codes lately, per address and for the room (loaded in onStart). */
  private guesses: GuessLedger = EMPTY_LEDGER

  constructor(readonly room: Party.Room) {
    this.probe = RoomProbe.fromEnv(room.env)
    this.store = new RecordStore(room.storage)
    this.sockets = new RoomSockets(room, this.probe)
  }

  async onStart(): Promise<void> {
    const stored = await this.store.load()
    this.record = stored ? upgradeRecord(stored) : null
    if (!this.record) {
      this.endedAt = (await this.room.storage.get<number>(ENDED_KEY)) ?? null
      return
    }
    this.guesses = (await this.room.storage.get<GuessLedger>(GUESSES_KEY)) ?? EMPTY_LEDGER
    // Apply what fell due while the room was down; alarms can be lost across restarts. Sockets a
    // restart dropped were never closed here, so their seats count as away from now on.
    await this.settle(Date.now())
  }

  async onRequest(request: Party.Request): Promise<Response> {
    const url = new URL(request.url)
    if (request.method === 'POST' && url.searchParams.has('create')) {
      const game = url.searchParams.get('create')
      if (!isGameId(game)) return Response.json({ error: 'unknown game' }, { status: 400 })
      const ticket = url.searchParams.get('ticket')
      if (this.record) {
        const again = ticket !== null && ticket === this.createdBy
        return again ? Response.json({ code: this.room.id }, { status: 201 }) : Response.json({ error: 'exists' }, { status: 409 })
      }
      // The code of an ended room is free again.
      if (this.endedAt !== null) await this.forget()
      const lang = LANGS.find((l) => l === url.searchParams.get('lang'))
      await this.commit(createRoom(this.room.id, game, Date.now(), lang))
      this.createdBy = ticket
      return Response.json({ code: this.room.id }, { status: 201 })
    }
    if (request.method === 'GET' && url.searchParams.has('probe')) {
      return this.probe ? Response.json(this.probe.report()) : Response.json({ error: 'not found' }, { status: 404 })
    }
    if (request.method === 'GET' && this.record) return Response.json(roomSummary(this.record))
    if (this.endedAt !== null) return Response.json({ error: 'ended' }, { status: 404 })
    if (!this.record) await this.forget()
    return Response.json({ error: 'not found' }, { status: 404 })
  }

  /**
   * A new socket: it remembers the client's address (for counting wrong codes), and a phone coming
   * back that named its seat in the socket's address is seated now, as if its first frame had been
   * that join (so its state goes out with the handshake's answer); a socket to no room is sent off.
   */
  async onConnect(connection: Conn, ctx?: Party.ConnectionContext): Promise<void> {
    this.sockets.opened()
    if (this.record) {
      if (!ctx) return
      connection.setState({ address: clientAddress(ctx.request.headers) })
      const resume = joinInAddress(new URL(ctx.request.url))
      if (resume) await this.onFrame(JSON.stringify(resume), connection)
      return
    }
    if (this.endedAt !== null) return sendOff(connection, 'room_ended', CLOSE.ended)
    sendOff(connection, 'unknown_room', CLOSE.unknownRoom)
    await this.forget()
  }

  async onMessage(message: string | ArrayBuffer | ArrayBufferView, connection: Conn): Promise<void> {
    const began = this.probe?.now() ?? 0
    await this.onFrame(message, connection)
    this.probe?.add('message', began)
  }

  private async onFrame(message: string | ArrayBuffer | ArrayBufferView, connection: Conn): Promise<void> {
    const wall = Date.now()
    const verdict = this.sockets.admit(connection, wall)
    if (verdict === 'close') return connection.close(CLOSE.flood, 'flood')
    if (verdict === 'refuse') return refuse(connection, 'rate_limited', { key: 'error.rate_limited' }, idOfUnread(message))

    if (typeof message !== 'string') return refuse(connection, 'bad_frame', { key: 'error.bad_frame' })
    if (frameBytes(message) > MAX_FRAME_BYTES) return refuse(connection, 'too_large', { key: 'error.too_large' })
    const parsing = this.probe?.now() ?? 0
    let json: unknown
    try {
      json = JSON.parse(message)
    } catch {
      return refuse(connection, 'bad_frame', { key: 'error.bad_frame' })
    }
    const parsed = v.safeParse(ClientFrame, json)
    this.probe?.add('parse', parsing)
    if (!parsed.success) return refuse(connection, 'bad_frame', { key: 'error.bad_frame' }, idOf(json))
    try {
      await this.handle(parsed.output, connection, wall)
    } catch (error) {
      // A fault, not a player's mistake: the record was not replaced, so the room is unchanged.
      console.error('room fault', error)
      refuse(connection, 'bad_frame', { key: 'error.bad_frame' }, idOf(json))
    }
  }

  async onClose(connection: Conn): Promise<void> {
    this.sockets.closed(connection)
    const record = this.record
    const seat = connection.state?.seat
    if (!record || !seat) return
    const connected = this.sockets.connectedSeats(connection.id)
    const wall = Date.now()
    const next = noteHostAway(markPresence(record, connected, wall), connected, wall)
    if (next !== record) await this.commit(next, connection.id)
    else this.broadcast(connection.id)
  }

  async onAlarm(): Promise<void> {
    this.armedAt = undefined
    const wall = Date.now()
    if (this.record) return this.settle(wall)
    if (this.endedAt === null) return
    if (wall >= this.endedAt + ENDED_NOTICE_MS) await this.forget()
    else await this.room.storage.setAlarm(this.endedAt + ENDED_NOTICE_MS)
  }

  /**
   * Handles a valid frame. Joins, actions and commands are judged against the room as it is at
   * this moment: whatever fell due (a step's deadline, the host's absence) is applied first, and
   * kept even when the frame itself is refused, because the alarm that would have applied it may
   * simply not have run yet.
   */
  private async handle(frame: ClientFrame, connection: Conn, wall: number): Promise<void> {
    const record = this.record
    if (!record) {
      const code = this.endedAt === null ? 'unknown_room' : 'room_ended'
      return refuse(connection, code, { key: `error.${code}` })
    }
    switch (frame.type) {
      case 'ping':
        return send(connection, { type: 'pong', now: gameNow(record.clock, wall) })
      case 'join':
        return this.join(record, this.upToNow(record, wall), frame, connection, wall)
      case 'act': {
        const held = connection.state
        if (!isSeated(held)) return refuse(connection, 'not_joined', { key: 'error.not_joined' }, frame.id)
        const current = this.upToNow(record, wall)
        // A device never acts for a seat it does not hold.
        if (frame.seat !== undefined && !seatsOf(held).includes(frame.seat)) return this.answer(record, current, connection, frame.id, fail('not_allowed', 'error.not_your_seat'))
        const seat = frame.seat ?? actingSeat(current, held)
        if (alreadyApplied(record, seat, frame.id)) return this.answer(record, current, connection, frame.id)
        const thinking = this.probe?.now() ?? 0
        const next = applyAction(current, seat, frame, wall)
        this.probe?.add('engine', thinking)
        if (isFailure(next)) return this.answer(record, current, connection, frame.id, next)
        await this.commit(next)
        return send(connection, { type: 'ack', id: frame.id })
      }
      case 'lobby': {
        const seat = connection.state?.seat
        if (!seat) return refuse(connection, 'not_joined', { key: 'error.not_joined' }, frame.id)
        const seed = crypto.getRandomValues(new Uint32Array(1))[0]!
        const thinking = this.probe?.now() ?? 0
        const current = this.upToNow(record, wall)
        if (isResent(current, seat, frame.id, frame.command)) return this.answer(record, current, connection, frame.id)
        const applied = applyCommand(current, seat, frame.command, { wall, seed, connected: this.sockets.connectedSeats() })
        this.probe?.add('engine', thinking)
        if (isFailure(applied)) return this.answer(record, current, connection, frame.id, applied)
        const next = withCommandRemembered(current, applied, seat, frame.id, frame.command)
        if (frame.command.type === 'leave') return this.leave(next, seat, frame.id, connection, wall)
        if (frame.command.type === 'rejoinCode') {
          const code = seatById(next, frame.command.seat)?.rejoin
          if (code !== undefined) send(connection, { type: 'rejoin', seat: frame.command.seat, code })
        }
        if (frame.command.type === 'start') {
          await this.commit(this.dealFreshCodes(next))
          return send(connection, { type: 'ack', id: frame.id })
        }
        if (next !== record) await this.commit(next)
        return send(connection, { type: 'ack', id: frame.id })
      }
      case 'look': {
        const current = this.upToNow(record, wall)
        if (current !== record) await this.commit(current)
        const refused = this.sockets.look(connection, this.record ?? current, frame.seat, frame.stage)
        return refused ? refuse(connection, refused.code, refused.notice, frame.id) : send(connection, { type: 'ack', id: frame.id })
      }
      default:
        return assertNever(frame)
    }
  }

  /** Answers a frame that changed nothing itself (refused, or applied before), keeping what fell due meanwhile. */
  private async answer(record: RoomRecord, current: RoomRecord, connection: Conn, id: string, refused?: Failure): Promise<void> {
    if (current !== record) await this.commit(current)
    if (refused) refuse(connection, refused.code, refused.notice, id)
    else send(connection, { type: 'ack', id })
  }

  /**
   * Commits a room the seat has left, then answers and closes every socket of that seat: after
   * its `ack` and a `left` error, a seat that left receives nothing more.
   */
  private async leave(next: RoomRecord, seat: SeatId, id: string, connection: Conn, wall: number): Promise<void> {
    const sockets = this.sockets.release(seat)
    await this.commit(markPresence(next, this.sockets.connectedSeats(), wall))
    send(connection, { type: 'ack', id })
    for (const socket of sockets) {
      send(socket, { type: 'error', code: 'left', notice: { key: 'error.left' } })
      socket.close(CLOSE.left, 'left')
    }
  }

  /**
   * A game starts: a switch code the host was shown in the lobby must not move a seat now that the
   * cards are dealt, so those seats get fresh codes, told to their own phones before the deal.
   */
  private dealFreshCodes(started: RoomRecord): RoomRecord {
    const { room, changed } = redrawShownCodes(started, newSwitchCode)
    for (const seat of changed) this.sockets.tellSeat(seat.id, { type: 'rejoin', seat: seat.id, code: seat.rejoin! })
    return room
  }

  /** Seats the connection; `current` is `record` with whatever fell due applied. */
  private async join(record: RoomRecord, current: RoomRecord, frame: Extract<ClientFrame, { type: 'join' }>, connection: Conn, wall: number): Promise<void> {
    const also = frame.also === true
    const lock = frame.rejoin !== undefined ? codeLock(this.guesses, this.addressOf(connection), wall) : null
    const fresh = freshSecrets()
    const seated = also ? joinAlso(current, frame, fresh, seatsOf(connection.state)) : join(current, frame, fresh, connection.state?.seat, lock)
    if (isFailure(seated)) {
      if (current !== record) await this.commit(current)
      refuse(connection, seated.code, seated.notice)
      return this.countMisses(connection, frame, current, seated, wall)
    }
    const { seat } = seated
    this.sockets.seat(connection, seat.id, also)
    this.sockets.takeOver(seat.id, connection, seated.moved === true)
    send(connection, welcome(seated, also))
    if (seated.notice) send(connection, { type: 'error', code: 'room_full', notice: seated.notice })
    const connected = this.sockets.connectedSeats()
    const next = noteHostAway(markPresence(seated.moved ? announceMove(seated.room, seat.id, wall) : seated.room, connected, wall), connected, wall)
    if (next !== record) await this.commit(next)
    else this.broadcast()
  }

  /** The client address the socket's upgrade request named (guess-guard.ts). */
  private addressOf(connection: Conn): string {
    return connection.state?.address ?? 'local'
  }

  /**
   * Counts what a refused join got wrong: a switch code the room does not know (per socket, per
   * address and for the room), a code sent while codes are locked, a seat token that opens nothing
   * (per socket; not a token from before a move, told `moved`). A socket that keeps guessing is closed.
   */
  private async countMisses(connection: Conn, frame: Extract<ClientFrame, { type: 'join' }>, room: RoomRecord, refused: Failure, wall: number): Promise<void> {
    const codes = refused.code === 'bad_rejoin' || refused.code === 'rejoin_locked' ? 1 : 0
    const tokens = frame.token && !seatForToken(room, frame.token) && refused.code !== 'moved' ? 1 : 0
    if (codes + tokens === 0) return
    if (refused.code === 'bad_rejoin') {
      this.guesses = countCodeMiss(this.guesses, this.addressOf(connection), wall)
      await this.room.storage.put(GUESSES_KEY, this.guesses)
    }
    this.sockets.countMisses(connection, { codes, tokens })
  }

  /** The record with everything due at this wall time applied (the same record when nothing is). */
  private upToNow(record: RoomRecord, wall: number): RoomRecord {
    return advanceRoom(record, wall, this.sockets.connectedSeats())
  }

  /**
   * Applies everything due now, persists if that changed anything, and re-arms the alarm; or ends
   * the room when nobody has been in it for the idle lifetime.
   */
  private async settle(wall: number): Promise<void> {
    const record = this.record
    if (!record) return
    const connected = this.sockets.connectedSeats()
    const present = markPresence(record, connected, wall)
    const idleUntil = idleDeadline(present, this.idleMs)
    if (idleUntil !== null && wall >= idleUntil) return this.end(wall)
    const next = advanceRoom(present, wall, connected)
    if (next !== record) await this.commit(next)
    else await this.arm(record)
  }

  /**
   * Ends a room nobody has been in for the idle lifetime: every socket is told and closed, the
   * storage is deleted, and only the time it ended stays, for ENDED_NOTICE_MS, so that its link
   * says "this room has ended" rather than "no such room". The code is free again at once.
   */
  private async end(wall: number): Promise<void> {
    this.sockets.sendOffAll('room_ended', CLOSE.ended)
    this.record = null
    this.guesses = EMPTY_LEDGER
    this.endedAt = wall
    await this.room.storage.deleteAlarm()
    await this.room.storage.deleteAll()
    this.store.forget()
    await this.room.storage.put(ENDED_KEY, wall)
    this.armedAt = wall + ENDED_NOTICE_MS
    await this.room.storage.setAlarm(this.armedAt)
  }

  /** The idle lifetime from the environment (wrangler.toml `ROOM_IDLE_HOURS`). */
  private get idleMs(): number {
    return idleLifetimeMs(this.room.env)
  }

  /** Makes a new record the truth: who is here noted, a step only leavers could act in ended, snapshot, alarm, everyone's view. */
  private async commit(changed: RoomRecord, closing?: string, wall = Date.now()): Promise<void> {
    // Who keeps the room in use may change with any change (a rematch makes watchers players, a kick, a moderator).
    const next = skipLeftSeats(markPresence(changed, this.sockets.connectedSeats(closing), wall), wall)
    this.record = next
    const persisting = this.probe?.now() ?? 0
    await this.store.save(next)
    await this.arm(next)
    this.probe?.add('persist', persisting)
    this.sockets.closeRemovedSeats(next)
    this.broadcast(closing)
  }

  private async arm(record: RoomRecord): Promise<void> {
    const at = nextAlarm(record, this.idleMs)
    if (at === this.armedAt) return
    this.armedAt = at
    if (at === null) await this.room.storage.deleteAlarm()
    else await this.room.storage.setAlarm(at)
  }

  /** Sends every joined connection its state or patch frame. */
  private broadcast(closing?: string): void {
    if (this.record) this.sockets.broadcast(this.record, closing)
  }

  /** An unknown code must leave nothing behind, whatever the host wrote while waking the object. */
  private async forget(): Promise<void> {
    this.endedAt = null
    this.guesses = EMPTY_LEDGER
    this.armedAt = undefined
    await this.room.storage.deleteAlarm()
    await this.room.storage.deleteAll()
    this.store.forget()
  }
}
