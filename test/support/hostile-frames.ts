/**
 * Hostile frames for a room, with the answer each one must get. The answer comes from the
 * protocol's own pipeline applied to the room's stored record: size, JSON, the frame schema
 * (shared/protocol.ts), then the pure room functions (applyAction, applyCommand) that the room
 * runs for a frame. Frames that would legitimately change the room are never generated, so the
 * room must answer every probe and stay exactly as it was.
 */
import * as v from 'valibot'
import type { GameDefinition } from '../../server/games/contract'
import { gameNow } from '../../server/room/game-clock'
import { applyCommand } from '../../server/room/lobby-commands'
import { lookAt } from '../../server/room/device-seats'
import { alreadyApplied, applyAction } from '../../server/room/match'
import { type RoomRecord, isFailure } from '../../server/room/room-record'
import { join, joinAlso } from '../../server/room/seating'
import { ClientFrame, type ErrorCode, MAX_FRAME_BYTES } from '../../shared/protocol'
import { candidateActions } from './action-space'
import type { Dice } from './random-play'

/** The answer a probe must get. */
export type Expect = { type: 'error'; code: ErrorCode; id?: string } | { type: 'ack'; id: string } | { type: 'pong' }

/** Who sends a probe: a socket that never joined, or a seat's socket. */
export type Sender = { kind: 'stranger' } | { kind: 'seat'; seat: string }

/** One hostile frame. */
export interface Probe {
  category: string
  data: string | ArrayBuffer
  sender: Sender
  expect: Expect
}

/** What the generator knows about the room. */
export interface FuzzContext {
  def: GameDefinition
  record: RoomRecord
  /** Wall time the probes arrive at (the fake clock is frozen while a round is sent). */
  wall: number
  /** Legal actions of the step before the current one, with its stage. */
  previous: { stage: number; moves: { seat: string; action: unknown }[] } | null
  /** Act frames the room accepted, by seat. */
  accepted: { seat: string; frame: Record<string, unknown> }[]
}

const KEYS_OF_DOOM = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']
const ERROR_IDLESS = undefined

function idOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const id = (json as { id?: unknown }).id
  return typeof id === 'string' && id.length <= 64 ? id : undefined
}

function err(code: ErrorCode, id?: string): Expect {
  return id === undefined ? { type: 'error', code } : { type: 'error', code, id }
}

/**
 * The answer the room owes this frame from this sender, or 'legit' when the frame would change
 * the room (such frames are not probes).
 */
export function expectedAnswer(ctx: FuzzContext, data: string | ArrayBuffer, sender: Sender): Expect | 'legit' {
  if (typeof data !== 'string') return err('bad_frame')
  if (data.length > MAX_FRAME_BYTES) return err('too_large')
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    return err('bad_frame')
  }
  const parsed = v.safeParse(ClientFrame, json)
  if (!parsed.success) return err('bad_frame', idOf(json))
  const frame = parsed.output
  const seat = sender.kind === 'seat' ? sender.seat : null
  const { record, wall } = ctx
  switch (frame.type) {
    case 'ping':
      return { type: 'pong' }
    case 'join': {
      // A join that takes a seat is legit; one the room refuses (an empty name, a second seat for
      // a socket that holds one, a full room) is a probe.
      const probe = { token: 'probe', code: 'PROBE' }
      const seated = frame.also ? joinAlso(record, frame, probe, seat ? [seat] : []) : join(record, frame, probe, seat ?? undefined)
      return isFailure(seated) ? err(seated.code, ERROR_IDLESS) : 'legit'
    }
    case 'act': {
      if (!seat) return err('not_joined', frame.id)
      // A socket acts for the seats it holds, and names no other.
      if (frame.seat !== undefined && frame.seat !== seat) return err('not_allowed', frame.id)
      if (alreadyApplied(record, seat, frame.id)) return { type: 'ack', id: frame.id }
      const next = applyAction(record, seat, frame, wall)
      return isFailure(next) ? err(next.code, frame.id) : 'legit'
    }
    case 'lobby': {
      if (!seat) return err('not_joined', frame.id)
      // Every seat of the fuzzed room has its socket open.
      const next = applyCommand(record, seat, frame.command, { wall, seed: 1, connected: new Set(record.seats.map((s) => s.id)) })
      if (isFailure(next)) return err(next.code, frame.id)
      return next === record ? { type: 'ack', id: frame.id } : 'legit'
    }
    case 'look': {
      if (!seat) return err('not_joined', frame.id)
      // Each seat of the fuzzed room is a phone of its own: a look never changes what it is sent.
      const looked = lookAt(record, { seat }, frame.seat, frame.stage)
      return isFailure(looked) ? err(looked.code, frame.id) : { type: 'ack', id: frame.id }
    }
  }
}

