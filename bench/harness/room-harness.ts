/**
 * Server time per action for Spielleiter, measured in Node on the room's own code (bundled from
 * server/room and server/games; nothing in the app is changed or wrapped).
 *
 * The real GameRoom class runs behind a fake Party.Room: 24 recording connections and a storage
 * whose `put` does what Durable Object storage does to a value before it writes it (V8
 * structured serialisation; the SQLite write itself is not included). A 16-player Werwolf game is
 * played to the end by the app's bot, and every `act` frame is timed around `room.onMessage`:
 * rate limit → JSON.parse → valibot → authorise → dedupe → engine → the record's changed rows →
 * alarm → fan-out of 24 `state`/`patch` frames (views, differences, JSON) → ack.
 *
 * After each timed call, the same action is also run stage by stage through the pure pieces the
 * room calls, on the record as it was before, to show where the time goes. It runs after, not
 * before, so that nothing the timed call does has been done for it (a warm cache, a memo filled).
 *
 * The stand-in phones keep what they hold as text between steps: a phone's memory is not the
 * server's, and 24 parsed views held in the room's heap would be copied by every young-generation
 * collection that falls inside a timed call, lengthening its pause beyond what the room causes.
 */
import * as v from 'valibot'
import { botAction, seeded } from '../../test/support/werwolf-bot'
import { ClientFrame, readServerFrame } from '../../shared/protocol'
import type { WerwolfView } from '../../shared/views/werwolf'
import { GameRoom } from '../../server/room/game-room'
import { type Sent, stateFrames } from '../../server/room/fan-out'
import { applyStatePatch } from '../../shared/patch'
import { gameNow } from '../../server/room/game-clock'
import { applyAction, nextAlarm } from '../../server/room/match'
import { type RoomRecord, roomInfo } from '../../server/room/room-record'
import { frameAnatomy } from './frame-anatomy'
import { rowsOf } from '../../server/room/record-store'

const PLAYERS = 16
const SPECTATORS = 8

export interface HarnessOptions {
  /** What storage does to a value before writing it: V8's structured serialisation (structuredClone). */
  serialize: (value: unknown) => unknown
  games: number
  /** Games played first and not counted (JIT warm-up). */
  warmupGames: number
  options: Record<string, unknown>
  seed: number
}

const utf8 = new TextEncoder()

interface FakeConnection {
  id: string
  /** Always open (WebSocket.OPEN): the harness closes no socket. */
  readyState: number
  state: { seat: string } | null
  setState(s: { seat: string } | null): void
  send(message: string): void
  close(): void
  /** Frames received and not yet read (reading happens outside the timed call, as on a phone). */
  inbox: string[]
  /** The state as the app's client would hold it after reading the inbox, as JSON (see above). */
  held: string | null
  frames: number
  bytes: number
}

const now = () => performance.now()

/** What the room wrote to storage: rows (one per key put) and their bytes. */
interface Writes {
  rows: number
  bytes: number
}

function fakeRoom(code: string, connections: FakeConnection[], serialize: (value: unknown) => unknown, writes: Writes) {
  const store = new Map<string, unknown>()
  return {
    id: code,
    name: 'main',
    env: {},
    storage: {
      async get(key: string) {
        return store.get(key)
      },
      async put(keyOrEntries: string | Record<string, unknown>, one?: unknown) {
        const entries = typeof keyOrEntries === 'string' ? { [keyOrEntries]: one } : keyOrEntries
        // What DO storage does with each value: structured serialisation (then an SQLite write, not timed here).
        for (const [key, value] of Object.entries(entries)) {
          serialize(value)
          store.set(key, value)
          writes.rows++
          writes.bytes += value instanceof Uint8Array ? value.byteLength : typeof value === 'string' ? utf8.encode(value).length : 0
        }
      },
      async delete(keys: string[]) {
        let removed = 0
        for (const key of keys) if (store.delete(key)) removed++
        return removed
      },
      async list({ prefix }: { prefix: string }) {
        return new Map([...store].filter(([key]) => key.startsWith(prefix)))
      },
      async setAlarm() {},
      async deleteAlarm() {},
      async deleteAll() {
        store.clear()
      },
    },
    getConnections: () => connections,
    getConnection: (id: string) => connections.find((c) => c.id === id),
    broadcast() {},
    blockConcurrencyWhile: <T>(fn: () => Promise<T>) => fn(),
  }
}

type Held = { room: { stage: number }; view: unknown }

/** What a connection holds now (parsed afresh: the harness keeps it as text between steps). */
function heldOf(c: FakeConnection): Held | null {
  return c.held === null ? null : (JSON.parse(c.held) as Held)
}

