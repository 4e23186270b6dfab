/**
 * The leak audit's "moves" mode, through the real room: in every registered game, random host
 * commands (switch codes for any seat, hand-overs, moderator choices, the table screen named for
 * all of them, kicks), joins with switch codes and seat tokens (current, spent, stale and wrong),
 * phones that go away, table screens that try to play or lead, rematches, interleaved with random
 * legal play on a fake clock. Every frame every socket receives is checked as it arrives:
 *
 * - a state goes only to a socket that holds its seat (never after `moved`, `replaced`, `kicked`);
 * - its view holds only what the socket's seat may know by the rules (the game's knowledge model,
 *   test/engine/audit/models/<game>.ts), judged against the room's record of that version: a
 *   player's own secrets, the moderator's everything, a spectator's nothing, and the table screen
 *   nothing whatever the record says;
 * - a switch code reaches only its seat's own sockets, or the host who asked for it, and the host
 *   only while a game runs if the seat's phone is gone (the room's record marks it away);
 * - a code takes the seat it was given for, only while it is that seat's newest (a code is spent
 *   once a newer one was told), and every move is told to the whole table.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { games } from '../../server/games'
import { MODERATOR, type GameDefinition, type Viewer } from '../../server/games/contract'
import { gameNow } from '../../server/room/game-clock'
import { RecordStore } from '../../server/room/record-store'
import type { RoomRecord } from '../../server/room/room-record'
import type { ServerFrame } from '../../shared/protocol'
import { AuditStats, type Leak, leaksInView } from '../engine/audit/checker'
import type { KnowledgeModel } from '../engine/audit/knowledge'
import { missingModel, modelFor } from '../engine/audit/model-registry'
import { loopTimeout } from '../support/loop-timeout'
import { Dice } from '../support/random-play'
import { RoomClient, createRoom, fakeClock, fireAlarm, setClock } from '../support/room-harness'

/** Random steps per game: modest in every run, four times as many in the soak run. */
const STEPS = process.env.SOAK ? 600 : 150
/** Client addresses the new phones come from (wrong codes are counted per address). */
const ADDRESSES = ['198.51.100.1', '198.51.100.2', '203.0.113.3']

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** One socket and what the test knows about it, from its own side. */
class Phone {
  seat: string | null = null
  token: string | null = null
  /** Why it lost its seat, once it has. */
  lost: string | null = null
  /** Seats whose code this phone asked for and may be told (its own is always fine). */
  readonly asked = new Set<string>()
  /** The test closed it. */
  dropped = false

  constructor(
    readonly client: RoomClient,
    /** The table screen (it joined as one, or took a table screen's seat back by its token). */
    public table: boolean,
  ) {}

  get live(): boolean {
    return this.seat !== null && this.lost === null && !this.dropped && this.client.closed === null
  }
}

interface Tally {
  frames: number
  views: number
  tableViews: number
  moves: number
  refusedCodes: number
  /** Games the host ended early. */
  stops: number
  problems: string[]
}

/** Whom a socket's view is for by the rules: the table screen and anyone outside the game see what a spectator sees. */
function viewerFor(phone: Phone, record: RoomRecord): Viewer {
  const seat = phone.seat!
  if (phone.table) return null
  if (record.match?.players.includes(seat)) return seat
  if (record.moderator === seat) return MODERATOR
  return null
}

class MovesAudit {
  readonly dice: Dice
  readonly phones: Phone[] = []
  /** Every record the room stored, by version: what each state frame was made from. */
  readonly records = new Map<number, RoomRecord>()
  /** Switch codes the test has seen, with the seat each was given for. */
  readonly codes: { code: string; seat: string }[] = []
  /** The newest switch code the test has seen for each seat: every older one is spent. */
  readonly newestCode = new Map<string, string>()
  /** Seat tokens the test has seen, with their seat. */
  readonly tokens: { token: string; seat: string }[] = []
  readonly stats = new AuditStats()
  readonly tally: Tally = { frames: 0, views: 0, tableViews: 0, moves: 0, refusedCodes: 0, stops: 0, problems: [] }
  private n = 0

