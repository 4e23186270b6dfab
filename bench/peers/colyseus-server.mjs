/**
 * The Werwolf round on Colyseus 0.17 (@colyseus/core + ws-transport), as a Colyseus developer
 * would write it: the state is a Schema, each seat's secrets sit in a map tagged `view`, and every
 * client's StateView holds only its own entry, so a player's patches carry only their own secrets.
 * The rules are bench/peers/werwolf-rules.mjs (shared with boardgame.io); after each accepted action
 * the room mirrors the changed fields into the Schema and sends the patch at once
 * (patchRate off, broadcastPatch per action) so latency compares with a room that sends per change.
 *
 * Server time: Room#_onMessage (msgpack decode → handler → rules → mirror → per-view encode → send)
 * is wrapped with a high-resolution timer. The parent process reads the timings over IPC.
 * Usage: node colyseus-server.mjs PORT   (binds 127.0.0.1 only)
 */
import { Room, defineRoom, defineServer } from '@colyseus/core'
import { StateView, schema } from '@colyseus/schema'
import { WebSocketTransport } from '@colyseus/ws-transport'
import { act, publicView, newGame, secretView } from './werwolf-rules.mjs'
import { serverTimings } from './timings.mjs'

const port = Number(process.argv[2])
const PLAYERS = 16
const timings = serverTimings()
/** Live rooms, for the snapshot figure. */
const rooms = new Set()

const Notice = schema({ key: 'string', params: 'string' }, 'Notice')
const Player = schema({ seat: 'string', name: 'string', alive: 'boolean', card: 'string' }, 'Player')
const LogEntry = schema(
  { type: 'string', day: 'number', round: 'string', victim: 'string', out: 'string', hunter: 'string', target: 'string', ballots: ['string'], tied: ['string'], tally: ['string'] },
  'LogEntry',
)
const Prompt = schema(
  { type: 'string', act: 'string', round: 'string', targets: ['string'], pick: 'string', vote: 'string', done: 'boolean', abstained: 'boolean', canAbstain: 'boolean', marks: ['string'], key: 'string' },
  'Prompt',
)
const Secret = schema({ seat: 'string', role: 'string', card: 'string', alive: 'boolean', mates: ['string'], prompt: Prompt, private: [Notice] }, 'Secret')
const State = schema(
  {
    phase: 'string',
    stage: 'number',
    day: 'number',
    deadline: 'number',
    version: 'number',
    winner: 'string',
    narration: [Notice],
    players: [Player],
    progressDone: 'number',
    progressOf: 'number',
    tied: ['string'],
    hunter: 'string',
    log: [LogEntry],
    secrets: { map: Secret, view: true },
  },
  'WerwolfState',
)

const str = (v) => (v === null || v === undefined ? '' : String(v))

function setIf(target, key, value) {
  if (target[key] !== value) target[key] = value
}

function syncStrings(arr, values) {
  while (arr.length > values.length) arr.pop()
  values.forEach((v, i) => {
    if (i >= arr.length) arr.push(v)
    else if (arr[i] !== v) arr[i] = v
  })
}

function syncNotices(arr, notices) {
  while (arr.length > notices.length) arr.pop()
  notices.forEach((n, i) => {
    const params = n.params ? JSON.stringify(n.params) : ''
    if (i >= arr.length) arr.push(new Notice().assign({ key: n.key, params }))
    else {
      setIf(arr[i], 'key', n.key)
      setIf(arr[i], 'params', params)
    }
  })
}