/** Makes hostile frames for one room state. */
export class HostileFrames {
  private n = 0
  constructor(
    private readonly ctx: FuzzContext,
    private readonly dice: Dice,
  ) {}

  private get def() {
    return this.ctx.def
  }
  private get seats(): string[] {
    return this.ctx.record.seats.map((s) => s.id)
  }
  private get stage(): number {
    const match = this.ctx.record.match
    return match ? this.def.stage(match.state) : 0
  }
  private id(): string {
    return `f${this.n++}`
  }
  private pick<T>(items: readonly T[]): T {
    return this.dice.pick(items)
  }
  private anySender(): Sender {
    return this.dice.float() < 0.3 ? { kind: 'stranger' } : { kind: 'seat', seat: this.pick(this.seats) }
  }
  private seatSender(): Sender {
    return { kind: 'seat', seat: this.pick(this.seats) }
  }
  private nonHost(): Sender {
    const others = this.seats.filter((s) => s !== this.ctx.record.host && s !== this.ctx.record.moderator)
    return { kind: 'seat', seat: this.pick(others) }
  }
  private randomString(length: number): string {
    const alphabet = 'abcXYZ019 "\\{}[]:,\u0000\u200b\ud83d\ude00\u20ac'
    let out = ''
    for (let i = 0; i < length; i++) out += alphabet[this.dice.int(alphabet.length)]
    return out
  }
  private wrongValue(): unknown {
    return this.pick<unknown>([
      null,
      true,
      false,
      0,
      -1,
      1.5,
      1e308,
      -0,
      Number.MAX_SAFE_INTEGER + 2,
      '',
      'x'.repeat(this.dice.int(300) + 65),
      [],
      [1, 2, 3],
      {},
      { type: 'ping' },
      ...KEYS_OF_DOOM,
      '\u0000',
      '\ud800',
      's1'.padEnd(9, '1'),
    ])
  }
  /** A valid-looking frame of any kind, as an object. */
  private someFrame(): Record<string, unknown> {
    const actions = candidateActions(this.def, this.seats)
    return this.pick<Record<string, unknown>>([
      { type: 'ping' },
      { type: 'join', name: 'Mallory' },
      { type: 'act', id: this.id(), stage: this.stage, action: this.pick(actions) },
      { type: 'act', id: this.id(), action: this.pick(actions) },
      { type: 'lobby', id: this.id(), command: { type: this.pick(['start', 'pause', 'resume', 'skip', 'rematch', 'stop']) } },
      { type: 'lobby', id: this.id(), command: { type: 'kick', seat: this.pick(this.seats) } },
      { type: 'lobby', id: this.id(), command: { type: 'options', options: this.def.options.defaults(this.def.players.min) } },
      { type: 'look', id: this.id(), seat: this.pick([null, ...this.seats]), stage: this.stage },
    ])
  }