  constructor(
    readonly def: GameDefinition,
    readonly model: KnowledgeModel,
    readonly code: string,
    seed: number,
  ) {
    this.dice = new Dice(seed)
  }

  get latest(): RoomRecord {
    return this.records.get(Math.max(...this.records.keys()))!
  }

  private problem(text: string): void {
    if (this.tally.problems.length < 30) this.tally.problems.push(text)
  }

  /** Opens a socket and checks every frame it receives from then on. */
  async open(table = false, address = this.dice.pick(ADDRESSES)): Promise<Phone> {
    const client = await RoomClient.open(this.code, { headers: { 'cf-connecting-ip': address } })
    const phone = new Phone(client, table)
    client.ws.addEventListener('message', () => this.check(phone, client.rec.frames.at(-1)!))
    this.phones.push(phone)
    return phone
  }

  /** Checks one frame a socket received (the recorder has expanded a patch to the state it makes). */
  private check(phone: Phone, frame: ServerFrame): void {
    this.tally.frames++
    const name = `${phone.table ? 'table ' : ''}${phone.seat ?? 'unjoined'}`
    switch (frame.type) {
      case 'welcome':
        if (!frame.also) {
          if (this.latest.seats.find((s) => s.id === frame.seat)?.kind === 'table') phone.table = true
          phone.seat = frame.seat
          phone.token = frame.token
          this.tokens.push({ token: frame.token, seat: frame.seat })
        }
        if (phone.table && frame.rejoin !== undefined) this.problem(`the table screen ${frame.seat} was given a switch code`)
        if (frame.rejoin !== undefined) this.told(frame.seat, frame.rejoin)
        return
      case 'rejoin':
        if (frame.seat !== phone.seat && !phone.asked.has(frame.seat)) this.problem(`${name} was told ${frame.seat}'s switch code without asking`)
        else if (frame.seat !== phone.seat && this.latest.host !== phone.seat) this.problem(`${name} was told ${frame.seat}'s switch code, not being the host`)
        // Once a game runs the host may only help a seat whose phone is gone (presence is recorded
        // before any answer), or whose new phone has not said it is that seat's person.
        else if (frame.seat !== phone.seat && this.latest.match && this.latest.away[frame.seat] === undefined && !this.latest.seats.find((s) => s.id === frame.seat)?.confirming) {
          this.problem(`${name} was told ${frame.seat}'s switch code mid-game while that seat's phone is connected`)
        }
        this.told(frame.seat, frame.code)
        return
      case 'error':
        if (['moved', 'replaced', 'kicked', 'left', 'room_ended'].includes(frame.code)) phone.lost = frame.code
        return
      case 'state':
        return this.checkState(phone, frame, name)
      default:
        return
    }
  }

  private checkState(phone: Phone, frame: Extract<ServerFrame, { type: 'state' }>, name: string): void {
    if (phone.seat === null) return this.problem(`an unjoined socket received a state (version ${frame.version})`)
    if (phone.lost !== null) return this.problem(`${name} received a state after it lost its seat (${phone.lost})`)
    if (frame.you !== phone.seat) this.problem(`${name} received a state for ${frame.you}`)
    const record = this.records.get(frame.version)
    if (!record) return this.problem(`${name} received version ${frame.version}, which the room never stored`)
    const seat = record.seats.find((s) => s.id === phone.seat)
    if (phone.table && seat?.kind !== 'table') this.problem(`the table screen's seat ${phone.seat} is a ${seat?.kind} at version ${frame.version}`)
    if (phone.table && (record.host === phone.seat || record.moderator === phone.seat || record.match?.players.includes(phone.seat))) {
      this.problem(`the table screen's seat ${phone.seat} leads, moderates or plays at version ${frame.version}`)
    }
    if (!record.match) return
    this.tally.views++
    if (phone.table) this.tally.tableViews++
    const viewer = viewerFor(phone, record)
    const leaks: Leak[] = leaksInView(this.def, this.model, record.match.state, frame.view, viewer, this.stats)
    for (const leak of leaks) this.problem(`${name} (as ${leak.viewer}) saw ${leak.fact} (${leak.detail}) at ${leak.where} [${leak.context}, version ${frame.version}]`)
  }