/** Reads a connection's new frames into its held state, as the app's client does. */
function catchUp(c: FakeConnection): void {
  if (c.inbox.length === 0) return
  let held = heldOf(c)
  for (const message of c.inbox) {
    const frame = readServerFrame(message)
    if (frame.type === 'state') held = { room: frame.room, view: frame.view }
    else if (frame.type !== 'patch') throw new Error(`harness: ${frame.type} kept as a state frame`)
    else if (held) held = applyStatePatch(held, frame)
    else throw new Error('harness: a patch arrived before any state')
  }
  c.inbox.length = 0
  c.held = JSON.stringify(held)
}

function connection(id: string): FakeConnection {
  return {
    id,
    readyState: 1,
    state: null,
    setState(s) {
      this.state = s
    },
    send(message) {
      this.frames++
      // Sending a string over a socket encodes it to UTF-8 first.
      this.bytes += utf8.encode(message).length
      if (message.startsWith('{"type":"state"') || message.startsWith('{"p":')) this.inbox.push(message)
    },
    close() {},
    inbox: [],
    held: null,
    frames: 0,
    bytes: 0,
  }
}

type Stage = 'parse' | 'engine' | 'persist' | 'alarm' | 'views'

/** What each socket was sent last; it lives with the room's sockets (server/room/room-sockets.ts). */
function sentOf(room: GameRoom): Map<string, Sent> {
  return (room as unknown as { sockets: { sent: Map<string, Sent> } }).sockets.sent
}

/**
 * The action once more, stage by stage, through the pieces the room calls, from the record and the
 * sockets' last frames as they were before it (neither is changed). Run three times and the fastest
 * kept: compute cost with other processes' stalls (this machine is shared) mostly filtered out.
 */
function stageByStage(record: RoomRecord, c: FakeConnection, message: string, conns: FakeConnection[], sent: Map<string, Sent>, serialize: (value: unknown) => unknown): Record<Stage, number> {
  const best: Record<Stage, number> = { parse: Infinity, engine: Infinity, persist: Infinity, alarm: Infinity, views: Infinity }
  const rowsBefore = rowsOf(record)
  for (let round = 0; round < 3; round++) {
    const wall = Date.now()
    let t = now()
    const parsed = v.safeParse(ClientFrame, JSON.parse(message))
    best.parse = Math.min(best.parse, now() - t)
    t = now()
    const next = applyAction(record, c.state!.seat, parsed.output as never, wall)
    best.engine = Math.min(best.engine, now() - t)
    if ('failed' in next) throw new Error(`harness: action refused ${JSON.stringify(next)}`)
    // The room's write: the record's rows, and only the changed ones serialised (record-store.ts).
    t = now()
    for (const [key, text] of rowsOf(next)) if (rowsBefore.get(key) !== text) serialize(text)
    best.persist = Math.min(best.persist, now() - t)
    t = now()
    nextAlarm(next)
    best.alarm = Math.min(best.alarm, now() - t)
    t = now()
    const connected = new Set(conns.map((x) => x.state!.seat))
    const frameFor = stateFrames(next, roomInfo(next, connected), gameNow(next.clock, wall))
    // Encoding to UTF-8 is what sending a string over a socket costs on top.
    for (const x of conns) {
      const delivery = frameFor(x.state!.seat, sent.get(x.id))
      if (delivery) utf8.encode(delivery.frame)
    }
    best.views = Math.min(best.views, now() - t)
  }
  return best
}

/** Game time per harness step: players act at a human pace, far inside every deadline and rate limit. */
const STEP_MS = 150

/** Plays games and returns the timings (ms) of every action, whole and by stage. */
export async function runHarness(opts: HarnessOptions) {
  // The room reads the wall clock; the harness gives it one that moves only between actions, so a
  // slow run (this machine is shared) can never let a deadline pass or a rate limit bite.
  const realNow = Date.now
  let clock = realNow()
  Date.now = () => clock
  try {
    return await play(opts, () => (clock += STEP_MS))
  } finally {
    Date.now = realNow
  }
}

