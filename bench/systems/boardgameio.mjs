/**
 * The boardgame.io peer: bench/peers/boardgameio-server.mjs in its own Node process, matches
 * created and joined through its lobby API, 24 socket.io clients per match (websocket transport
 * only) speaking the master's protocol (sync / update events), as boardgame.io's own client does,
 * without its client-side reducer. Frames and bytes are counted at the engine.io layer.
 */
import { join } from 'node:path'
import { io } from 'socket.io-client'
import { BENCH } from '../lib/build.mjs'
import { StepPacer, Timers } from '../lib/player.mjs'
import { freePort, startProcess, treeUsage } from '../lib/procs.mjs'
import { ipcStats } from './ipc.mjs'

export const id = 'boardgameio'
export const label = 'boardgame.io 0.50'

export async function start() {
  const port = await freePort()
  const apiPort = await freePort()
  const proc = await startProcess(process.execPath, [join(BENCH, 'peers/boardgameio-server.mjs'), String(port), String(apiPort)], {
    cwd: BENCH,
    ipc: true,
    name: 'boardgame.io server',
    ready: async () => (await fetch(`http://127.0.0.1:${apiPort}/games`)).status === 200,
  })
  return { url: `http://127.0.0.1:${port}`, api: `http://127.0.0.1:${apiPort}`, port, proc, usage: () => treeUsage(proc.pid), stats: ipcStats(proc.child), stop: () => proc.stop() }
}

async function post(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`boardgame.io lobby: ${res.status} ${await res.text()}`)
  return res.json()
}

class Connection {
  constructor(room, index, credentials) {
    this.room = room
    this.index = index
    this.player = index < 16
    this.playerID = this.player ? String(index) : null
    this.credentials = credentials
    this.version = -1
    this.state = null
    this.pacer = new StepPacer(room.timers, room.random)
    const metrics = room.metrics
    this.socket = io(`${room.server.url}/werwolf`, { transports: ['websocket'], reconnection: false, forceNew: true })
    this.socket.io.on('open', () => {
      this.socket.io.engine.on('data', (data) => metrics.frame(typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength, data.startsWith?.('2/werwolf,["update"')))
    })
    this.synced = new Promise((resolve) => this.socket.once('sync', (_, info) => (this.onState(info.state, []), resolve())))
    this.socket.on('update', (_, state, deltalog) => this.onState(state, deltalog ?? []))
    this.socket.on('connect', () => this.socket.emit('sync', room.matchID, this.playerID, credentials, 16))
  }

  onState(state, deltalog) {
    this.state = state
    const version = state._stateID
    if (version > this.version) {
      this.version = version
      this.room.metrics.arrival(this.room.key, version)
    }
    // The update that carries my own move tells me which state id my action made.
    if (this.player) {
      for (const entry of deltalog) {
        const payload = entry.action?.payload
        if (payload?.playerID === this.playerID && payload.type === 'act') this.room.settle(payload.args?.[0]?.id, version)
      }
      const g = state.G
      if (this.room.playing && g?.phase) this.pacer.onStep(`${g.phase}:${g.stage}`, () => this.room.fire(this))
    }
  }
}

export class BoardgameioRoom {
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
    const api = `${this.server.api}/games/werwolf`
    this.matchID = (await post(`${api}/create`, { numPlayers: 16 })).matchID
    const creds = []
    for (let i = 0; i < 16; i++) creds.push((await post(`${api}/${this.matchID}/join`, { playerID: String(i), playerName: `Player ${i + 1}` })).playerCredentials)
    this.conns = Array.from({ length: 24 }, (_, i) => new Connection(this, i, creds[i]))
    await Promise.all(this.conns.map((c) => c.synced))
    this.host = this.conns[0]
    this.playing = true
    this.send(this.host, { type: 'start' })
  }

  send(conn, action) {
    const id = `a${this.counter++}`
    this.pending.set(id, this.metrics.action(this.key))
    const move = { type: 'MAKE_MOVE', payload: { type: 'act', args: [{ ...action, id }], playerID: conn.playerID, credentials: conn.credentials } }
    conn.socket.emit('update', move, conn.state._stateID, this.matchID, conn.playerID)
  }

  settle(id, version) {
    const token = this.pending.get(id)
    if (token === undefined) return
    this.pending.delete(id)
    if (token) token.version = version
  }

  fire(conn) {
    const g = conn.state?.G
    if (!g) return
    if (conn === this.host) {
      if (g.phase === 'ended') return this.send(conn, { type: 'restart' })
      if (g.phase === 'defense') return this.send(conn, { type: 'skip' })
    }
    const action = g.prompt && this.bot.botAction({ prompt: g.prompt }, this.random)
    if (action) this.send(conn, action)
  }

  close() {
    this.timers.stop()
    for (const c of this.conns ?? []) c.socket.disconnect()
  }
}

export const Room = BoardgameioRoom