  /** Notes a switch code a socket was told for a seat. */
  private told(seat: string, code: string): void {
    this.codes.push({ code, seat })
    this.newestCode.set(seat, code)
  }

  private id(): string {
    return `m${this.n++}`
  }

  /** A phone that still holds a seat, by seat. */
  private phoneOf(seat: string | null): Phone | undefined {
    return seat === null ? undefined : this.phones.find((p) => p.live && p.seat === seat)
  }

  private randomSeat(): string {
    return this.dice.pick(this.latest.seats.map((s) => s.id))
  }

  /** Sends a lobby command from a phone and waits for its answer. */
  private async command(phone: Phone, command: Record<string, unknown>): Promise<ServerFrame | null> {
    if (!phone.live) return null
    return phone.client.request({ type: 'lobby', id: this.id(), command } as never).catch(() => null)
  }

  /** A new phone joins with this frame; resolves with its welcome or error. */
  private async joinWith(frame: Record<string, unknown>, table = false): Promise<{ phone: Phone; answer: ServerFrame | null }> {
    const phone = await this.open(table)
    phone.client.send({ type: 'join', ...frame })
    const answer = await phone.client.rec.next((f) => f.type === 'welcome' || f.type === 'error').catch(() => null)
    return { phone, answer }
  }

  async setUp(players: number): Promise<void> {
    for (let i = 0; i < players; i++) await this.joinWith({ name: `Player ${i + 1}` })
    await this.joinWith({ name: 'Tisch', table: true }, true)
    await this.joinWith({ name: 'Oma', spectate: true })
  }

  /** One random step. */
  async step(): Promise<void> {
    setClock(Date.now() + 150 + this.dice.int(400))
    const record = this.latest
    const host = this.phoneOf(record.host)
    const roll = this.dice.float()
    if (record.phase === 'lobby' && host && this.dice.float() < 0.12) {
      await this.command(host, { type: 'start' })
    } else if (record.phase === 'ended' && host && this.dice.float() < 0.3) {
      await this.command(host, { type: 'rematch' })
    } else if (record.phase === 'playing' && host && this.dice.float() < 0.01) {
      // Now and then the host ends a game early: back to the lobby, the same phones and codes.
      if ((await this.command(host, { type: 'stop' }))?.type === 'ack') this.tally.stops++
    } else if (roll < 0.45) {
      await this.play()
    } else if (roll < 0.52) {
      // The host asks for any seat's code, the table screen's and its own included.
      if (host) {
        const seat = this.randomSeat()
        host.asked.add(seat)
        await this.command(host, { type: 'rejoinCode', seat })
      }
    } else if (roll < 0.56) {
      if (host) await this.command(host, { type: 'host', seat: this.randomSeat() })
    } else if (roll < 0.61) {
      if (host) await this.command(host, { type: 'moderator', seat: this.dice.float() < 0.3 ? null : this.randomSeat() })
    } else if (roll < 0.63) {
      if (host) await this.command(host, { type: 'kick', seat: this.randomSeat() })
    } else if (roll < 0.72) {
      await this.typeCode()
    } else if (roll < 0.78) {
      const known = this.dice.pick(this.tokens)
      await this.joinWith({ name: 'Back', token: known.token })
    } else if (roll < 0.84) {
      const phone = this.dice.pick(this.phones.filter((p) => p.live))
      if (phone) {
        phone.dropped = true
        phone.client.close()
      }
    } else if (roll < 0.9) {
      await this.tableTries()
    } else if (roll < 0.93) {
      await this.joinWith(this.dice.float() < 0.5 ? { name: 'Neu' } : { name: 'Zaungast', spectate: true })
    } else if (roll < 0.96) {
      // Someone who is not the host asks for another seat's code.
      const other = this.dice.pick(this.phones.filter((p) => p.live && p.seat !== record.host && !p.table))
      if (other) await this.command(other, { type: 'rejoinCode', seat: this.randomSeat() })
    } else if (roll < 0.98) {
      if (host) await this.command(host, { type: 'skip' })
    } else {
      setClock(Date.now() + this.dice.int(120_000))
      await fireAlarm(this.code)
    }
    this.checkRecord()
    // Frames of versions this old have all arrived (each step waits for its answer, sent after them).
    const oldest = this.latest.version - 64
    for (const version of this.records.keys()) if (version < oldest) this.records.delete(version)
  }