async function play(opts: HarnessOptions, tick: () => void) {
  const random = seeded(opts.seed)
  const total: number[] = []
  /** When each timed call began (the clock of `now`), to tell which calls a garbage collection fell into. */
  const starts: number[] = []
  /** The sum of the stages' best-of-three per action. */
  const pipeline: number[] = []
  const stages: Record<Stage, number[]> = { parse: [], engine: [], persist: [], alarm: [], views: [] }
  const snapshots: { json: number }[] = []
  /** The anatomy of the last frame fanned out before each game's end (the biggest ones). */
  let anatomy: ReturnType<typeof frameAnatomy> | null = null
  /** Time per action by the game's phase before it, to see which steps are dear. */
  const byPhase: Record<string, number[]> = {}
  let frames = 0
  let bytes = 0
  let stateFrameCount = 0
  let actions = 0
  /** Storage writes of the counted actions. */
  const writes: Writes = { rows: 0, bytes: 0 }
  /** Every storage write (the room's joins and lobby too); the counted part is taken around each action. */
  const written: Writes = { rows: 0, bytes: 0 }

  for (let g = 0; g < opts.games + opts.warmupGames; g++) {
    const counting = g >= opts.warmupGames
    const conns = Array.from({ length: PLAYERS + SPECTATORS }, (_, i) => connection(`c${i}`))
    const code = `BENCH${g}`
    const room = new GameRoom(fakeRoom(code, conns, opts.serialize, written) as never)
    await room.onStart()
    await room.onRequest(new Request(`http://bench/parties/main/${code}?create=werwolf`, { method: 'POST' }) as never)
    const send = (c: FakeConnection, frame: unknown) => (tick(), room.onMessage(JSON.stringify(frame), c as never))
    for (const [i, c] of conns.entries()) {
      await room.onConnect(c as never)
      await send(c, { type: 'join', name: i < PLAYERS ? `Player ${i + 1}` : `Watcher ${i}`, spectate: i >= PLAYERS })
    }
    const host = conns[0]!
    await send(host, { type: 'lobby', id: 'opt', command: { type: 'options', options: opts.options } })
    await send(host, { type: 'lobby', id: 'go', command: { type: 'start' } })

    let counter = 0
    let lastPlaying: RoomRecord | null = null
    for (let step = 0; step < 2_000; step++) {
      const record = (room as unknown as { record: RoomRecord }).record
      if (record.phase !== 'playing') break
      lastPlaying = record
      for (const c of conns) catchUp(c)
      const players = conns.slice(0, PLAYERS).map((c) => ({ c, held: heldOf(c) }))
      // Whoever has something to do acts, in a random order, one action per turn of this loop.
      const candidates = players.filter(({ held }) => held?.view && botAction(held.view as WerwolfView, () => 0) !== null)
      const hostView = players[0]!.held!.view as WerwolfView
      if (candidates.length === 0) {
        if (hostView.phase === 'defense') await send(host, { type: 'lobby', id: `skip${counter++}`, command: { type: 'skip' } })
        else break
        continue
      }
      const { c, held } = candidates[Math.floor(random() * candidates.length)]!
      const view = held!.view as WerwolfView
      const action = botAction(view, random)!
      const message = JSON.stringify({ type: 'act', id: `a${counter++}`, stage: held!.room.stage, action })

      tick()
      const before = conns.reduce((n, x) => n + x.frames, 0)
      const beforeBytes = conns.reduce((n, x) => n + x.bytes, 0)
      const writtenBefore = { ...written }
      // What each socket was sent last, before this action: the base of the stage pass's differences.
      const sentBefore = new Map(sentOf(room))
      const t0 = now()
      await room.onMessage(message, c as never)
      const took = now() - t0
      if (counting) {
        total.push(took)
        starts.push(t0)
        ;(byPhase[String(view.phase)] ??= []).push(took)
        actions++
        frames += conns.reduce((n, x) => n + x.frames, 0) - before
        bytes += conns.reduce((n, x) => n + x.bytes, 0) - beforeBytes
        stateFrameCount += conns.length
        writes.rows += written.rows - writtenBefore.rows
        writes.bytes += written.bytes - writtenBefore.bytes
        const best = stageByStage(record, c, message, conns, sentBefore, opts.serialize)
        for (const k of Object.keys(best) as Stage[]) stages[k].push(best[k])
        pipeline.push(Object.values(best).reduce((a, b) => a + b, 0))
      }
    }
    // Taken once the game is over: its hundreds of timed views would otherwise leave garbage
    // that the collector clears inside the next timed calls.
    if (counting && g === opts.games + opts.warmupGames - 1 && lastPlaying) anatomy = frameAnatomy(lastPlaying)
    const end = (room as unknown as { record: RoomRecord }).record
    if (end.phase !== 'ended') throw new Error(`harness: game ${g} did not end (phase ${end.phase})`)
    if (counting) snapshots.push({ json: JSON.stringify(end).length })
  }
  return { total, starts, pipeline, stages, snapshots, actions, frames, bytes, stateFrameCount, anatomy, byPhase, writes }
}
