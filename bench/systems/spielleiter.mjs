/**
 * Spielleiter as it ships: `wrangler dev` on local workerd with the app's own wrangler.toml (as
 * test/support/server.ts starts it), rooms created over HTTP, 24 raw WebSocket clients per room
 * (16 players + 8 spectators) speaking the JSON protocol of shared/protocol.ts.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { APP, BENCH, bundle } from '../lib/build.mjs'
import { StepPacer, Timers } from '../lib/player.mjs'
import { BENCH_OPTIONS } from '../lib/bench-options.mjs'
import { freePort, startProcess, treeUsage } from '../lib/procs.mjs'

export const id = 'spielleiter'
export const label = 'Spielleiter (wrangler dev)'

export { BENCH_OPTIONS }

/**
 * Starts the app like test/support/server.ts: wrangler dev on a free loopback port, own state dir,
 * per-IP limits lifted. With `probe` the rooms time each stage of a message (server/room/probe.ts);
 * off by default, as in the shipped room: its clock reads cost CPU (about 0.25 ms per action, some
 * hundred reads), which the CPU per action must not count.
 */
export async function start({ persistRoot = tmpdir(), config = null, probe = false, compress = true } = {}) {
  const port = await freePort()
  const persistDir = mkdtempSync(join(persistRoot, 'spielleiter-bench-'))
  const url = `http://127.0.0.1:${port}`
  const proc = await startProcess(
    join(APP, 'node_modules/.bin/wrangler'),
    [
      'dev', ...(config ? ['--config', config] : []), '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistDir,
      '--show-interactive-dev-session=false', '--log-level', 'warn',
      // The driver creates every room from one address: lift the per-IP limit on room creation (as the socket tests do).
      '--var', 'ROOMS_PER_MINUTE:100000', '--var', 'UNKNOWN_CODES_PER_MINUTE:100000',
      // The rooms time each stage of a message (server/room/probe.ts); read once at the end of the ramp.
      ...(probe ? ['--var', 'ROOM_PROBE:1'] : []),
    ],
    { cwd: APP, name: 'wrangler dev (app)', ready: async () => (await fetch(`${url}/api/rooms/AAAAAA`)).status === 404 },
  )
  const codes = []
  return { url, port, proc, codes, socketOptions: compress ? {} : { perMessageDeflate: false }, probe: probe ? () => probeOf(url, codes) : undefined, usage: () => treeUsage(proc.pid, /workerd/), stop: () => proc.stop() }
}

/**
 * The rooms' timing probes summed: per stage, how many passes, the total and mean time, and the
 * share of all message time. Inside workerd the clock ticks in whole ms: totals over thousands of
 * passes are unbiased, single passes are not (see server/room/probe.ts).
 */
async function probeOf(url, codes) {
  const reports = (await Promise.all(codes.map(async (code) => (await fetch(`${url}/api/rooms/${code}/probe`)).json()))).filter((r) => r.message)
  if (!reports.length) return null
  const stages = {}
  for (const stage of Object.keys(reports[0])) {
    const count = reports.reduce((a, r) => a + r[stage].count, 0)
    const totalMs = reports.reduce((a, r) => a + r[stage].totalMs, 0)
    const buckets = reports[0][stage].buckets.map((_, i) => reports.reduce((a, r) => a + r[stage].buckets[i], 0))
    stages[stage] = { count, totalMs, meanMs: count ? totalMs / count : null, maxMs: Math.max(...reports.map((r) => r[stage].maxMs)), buckets }
  }
  const messageMs = stages.message.totalMs
  for (const figures of Object.values(stages)) figures.shareOfMessage = messageMs ? figures.totalMs / messageMs : null
  return { rooms: reports.length, bucketEdgesMs: [1, 2, 5, 10, 20, 50], stages }
}

/** The app's own patch code (shared/patch.ts) and frame reader (shared/protocol.ts), as its client reads frames. */
const { applyStatePatch } = await import(await bundle(join(APP, 'shared/patch.ts'), 'patch'))
const { readServerFrame } = await import(await bundle(join(APP, 'shared/protocol.ts'), 'protocol'))