  /** Frames that are not JSON at all, or not quite. */
  brokenJson(): string {
    const fixed = ['', ' ', '{', '}', '[', 'nul', 'NaN', 'Infinity', 'undefined', "{'type':'ping'}", '{"type":"ping",}', '{"type":"ping"} x', '// {"type":"ping"}',
      '\ufeff{"type":"ping"}', '{"type":"ping"', '{"type":ping}', '{"type":"act","id":"a","stage":NaN,"action":{}}', '{"type":"act","id":"a","stage":Infinity}',
      '{"type":"act","id":"a","stage":-Infinity}', '{"type":"act","id":"a","stage":0x10}', '{"type":"act","id":"a","stage":01}', '\u0000', '{"a":"\u0000"']
    if (this.dice.float() < 0.4) return this.pick(fixed)
    const text = JSON.stringify(this.someFrame())
    return text.slice(0, this.dice.int(text.length))
  }
  /** JSON that is not an object. */
  nonObject(): string {
    return JSON.stringify(this.pick<unknown>([null, true, 42, -1, 'ping', [], [{ type: 'ping' }], [[[]]], 1e308, '{"type":"ping"}']))
  }
  /** A frame with one member swapped for a value of the wrong type (or an unknown frame type). */
  wrongTypes(): string {
    const frame = this.someFrame()
    const keys = Object.keys(frame)
    const key = this.dice.float() < 0.2 ? 'type' : this.pick(keys)
    const broken: Record<string, unknown> = { ...frame, [key]: key === 'type' && this.dice.float() < 0.5 ? this.pick(['PING', 'Join', 'act ', 'hello', 'state', 'welcome', 'ack', 'error']) : this.wrongValue() }
    if (this.dice.float() < 0.2) delete broken[this.pick(keys)]
    return JSON.stringify(broken)
  }
  /** Strings far beyond every limit (still under the frame size). */
  hugeStrings(): string {
    const long = (min: number) => 'A'.repeat(min + this.dice.int(8_000))
    return JSON.stringify(
      this.pick<Record<string, unknown>>([
        { type: 'join', name: long(201) },
        { type: 'join', name: 'Ok', token: long(65) },
        { type: 'act', id: long(65), stage: this.stage, action: { type: 'vote', target: 's1' } },
        { type: 'act', id: this.id(), stage: this.stage, action: { type: this.pick(candidateActions(this.def, this.seats)).type, target: long(9) } },
        { type: 'act', id: this.id(), action: { type: long(100) } },
        { type: 'lobby', id: this.id(), command: { type: 'kick', seat: long(9) } },
        { type: 'lobby', id: this.id(), command: { type: 'game', game: long(33) } },
        { type: 'lobby', id: long(65), command: { type: 'start' } },
      ]),
    )
  }
  /** Arrays where a value belongs, and arrays of frames. */
  hugeArrays(): string {
    const many = (item: unknown) => Array.from({ length: 100 + this.dice.int(1_500) }, () => item)
    return JSON.stringify(
      this.pick<unknown>([
        many({ type: 'ping' }),
        { type: 'act', id: this.id(), stage: this.stage, action: many({ type: 'ready' }) },
        { type: 'act', id: this.id(), stage: this.stage, action: { ...this.pick(candidateActions(this.def, this.seats)), target: many('s1') } },
        { type: 'lobby', id: this.id(), command: many({ type: 'start' }) },
        { type: 'join', name: many('a') },
        { type: many('ping') },
      ]),
    )
  }
  /** Nesting thousands deep, at the top or inside an action or options. */
  deepNesting(): string {
    const depth = 50 + this.dice.int(4_000)
    const arrays = '['.repeat(depth) + ']'.repeat(depth)
    const objects = '{"a":'.repeat(Math.min(depth, 2_500)) + '1' + '}'.repeat(Math.min(depth, 2_500))
    const nested = this.pick([arrays, objects])
    return this.pick([
      nested,
      `{"type":"act","id":"${this.id()}","stage":${this.stage},"action":${nested}}`,
      `{"type":"act","id":"${this.id()}","stage":${this.stage},"action":{"type":"vote","target":${nested}}}`,
      `{"type":"lobby","id":"${this.id()}","command":{"type":"options","options":${nested}}}`,
      `{"type":"join","name":"x","spectate":${nested}}`,
    ])
  }
  /** Prototype keys in every place a key can go. */
  protoKeys(): string {
    const key = this.pick(KEYS_OF_DOOM)
    const action = this.pick(candidateActions(this.def, this.seats))
    return this.pick([
      `{"${key}":{"type":"ping"}}`,
      `{"type":"act","id":"${this.id()}","stage":${this.stage},"${key}":{"polluted":true},"action":{"type":"${key}"}}`,
      `{"type":"act","id":"${key}","stage":${this.stage},"action":{"${key}":${JSON.stringify(action)}}}`,
      `{"type":"act","id":"${this.id()}","stage":${this.stage},"action":{"type":"${String(action.type)}","target":"${key}"}}`,
      `{"type":"lobby","id":"${this.id()}","command":{"type":"options","options":{"${key}":{"polluted":true}}}}`,
      `{"type":"lobby","id":"${this.id()}","command":{"type":"kick","seat":"${key.slice(0, 8)}"}}`,
      `{"type":"lobby","id":"${this.id()}","command":{"type":"host","seat":"${key.slice(0, 8)}"}}`,
      `{"type":"lobby","id":"${this.id()}","command":{"type":"game","game":"${key}"}}`,
      `{"type":"lobby","id":"${this.id()}","command":{"type":"${key}"}}`,
      `{"type":"join","name":"${key}","token":"${key}","${key}":{"seat":"s1"}}`,
    ])
  }
  /** Stage counters and numbers that are negative, fractional, enormous or not numbers. */
  badNumbers(): string {
    const action = this.pick(candidateActions(this.def, this.seats))
    const bad = this.pick(['-1', '-0.5', '1.5', '1e308', '9007199254740993', '"0"', 'null', 'true', '[]', '{}', '-0', String(this.stage + 1), String(Math.max(0, this.stage - 1))])
    const numeric = Object.keys(action).find((k) => typeof action[k] === 'number')
    const field = numeric ?? Object.keys(action).find((k) => k !== 'type') ?? 'target'
    return this.pick([
      `{"type":"act","id":"${this.id()}","stage":${bad},"action":${JSON.stringify(action)}}`,
      `{"type":"act","id":"${this.id()}","stage":${this.stage},"action":${JSON.stringify({ ...action, [field]: JSON.parse(bad) })}}`,
    ])
  }
  /** Legal moves of other seats, or of the previous step, from the wrong seat or at the wrong time. */
  wrongMoves(): { data: string; sender: Sender } {
    const match = this.ctx.record.match
    const seats = match?.players ?? this.seats
    const previous = this.ctx.previous
    const state = match?.state
    const now = gameNow(this.ctx.record.clock, this.ctx.wall)
    const current = state === undefined ? [] : seats.flatMap((seat) => this.def.legalActions(this.def.advance(state, now), seat).map((action) => ({ seat, action })))
    const pool = [...current, ...(previous?.moves ?? [])]
    const move = pool.length > 0 ? this.pick(pool) : { seat: this.pick(seats), action: this.pick(candidateActions(this.def, this.seats)) }
    const sender: Sender = { kind: 'seat', seat: this.pick(this.seats) }
    const stage = this.pick<number | undefined>([this.stage, undefined, previous?.stage, this.stage + 1, 0])
    const frame: Record<string, unknown> = { type: 'act', id: this.id(), action: move.action }
    if (stage !== undefined) frame.stage = stage
    // Claims to act for another seat: the room must refuse a seat the socket does not hold, and ignore the rest.
    if (this.dice.float() < 0.3) Object.assign(frame, this.pick([{ seat: move.seat }, { you: move.seat }, { from: move.seat }, { token: 'f'.repeat(32) }]))
    return { data: JSON.stringify(frame), sender }
  }
  /** An accepted action id again, with the same or another action. */
  replay(): { data: string; sender: Sender } | null {
    if (this.ctx.accepted.length === 0) return null
    const { seat, frame } = this.pick(this.ctx.accepted)
    const again = this.dice.float() < 0.5 ? frame : { ...frame, action: this.pick(candidateActions(this.def, this.seats)), stage: this.stage }
    return { data: JSON.stringify(again), sender: { kind: 'seat', seat } }
  }
  /** Lobby commands from someone who is not the host. */
  notHost(): string {
    const commands = [
      { type: 'start' }, { type: 'pause' }, { type: 'resume' }, { type: 'rematch' }, { type: 'stop' }, { type: 'skip' },
      { type: 'kick', seat: this.pick(this.seats) }, { type: 'host', seat: this.pick(this.seats) },
      { type: 'moderator', seat: this.pick([null, ...this.seats]) }, { type: 'game', game: this.def.id },
      { type: 'options', options: null }, { type: 'options', options: this.def.options.defaults(this.def.players.min) },
    ]
    return JSON.stringify({ type: 'lobby', id: this.id(), command: this.pick(commands) })
  }
  /** Host commands that do not fit the moment. */
  hostMisfits(): string {
    const commands = [
      { type: 'kick', seat: 'zz' }, { type: 'kick', seat: this.ctx.record.host }, { type: 'host', seat: 's999' },
      { type: 'moderator', seat: 's999' }, { type: 'game', game: 'chess' }, { type: 'game', game: '' },
      { type: 'options', options: { bogus: true } }, { type: 'options', options: 42 }, { type: 'options', options: [] },
      { type: 'start' }, { type: 'rematch' }, { type: 'resume' }, { type: 'ready', ready: 'yes' }, { type: 'ready' },
      { type: 'kick' }, { type: 'moderator' }, { type: 'skip', extra: { type: 'start' } },
    ]
    return JSON.stringify({ type: 'lobby', id: this.id(), command: this.pick(commands) })
  }
  /** Joins that cannot give a seat: empty or invisible names, wrong types, further seats a socket may not hold. */
  badJoin(): string {
    return JSON.stringify(
      this.pick<Record<string, unknown>>([
        { type: 'join', name: '' }, { type: 'join', name: '   ' }, { type: 'join', name: '\u200b\u200d\u2060' }, { type: 'join', name: '\u202e\u0000\t\n' },
        { type: 'join', name: 42 }, { type: 'join', name: null }, { type: 'join' }, { type: 'join', name: ['Anna'] },
        { type: 'join', name: 'Anna', token: 42 }, { type: 'join', name: 'Anna', spectate: 'yes' }, { type: 'join', name: 'x'.repeat(201) },
        { type: 'join', name: '\ufeff', token: '' },
        // A further seat on this socket: only the host's, in the lobby, for a game passed round on one phone.
        { type: 'join', name: 'Anna', also: true }, { type: 'join', name: 'Anna', token: 'f'.repeat(32), also: true }, { type: 'join', name: 'Anna', also: false },
        { type: 'join', name: '', also: true },
      ]),
    )
  }
  /** Frames over the size limit. */
  tooLarge(): string {
    const size = MAX_FRAME_BYTES + 1 + this.dice.int(48_000)
    return this.pick([
      JSON.stringify({ type: 'ping', pad: 'x'.repeat(size) }),
      JSON.stringify({ type: 'join', name: 'y'.repeat(size) }),
      'z'.repeat(size),
      '['.repeat(size),
    ])
  }
  /** Non-text frames, some carrying perfectly good JSON. */
  binary(): ArrayBuffer {
    const bytes = this.dice.float() < 0.5 ? new TextEncoder().encode(JSON.stringify(this.someFrame())) : Uint8Array.from({ length: 1 + this.dice.int(2_000) }, () => this.dice.int(256))
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  }
  /**
   * Everything that would make the table screen more than a watcher: the host naming it moderator,
   * host or asking its switch code; the table screen playing, leading, taking a seat by code or
   * holding a further one.
   */
  tableSeat(): { data: string; sender: Sender } | null {
    const table = this.ctx.record.seats.find((s) => s.kind === 'table')?.id
    const host = this.ctx.record.host
    if (!table) return null
    const code = this.pick([...this.ctx.record.seats.flatMap((s) => (s.rejoin ? [s.rejoin] : [])), 'ZZZ-ZZZ-ZZZ'])
    const fromHost = [
      { type: 'lobby', id: this.id(), command: { type: 'moderator', seat: table } },
      { type: 'lobby', id: this.id(), command: { type: 'host', seat: table } },
      { type: 'lobby', id: this.id(), command: { type: 'rejoinCode', seat: table } },
    ]
    const fromTable = [
      { type: 'act', id: this.id(), stage: this.stage, action: this.pick(candidateActions(this.def, this.seats)) },
      { type: 'act', id: this.id(), action: this.pick(candidateActions(this.def, this.seats)) },
      { type: 'lobby', id: this.id(), command: { type: 'ready', ready: true } },
      { type: 'lobby', id: this.id(), command: { type: 'moderator', seat: table } },
      { type: 'lobby', id: this.id(), command: { type: 'host', seat: table } },
      { type: 'lobby', id: this.id(), command: { type: this.pick(['start', 'pause', 'resume', 'skip', 'rematch', 'stop']) } },
      { type: 'lobby', id: this.id(), command: { type: 'kick', seat: this.pick(this.seats) } },
      { type: 'lobby', id: this.id(), command: { type: 'rejoinCode', seat: this.pick(this.seats) } },
      { type: 'join', name: 'Tisch', rejoin: code },
      { type: 'join', name: 'Tisch', also: true },
    ]
    if (host && this.dice.float() < 0.3) return { data: JSON.stringify(this.pick(fromHost)), sender: { kind: 'seat', seat: host } }
    // A stranger that says it is a table screen and types a player's code is refused before the code is looked at.
    if (this.dice.float() < 0.1) return { data: JSON.stringify({ type: 'join', name: 'TV', table: true, rejoin: code }), sender: { kind: 'stranger' } }
    return { data: JSON.stringify(this.pick(fromTable)), sender: { kind: 'seat', seat: table } }
  }
  /** Valid frames that change nothing: pings with extras. */
  harmless(): string {
    return JSON.stringify(this.pick<Record<string, unknown>>([{ type: 'ping' }, { type: 'ping', now: 0 }, { type: 'ping', __proto__: null }, { type: 'ping', id: 'x'.repeat(100) }]))
  }

