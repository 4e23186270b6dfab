/**
 * The Colyseus peer: bench/peers/colyseus-server.mjs in its own Node process, 24 @colyseus/sdk
 * clients per room (over `ws`), each decoding its own patches. Frames and bytes are counted where
 * the SDK receives them (Room#onMessageCallback), before decoding.
 */
import { Client, Room as SdkRoom } from '@colyseus/sdk'
import { join } from 'node:path'
import { BENCH } from '../lib/build.mjs'
import { StepPacer, Timers } from '../lib/player.mjs'
import { freePort, startProcess, treeUsage } from '../lib/procs.mjs'
import { ipcStats } from './ipc.mjs'

export const id = 'colyseus'
export const label = 'Colyseus 0.17'

const ROOM_STATE = 14
const ROOM_STATE_PATCH = 15

// Count every frame a client receives, and note state versions as they are decoded.
const onMessageCallback = SdkRoom.prototype.onMessageCallback
SdkRoom.prototype.onMessageCallback = function counted(event) {
  const bench = this.__bench
  const bytes = event.data.byteLength
  const code = new Uint8Array(event.data, 0, 1)[0]
  const state = code === ROOM_STATE_PATCH || code === ROOM_STATE
  bench?.metrics.frame(bytes, state)
  onMessageCallback.call(this, event)
  if (state && bench) bench.onState()
}

export async function start() {
  const port = await freePort()
  const proc = await startProcess(process.execPath, [join(BENCH, 'peers/colyseus-server.mjs'), String(port)], {
    cwd: BENCH,
    ipc: true,
    name: 'colyseus server',
    ready: async () => (await fetch(`http://127.0.0.1:${port}/`)).status < 500,
  })
  return { url: `http://127.0.0.1:${port}`, port, proc, usage: () => treeUsage(proc.pid), stats: ipcStats(proc.child), stop: () => proc.stop() }
}

/** A player's Spielleiter-shaped prompt, from its decoded secret (for the shared bot). */
function promptOf(secret) {
  const p = secret?.prompt
  if (!p || !p.type) return null
  const orNull = (s) => (s === '' ? null : s)
  return {
    type: p.type,
    act: p.act,
    round: p.round,
    targets: [...p.targets],
    pick: orNull(p.pick),
    vote: orNull(p.vote),
    done: p.done,
    abstained: p.abstained,
    canAbstain: p.canAbstain,
    marks: [...p.marks].map((m) => ({ by: m.split('>')[0], target: m.split('>')[1] })),
  }
}

class Connection {
  constructor(room, index) {
    this.room = room
    this.index = index
    this.player = index < 16
    this.seat = String(index)
    this.version = -1
    this.pacer = new StepPacer(room.timers, room.random)
    this.metrics = room.metrics
  }

  async join(client, roomId) {
    const options = this.player ? { seat: this.seat, name: `Player ${this.index + 1}` } : { spectate: true }
    this.sdk = roomId ? await client.joinById(roomId, options) : await client.create('werwolf', options)
    this.sdk.__bench = this
    // The bench closes rooms by dropping sockets; nothing should try to come back.
    this.sdk.reconnection.enabled = false
    this.sdk.onMessage('ack', ({ id, v }) => this.room.settle(id, v))
    this.sdk.onMessage('error', ({ id }) => this.room.settle(id, null))
    return this.sdk.roomId
  }

  onState() {
    const state = this.sdk.state
    const version = state.version ?? 0
    if (version > this.version) {
      this.version = version
      this.metrics.arrival(this.room.key, version)
    }
    if (!this.player || !this.room.playing || !state.phase) return
    this.pacer.onStep(`${state.phase}:${state.stage}`, () => this.room.fire(this))
  }
}

export class ColyseusRoom {
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
    const client = new Client(this.server.url)
    const host = new Connection(this, 0)
    const roomId = await host.join(client)
    const others = Array.from({ length: 23 }, (_, i) => new Connection(this, i + 1))
    await Promise.all(others.map((c) => c.join(client, roomId)))
    this.conns = [host, ...others]
    this.host = host
    this.playing = true
    this.send(host, { type: 'start' })
  }

  send(conn, action) {
    const id = `a${this.counter++}`
    this.pending.set(id, this.metrics.action(this.key))
    conn.sdk.send('act', { id, action })
  }

  settle(id, version) {
    const token = this.pending.get(id)
    if (token === undefined) return
    this.pending.delete(id)
    if (version === null) this.metrics.refusal(token)
    else if (token) token.version = version
  }

  fire(conn) {
    const state = conn.sdk.state
    if (conn === this.host) {
      if (state.phase === 'ended') return this.send(conn, { type: 'restart' })
      if (state.phase === 'defense') return this.send(conn, { type: 'skip' })
    }
    const prompt = promptOf(state.secrets?.get(conn.seat))
    const action = prompt && this.bot.botAction({ prompt }, this.random)
    if (action) this.send(conn, action)
  }

  close() {
    this.timers.stop()
    for (const c of this.conns ?? []) c.sdk?.connection?.transport?.ws?.terminate?.()
  }
}

export const Room = ColyseusRoom
