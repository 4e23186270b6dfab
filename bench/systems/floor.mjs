/**
 * The floor: bench/floor (a bare Durable Object that echoes every message as one ~1.5 KB frame to
 * all 24 sockets of its room) under wrangler dev, from the bench's own wrangler config. The same
 * players and pacing; a "step" is every 16 messages, so bursts look like a game's phase changes.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { APP, BENCH } from '../lib/build.mjs'
import { StepPacer, Timers } from '../lib/player.mjs'
import { freePort, startProcess, treeUsage } from '../lib/procs.mjs'
import { percentile } from '../lib/stats.mjs'

export const id = 'floor'
export const label = 'bare Durable Object (floor)'

export async function start({ persist = false, frameBytes = null, compress = true } = {}) {
  const port = await freePort()
  const persistDir = mkdtempSync(join(tmpdir(), 'spielleiter-floor-'))
  const url = `http://127.0.0.1:${port}`
  const proc = await startProcess(
    join(APP, 'node_modules/.bin/wrangler'),
    ['dev', '--config', join(BENCH, 'floor/wrangler.toml'), '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistDir, '--show-interactive-dev-session=false', '--log-level', 'warn'],
    { cwd: BENCH, name: 'wrangler dev (floor)', ready: async () => (await fetch(`${url}/room/ping`)).status === 200 },
  )
  const codes = []
  // Each room times its own handler; the figures are gathered room by room.
  const stats = async (reset = false) => {
    const samples = []
    for (const code of codes) samples.push(...(await (await fetch(`${url}/room/${code}/stats${reset ? '?reset=1' : ''}`)).json()).samples)
    return { n: samples.length, p50: percentile(samples, 50), p99: percentile(samples, 99), max: samples.length ? Math.max(...samples) : null, snapshotBytes: null }
  }
  // One partyserver-style pass over a room's 24 sockets, timed inside workerd (see worker.js).
  const probe = async () => (codes.length ? (await fetch(`${url}/room/${codes[0]}/probe`)).json() : null)
  return { url, port, proc, codes, persist, frameBytes, socketOptions: compress ? {} : { perMessageDeflate: false }, probe, usage: () => treeUsage(proc.pid, /workerd/), stats, stop: () => proc.stop() }
}

const VERSION_AT = '{"type":"state","version":'.length

function digitsAt(buf, i) {
  let n = 0
  while (i < buf.length && buf[i] >= 0x30 && buf[i] <= 0x39) n = n * 10 + (buf[i++] - 0x30)
  return n
}

export class FloorRoom {
  constructor(server, index, metrics, bot, random) {
    this.server = server
    this.key = `r${index}`
    this.code = `bench${index}-${Date.now().toString(36)}`
    this.metrics = metrics
    this.random = random
    this.timers = new Timers()
    this.pending = new Map()
    this.counter = 0
  }

  async open() {
    this.server.codes.push(this.code)
    this.conns = await Promise.all(
      Array.from({ length: 24 }, async (_, index) => {
        const ws = new WebSocket(`ws://127.0.0.1:${this.server.port}/room/${this.code}?${this.server.persist ? 'persist=1&' : ''}${this.server.frameBytes ? `bytes=${this.server.frameBytes}` : ''}`, this.server.socketOptions)
        const conn = { ws, index, version: -1, pacer: new StepPacer(this.timers, this.random) }
        ws.on('error', () => {})
        ws.on('message', (buf) => this.onData(conn, buf))
        await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)))
        return conn
      }),
    )
    // Everyone acts once in step 0, like the first night; the frames of step 0 then change nothing.
    for (const conn of this.conns.slice(0, 16)) conn.pacer.onStep(0, () => this.fire(conn))
  }

  onData(conn, buf) {
    this.metrics.frame(buf.length, true)
    const version = digitsAt(buf, VERSION_AT)
    if (version > conn.version) {
      conn.version = version
      this.metrics.arrival(this.key, version)
    }
    const idAt = buf.indexOf('"id":"') + 6
    const id = buf.toString('latin1', idAt, buf.indexOf(0x22, idAt))
    const token = this.pending.get(id)
    if (token !== undefined) {
      this.pending.delete(id)
      if (token) token.version = version
    }
    if (conn.index < 16) {
      const p = buf.indexOf('"phase":') + 8
      conn.pacer.onStep(digitsAt(buf, p), () => this.fire(conn))
    }
  }

  fire(conn) {
    const id = `${this.key}a${this.counter++}`
    this.pending.set(id, this.metrics.action(this.key))
    if (conn.ws.readyState === WebSocket.OPEN) conn.ws.send(JSON.stringify({ type: 'act', id, action: { type: 'vote', target: 's3' } }))
  }

  close() {
    this.timers.stop()
    for (const c of this.conns ?? []) c.ws.terminate()
  }
}

export const Room = FloorRoom

/** Diagnostic only: the same floor, but every frame is also put to DO storage before it goes out. */
export const withStorage = { id: 'floorWithStorage', label: 'bare DO + storage.put per message', Room: FloorRoom, start: () => start({ persist: true }) }

/** Diagnostic only: the floor with a Spielleiter-sized frame (8 KB) and a storage.put per message. */
export const likeTheRoom = { id: 'floorLikeTheRoom', label: 'bare DO, 8 KB frames + storage.put', Room: FloorRoom, start: () => start({ persist: true, frameBytes: 8192 }) }

/** Diagnostic only: the floor with a put per message, its clients not offering WebSocket compression (see spielleiter.mjs `uncompressed`). */
export const withStorageUncompressed = { id: 'floorWithStorageUncompressed', label: 'bare DO + storage.put, clients without WebSocket compression', Room: FloorRoom, start: () => start({ persist: true, compress: false }) }