  /** One probe of a named category (null if that category has nothing to send right now). */
  probe(category: Category): Probe | null {
    let data: string | ArrayBuffer
    let sender: Sender = this.anySender()
    switch (category) {
      case 'broken JSON': data = this.brokenJson(); break
      case 'JSON non-object': data = this.nonObject(); break
      case 'wrong types': data = this.wrongTypes(); break
      case 'huge strings': data = this.hugeStrings(); break
      case 'huge arrays': data = this.hugeArrays(); break
      case 'deep nesting': data = this.deepNesting(); break
      case 'prototype keys': data = this.protoKeys(); break
      case 'bad numbers': data = this.badNumbers(); sender = this.seatSender(); break
      case 'wrong seat or step': ({ data, sender } = this.wrongMoves()); break
      case 'replayed ids': {
        const replay = this.replay()
        if (!replay) return null
        ;({ data, sender } = replay)
        break
      }
      case 'not the host': data = this.notHost(); sender = this.nonHost(); break
      case 'host misfits': data = this.hostMisfits(); sender = { kind: 'seat', seat: this.ctx.record.host! }; break
      case 'unjoined': data = JSON.stringify(this.someFrame()); sender = { kind: 'stranger' }; break
      case 'bad joins': data = this.badJoin(); break
      case 'over 16 KB': data = this.tooLarge(); break
      case 'binary': data = this.binary(); break
      case 'harmless': data = this.harmless(); break
      case 'table seat': {
        const probe = this.tableSeat()
        if (!probe) return null
        ;({ data, sender } = probe)
        break
      }
    }
    const expect = expectedAnswer(this.ctx, data, sender)
    return expect === 'legit' ? null : { category, data, sender, expect }
  }

  /** About `count` probes, categories drawn at random (each category comes up). */
  probes(count: number): Probe[] {
    const out: Probe[] = []
    for (let tries = 0; out.length < count && tries < count * 20; tries++) {
      const probe = this.probe(CATEGORIES[tries % CATEGORIES.length]!)
      if (probe) out.push(probe)
    }
    return out.sort(() => this.dice.float() - 0.5)
  }
}

export const CATEGORIES = [
  'broken JSON', 'JSON non-object', 'wrong types', 'huge strings', 'huge arrays', 'deep nesting', 'prototype keys', 'bad numbers',
  'wrong seat or step', 'replayed ids', 'not the host', 'host misfits', 'unjoined', 'bad joins', 'over 16 KB', 'binary', 'harmless', 'table seat',
] as const
export type Category = (typeof CATEGORIES)[number]