const T_STATE = 0x73 // 's' of {"type":"state"
const T_ACK = 0x61 // 'a'
const T_ERROR = 0x65 // 'e'
const T_WELCOME = 0x77 // 'w'
/** Where the version starts in {"type":"state","version": and in a patch, {"p": (shared/protocol.ts PatchWire). */
const VERSION_AT = '{"type":"state","version":'.length
const PATCH_VERSION_AT = '{"p":'.length
/** The second byte of a patch: `p`, where every other frame has the `t` of "type". */
const PATCH_MARK = 0x70

function digitsAt(buf, i) {
  let n = 0
  while (i < buf.length && buf[i] >= 0x30 && buf[i] <= 0x39) n = n * 10 + (buf[i++] - 0x30)
  return n
}

class Connection {
  constructor(room, index) {
    this.room = room
    this.index = index
    this.player = index < 16
    this.version = -1
    /** A player's current state (room and view), kept as the app's client keeps it. */
    this.held = null
    this.game = 0
    this.roomPhase = null
    this.pacer = new StepPacer(room.timers, room.random)
    this.waiters = []
    this.ws = new WebSocket(`ws://127.0.0.1:${room.server.port}/parties/main/${room.code}`, room.server.socketOptions)
    this.ws.on('message', (data) => this.onData(data))
    this.ws.on('error', () => {})
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', resolve)
      this.ws.once('error', reject)
    })
  }

  send(frame) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame))
  }

  /** Resolves with the first frame that passes `test` (small frames only: welcome, ack, error). */
  next(test, ms = 15_000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`spielleiter: no frame within ${ms} ms`)), ms)
      this.waiters.push({ test, resolve: (f) => (clearTimeout(timer), resolve(f)) })
    })
  }

  onData(buf) {
    const metrics = this.room.metrics
    const patch = buf[2] === PATCH_MARK
    const type = patch ? null : buf[9]
    metrics.frame(buf.length, type === T_STATE || patch)
    if (type === T_STATE || patch) {
      const version = digitsAt(buf, patch ? PATCH_VERSION_AT : VERSION_AT)
      if (version > this.version) {
        this.version = version
        metrics.arrival(this.room.key, version)
      }
      // Spectators only watch: their frames are counted, not read.
      if (!this.player) return
      const frame = readServerFrame(buf.toString())
      if (frame.type === 'state') this.held = { room: frame.room, view: frame.view }
      else {
        if (!this.held) throw new Error('spielleiter: a patch arrived before any state')
        this.held = applyStatePatch(this.held, frame)
      }
      const { stage, phase } = this.held.room
      if (phase === 'playing' && this.roomPhase !== 'playing') this.game++
      this.roomPhase = phase
      if (this.room.playing) {
        const fire = () => this.room.fire(this)
        this.pacer.onStep(`${this.game}:${phase}:${stage}`, fire)
        // A werewolf whose pack picked someone else joins it: the night ends only once the pack agrees.
        if (phase === 'playing' && this.held.view && this.room.bot.botAction(this.held.view, () => 0) !== null) this.pacer.nudge(fire)
      }
      if (this.waiters.length) this.resolve({ type: 'state', phase })
      return
    }
    const frame = JSON.parse(buf.toString())
    if (type === T_ACK || type === T_ERROR) {
      const token = this.room.pending.get(frame.id)
      if (token !== undefined) {
        this.room.pending.delete(frame.id)
        // The room sends the new state to the sender before the ack: the last version seen is the action's.
        if (type !== T_ACK) metrics.refusal(token)
        else if (token) token.version = this.version
      }
    } else if (type !== T_WELCOME && frame.type === 'error') {
      metrics.refusal(null)
    }
    this.resolve(frame)
  }

  resolve(frame) {
    if (!this.waiters.length) return
    this.waiters = this.waiters.filter((w) => (w.test(frame) ? (w.resolve(frame), false) : true))
  }
}