  /** A legal move of a seat whose phone is here, as the engine lists them. */
  private async play(): Promise<void> {
    const record = this.latest
    if (record.phase !== 'playing' || !record.match || record.clock.pausedAt !== null) return
    const state = this.def.advance(record.match.state, gameNow(record.clock, Date.now()))
    const moves = record.match.players.flatMap((seat) => {
      const phone = this.phoneOf(seat)
      return phone ? this.def.legalActions(state, seat).map((action) => ({ phone, action })) : []
    })
    if (moves.length === 0) {
      setClock(Date.now() + 5_000 + this.dice.int(60_000))
      return
    }
    const { phone, action } = this.dice.pick(moves)
    await phone.client.request({ type: 'act', id: this.id(), stage: this.def.stage(state), action } as never).catch(() => null)
  }

  /** A new phone types a switch code: one the test has seen (current or spent), or a wrong one. */
  private async typeCode(): Promise<void> {
    const seen = this.codes.length > 0 && this.dice.float() < 0.8 ? this.dice.pick(this.codes) : null
    const typed = seen?.code ?? 'ZZZZZZZZZ'
    // Read before the answer: a welcome brings the seat's next code.
    const newest = seen ? this.newestCode.get(seen.seat) : undefined
    const { phone, answer } = await this.joinWith({ name: 'Neues Handy', rejoin: typed })
    if (answer?.type !== 'welcome') {
      this.tally.refusedCodes++
      return
    }
    this.tally.moves++
    if (!seen || answer.seat !== seen.seat) this.problem(`switch code ${typed} took seat ${answer.seat}, but it was given for ${seen?.seat ?? 'no seat'}`)
    else if (typed !== newest) this.problem(`the spent switch code ${typed} took seat ${answer.seat} (its newest code is ${newest})`)
    if (answer.rejoin === undefined || answer.rejoin === typed) this.problem(`the move of ${answer.seat} left its code ${typed} unspent (the new phone was told ${answer.rejoin ?? 'none'})`)
    // Mostly the right person says the seat is theirs, and its game shows; now and then nobody does.
    if (this.dice.float() < 0.8) await this.command(phone, { type: 'confirmSeat' })
    // Every phone still in the room, the table screen too, is told.
    await vi.waitFor(
      () => {
        const record = this.latest
        if (!record.moved[answer.seat]) throw new Error('the move is not in the record')
        for (const other of this.phones.filter((p) => p.live && p !== phone)) {
          if (!other.client.latestState()?.room.moved.includes(answer.seat)) throw new Error(`${other.seat} was not told that ${answer.seat} moved`)
        }
      },
      { timeout: 10_000 },
    ).catch((error: Error) => this.problem(error.message))
  }