/** Writes the rules' state into the Schema, touching only what changed. */
function mirror(state, game) {
  const pub = publicView(game)
  setIf(state, 'phase', pub.phase)
  setIf(state, 'stage', pub.stage)
  setIf(state, 'day', pub.day)
  setIf(state, 'deadline', pub.deadline ?? 0)
  setIf(state, 'version', game.version)
  setIf(state, 'winner', str(pub.winner))
  syncNotices(state.narration, pub.narration)
  pub.players.forEach((p, i) => {
    if (i >= state.players.length) state.players.push(new Player().assign({ seat: p.seat, name: p.name, alive: p.alive, card: str(p.card) }))
    else {
      const row = state.players[i]
      setIf(row, 'seat', p.seat)
      setIf(row, 'name', p.name)
      setIf(row, 'alive', p.alive)
      setIf(row, 'card', str(p.card))
    }
  })
  setIf(state, 'progressDone', pub.progress?.done ?? 0)
  setIf(state, 'progressOf', pub.progress?.of ?? 0)
  syncStrings(state.tied, pub.tied)
  setIf(state, 'hunter', str(pub.hunter))
  // The log only grows during a game; a new game starts it again.
  if (state.log.length > pub.log.length) state.log.clear()
  for (let i = state.log.length; i < pub.log.length; i++) {
    const r = pub.log[i]
    const entry = new LogEntry().assign({ type: r.type, day: r.day, round: str(r.round), victim: str(r.victim), out: str(r.out), hunter: str(r.hunter), target: str(r.target) })
    if (r.ballots) entry.ballots.push(...r.ballots.map((b) => `${b.voter}>${str(b.target)}`))
    if (r.tied) entry.tied.push(...r.tied)
    if (r.tally) entry.tally.push(...r.tally.map((t) => `${t.seat}:${t.votes}`))
    state.log.push(entry)
  }
  for (const seat of game.seats) {
    const secret = state.secrets.get(seat)
    const mine = secretView(game, seat)
    setIf(secret, 'role', mine.role)
    setIf(secret, 'card', mine.card)
    setIf(secret, 'alive', mine.alive)
    syncStrings(secret.mates, mine.mates)
    syncNotices(secret.private, mine.private)
    const p = mine.prompt
    const prompt = secret.prompt
    setIf(prompt, 'type', p?.type ?? '')
    setIf(prompt, 'act', str(p?.act))
    setIf(prompt, 'round', str(p?.round))
    syncStrings(prompt.targets, p?.targets ?? [])
    setIf(prompt, 'pick', str(p?.pick))
    setIf(prompt, 'vote', str(p?.vote))
    setIf(prompt, 'done', p?.done ?? false)
    setIf(prompt, 'abstained', p?.abstained ?? false)
    setIf(prompt, 'canAbstain', p?.canAbstain ?? false)
    syncStrings(prompt.marks, (p?.marks ?? []).map((m) => `${m.by}>${m.target}`))
    setIf(prompt, 'key', str(p?.prompt?.key))
  }
}

class WerwolfRoom extends Room {
  maxClients = PLAYERS + 8
  /** Patches go out right after each action, not on a 50 ms tick. */
  patchRate = null
  autoDispose = true

  onCreate() {
    rooms.add(this)
    this.state = new State()
    for (let i = 0; i < PLAYERS; i++) {
      const seat = String(i)
      this.state.secrets.set(seat, new Secret().assign({ seat, prompt: new Prompt() }))
    }
    this.seats = new Map()
    this.names = {}
    this.game = null
    this.snapshotBytes = 0
    this.onMessage('act', (client, message) => this.onAct(client, message))
  }

  onDispose() {
    rooms.delete(this)
  }

  onJoin(client, options) {
    if (options?.spectate) return
    const seat = String(options.seat)
    this.seats.set(client.sessionId, seat)
    this.names[seat] = String(options.name ?? seat).slice(0, 24)
    client.view = new StateView()
    client.view.add(this.state.secrets.get(seat))
  }

  onAct(client, message) {
    const seat = this.seats.get(client.sessionId)
    const { id, action } = message ?? {}
    if (seat === undefined || typeof id !== 'string' || !action) return client.send('error', { id, code: 'bad_frame' })
    const now = Date.now()
    let refusal = null
    if (action.type === 'start' || action.type === 'restart') {
      if (seat !== '0') refusal = 'not_host'
      else if (this.game && this.game.phase !== 'ended') refusal = 'running'
      else {
        const version = this.game?.version ?? 0
        this.game = newGame([...Array(PLAYERS).keys()].map(String), this.names, (Math.random() * 2 ** 32) >>> 0, now)
        this.game.version = version
      }
    } else if (!this.game) refusal = 'not_running'
    else if (action.type === 'skip' && seat !== '0') refusal = 'not_host'
    else refusal = act(this.game, seat, action, now)
    if (refusal) return client.send('error', { id, code: refusal })
    this.game.version++
    mirror(this.state, this.game)
    this.broadcastPatch()
    client.send('ack', { id, v: this.game.version })
    // Colyseus persists nothing; what there is to store is the room's game state, as JSON.
    if (this.game.phase === 'ended' && !this.snapshotBytes) this.snapshotBytes = JSON.stringify(this.game).length
  }
}

// Time each client message end to end: decode, handler, rules, mirror, per-view encode, send.
const original = Room.prototype._onMessage
Room.prototype._onMessage = function timed(client, buffer) {
  const t0 = process.hrtime.bigint()
  try {
    return original.call(this, client, buffer)
  } finally {
    if (this.game) timings.add(Number(process.hrtime.bigint() - t0) / 1e6)
  }
}

const server = defineServer({
  rooms: { werwolf: defineRoom(WerwolfRoom) },
  transport: new WebSocketTransport(),
  greet: false,
  gracefullyShutdown: false,
})
timings.onSnapshot(() => Math.max(0, ...[...rooms].map((r) => r.snapshotBytes)) || null)
await server.listen(port, '127.0.0.1')
process.send?.({ ready: true })