/** One room: 16 players and 8 spectators, the host is player 1. */
export class SpielleiterRoom {
  constructor(server, index, metrics, bot, random) {
    this.server = server
    this.key = `r${index}`
    this.metrics = metrics
    this.bot = bot
    this.random = random
    this.timers = new Timers()
    this.pending = new Map()
    this.counter = 0
    this.playing = false
  }

  async open() {
    const res = await fetch(`${this.server.url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'werwolf' }) })
    if (res.status !== 201) throw new Error(`spielleiter: create failed ${res.status}`)
    this.code = (await res.json()).code
    this.server.codes?.push(this.code)
    const join = async (i) => {
      const c = new Connection(this, i)
      await c.opened
      const welcome = c.next((f) => f.type === 'welcome')
      c.send({ type: 'join', name: i < 16 ? `Player ${i + 1}` : `Watcher ${i - 15}`, spectate: i >= 16 })
      await welcome
      return c
    }
    const host = await join(0)
    this.conns = [host, ...(await Promise.all(Array.from({ length: 23 }, (_, i) => join(i + 1))))]
    this.host = host
    await this.command(host, { type: 'options', options: BENCH_OPTIONS }, true)
    this.playing = true
    await this.command(host, { type: 'start' }, true)
  }

  /** Sends a lobby command; waits for its ack when asked (setup only). */
  async command(conn, command, wait = false) {
    const id = `c${this.counter++}`
    const ack = wait ? conn.next((f) => (f.type === 'ack' || f.type === 'error') && f.id === id) : null
    this.pending.set(id, this.metrics.action(this.key))
    conn.send({ type: 'lobby', id, command })
    if (ack && (await ack).type === 'error') throw new Error(`spielleiter: ${command.type} refused`)
  }

  /** A player's turn to act on the step on their screen (the host also runs the room). */
  fire(conn) {
    const frame = conn.held
    if (!frame) return
    if (conn === this.host) {
      if (frame.room.phase === 'ended') return void this.command(conn, { type: 'rematch' })
      if (frame.room.phase === 'lobby') return void this.command(conn, { type: 'start' })
      if (frame.view?.phase === 'defense') return void this.command(conn, { type: 'skip' })
    }
    if (!frame.view || frame.room.phase !== 'playing') return
    const action = this.bot.botAction(frame.view, this.random)
    if (!action) return
    const id = `a${this.counter++}`
    this.pending.set(id, this.metrics.action(this.key))
    conn.send({ type: 'act', id, stage: frame.room.stage, action })
  }

  close() {
    this.timers.stop()
    for (const c of this.conns ?? []) c.ws.terminate()
  }
}

export const Room = SpielleiterRoom

/** Diagnostic only: the app with its timing probe on, for where a message's time goes inside the room. */
export const withProbe = { id: 'spielleiterProbed', label: 'Spielleiter with its timing probe', Room: SpielleiterRoom, start: () => start({ probe: true }) }

/** Diagnostic only: the same app with its Durable Object storage on tmpfs, to show what the disk's sync costs. */
export const onTmpfs = { id: 'spielleiterOnTmpfs', label: 'Spielleiter, storage on /dev/shm', Room: SpielleiterRoom, start: () => start({ persistRoot: '/dev/shm' }) }

/** Diagnostic only: the app's worker with DO storage writes kept in memory (bench/diag), to show what the snapshot write costs. */
export const withoutWrites = { id: 'spielleiterWithoutWrites', label: 'Spielleiter, storage writes in memory', Room: SpielleiterRoom, start: () => start({ config: join(BENCH, 'diag/wrangler.toml') }) }

/**
 * Diagnostic only: the app with clients that do not offer WebSocket compression. Phones offer it, and
 * local workerd (Miniflare's entry worker, outside the app's reach) accepts it for every socket:
 * the difference to the main row is what compressing each socket's frames costs the runtime.
 */
export const uncompressed = { id: 'spielleiterUncompressed', label: 'Spielleiter, clients without WebSocket compression', Room: SpielleiterRoom, start: () => start({ compress: false }) }