  /** A table screen tries to be more than a watcher (or a new one is opened). */
  private async tableTries(): Promise<void> {
    const table = this.phones.find((p) => p.live && p.table)
    if (!table || this.dice.float() < 0.2) {
      await this.joinWith({ name: 'Tisch', table: true }, true)
      return
    }
    const record = this.latest
    const state = record.match ? this.def.advance(record.match.state, gameNow(record.clock, Date.now())) : null
    const someMove = state && record.match ? record.match.players.flatMap((seat) => this.def.legalActions(state, seat))[0] : undefined
    const tries: Record<string, unknown>[] = [
      { type: 'lobby', id: this.id(), command: { type: 'moderator', seat: table.seat } },
      { type: 'lobby', id: this.id(), command: { type: 'host', seat: table.seat } },
      { type: 'lobby', id: this.id(), command: { type: 'ready', ready: true } },
      { type: 'lobby', id: this.id(), command: { type: 'start' } },
      { type: 'lobby', id: this.id(), command: { type: 'rejoinCode', seat: this.randomSeat() } },
      { type: 'join', name: 'Tisch', rejoin: this.codes.length ? this.dice.pick(this.codes).code : 'ZZZZZZZZZ' },
      { type: 'join', name: 'Tisch', also: true },
      ...(someMove ? [{ type: 'act', id: this.id(), action: someMove }] : []),
    ]
    const frame = this.dice.pick(tries)
    const before = table.client.answered
    table.client.send(frame)
    await table.client.answers(before + 1).catch(() => undefined)
    const answer = table.client.answersLog[before]
    if (answer && !(answer.type === 'error' && answer.code === 'table_seat')) this.problem(`the table screen's ${JSON.stringify(frame).slice(0, 120)} got ${JSON.stringify(answer)}`)
  }

  /** The latest record: the table screen's seat never leads, moderates or plays. */
  private checkRecord(): void {
    const record = this.latest
    for (const seat of record.seats.filter((s) => s.kind === 'table')) {
      if (record.host === seat.id || record.moderator === seat.id || record.match?.players.includes(seat.id)) this.problem(`the table screen's seat ${seat.id} leads, moderates or plays (version ${record.version})`)
    }
  }
}

describe('the leak audit, moves mode: host commands, switch codes and tokens through the real room', () => {
  for (const def of Object.values(games)) {
    it(`${def.id}: ${STEPS} random steps; no private view reaches any socket but its seat's, the table screen sees only what is public`, { timeout: loopTimeout(STEPS, 40) }, async () => {
      const model = modelFor(def.id)
      if (!model) throw new Error(missingModel(def.id))
      fakeClock()
      const code = await createRoom(def.id)
      const audit = new MovesAudit(def, model, code, 7_000 + def.id.length)
      const save = RecordStore.prototype.save
      vi.spyOn(RecordStore.prototype, 'save').mockImplementation(function (this: RecordStore, record: RoomRecord) {
        if (record.code === code) audit.records.set(record.version, record)
        return save.call(this, record)
      })
      await audit.setUp(Math.min(def.players.max, Math.max(def.players.min, 4)))
      expect(audit.records.size, 'the room runs in this isolate, so the audit sees every record it stores').toBeGreaterThan(0)
      for (let i = 0; i < STEPS && audit.tally.problems.length === 0; i++) await audit.step()
      const { tally, stats } = audit
      console.log(
        `moves audit ${def.id}: ${STEPS} steps, ${audit.phones.length} sockets, ${tally.frames} frames, ${tally.views} game views checked ` +
          `(${tally.tableViews} on table screens), ${stats.factsChecked} fact checks, ${tally.moves} seats moved by code, ` +
          `${tally.refusedCodes} codes refused, ${tally.stops} games ended early, ${audit.records.size} versions; facts shown to allowed viewers: ${JSON.stringify(stats.allowedHits)}`,
      )
      expect(tally.problems).toEqual([])
      expect(tally.views, 'a game was played and watched').toBeGreaterThan(0)
      expect(tally.tableViews, 'the table screen watched the game').toBeGreaterThan(0)
      expect(tally.moves, 'seats moved by code').toBeGreaterThan(0)
      expect(Object.keys(stats.allowedHits).length, 'the checker found the facts it looks for where they may be shown').toBeGreaterThan(0)
    })
  }
})
