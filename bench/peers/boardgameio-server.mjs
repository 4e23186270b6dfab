/**
 * The Werwolf round on boardgame.io 0.50 (boardgame.io/server, socket.io transport, in-memory
 * storage), as a boardgame.io developer would write it: G holds the rules' state, every player may
 * move at any time (ActivePlayers.ALL; the moves ignore stale state ids, since votes and night taps
 * are simultaneous), and `playerView` gives each player their own secrets and spectators the
 * public part. The rules are bench/peers/werwolf-rules.mjs (shared with Colyseus).
 *
 * Server time: the per-match queue runs Master#onUpdate (fetch → reducer with immer → storage write
 * → playerView and socket.io emit for every socket in the match); p-queue's `add` is wrapped with a
 * high-resolution timer around that function. The parent reads timings over IPC.
 * Usage: node boardgameio-server.mjs PORT API_PORT   (binds 127.0.0.1 only)
 */
import { createRequire } from 'node:module'
import { act, newGame, viewFor } from './werwolf-rules.mjs'
import { serverTimings } from './timings.mjs'

const require = createRequire(import.meta.url)
const { Server } = require('boardgame.io/server')
const { ActivePlayers, INVALID_MOVE } = require('boardgame.io/core')
const PQueue = require('p-queue').default ?? require('p-queue')

const port = Number(process.argv[2])
const PLAYERS = 16
const timings = serverTimings()
let snapshotBytes = null

/** One move for every action, like the other systems' single `act` frame. */
function actMove({ G, playerID }, action) {
  const now = Date.now()
  if (!action || typeof action.type !== 'string') return INVALID_MOVE
  if (action.type === 'start' || action.type === 'restart') {
    if (playerID !== '0' || (G.game && G.game.phase !== 'ended')) return INVALID_MOVE
    const seats = [...Array(PLAYERS).keys()].map(String)
    G.game = newGame(seats, Object.fromEntries(seats.map((s) => [s, `Player ${Number(s) + 1}`])), (Math.random() * 2 ** 32) >>> 0, now)
    return
  }
  if (!G.game) return INVALID_MOVE
  if (action.type === 'skip' && playerID !== '0') return INVALID_MOVE
  if (act(G.game, playerID, action, now) !== null) return INVALID_MOVE
}

const Werwolf = {
  name: 'werwolf',
  minPlayers: PLAYERS,
  maxPlayers: PLAYERS,
  setup: () => ({ game: null }),
  turn: { activePlayers: ActivePlayers.ALL },
  // The whole game is one turn of simultaneous moves; without this every move would keep a copy
  // of the state for undo, and the stored match would grow with the square of the moves.
  disableUndo: true,
  moves: { act: { move: actMove, ignoreStaleStateID: true, client: false } },
  playerView: ({ G, playerID }) => (G.game ? viewFor(G.game, playerID ?? null) : { phase: 'lobby', prompt: null }),
}

// Time Master#onUpdate: the only work p-queue runs per match is that call.
const add = PQueue.prototype.add
PQueue.prototype.add = function timedAdd(fn, options) {
  return add.call(
    this,
    async () => {
      const t0 = process.hrtime.bigint()
      try {
        return await fn()
      } finally {
        timings.add(Number(process.hrtime.bigint() - t0) / 1e6)
      }
    },
    options,
  )
}

const server = Server({ games: [Werwolf], origins: [/127\.0\.0\.1/] })
timings.onSnapshot(() => snapshotBytes)
// The stored record at the end of a match's first game: state and log as the in-memory store keeps
// them (later games in the same match keep growing the log).
const db = server.db
const setState = db.setState.bind(db)
const measured = new Set()
db.setState = (matchID, state, deltalog) => {
  const out = setState(matchID, state, deltalog)
  if (state?.G?.game?.phase === 'ended' && !measured.has(matchID)) {
    measured.add(matchID)
    const { log } = db.fetch(matchID, { log: true })
    snapshotBytes = Math.max(snapshotBytes ?? 0, JSON.stringify({ state, log }).length)
  }
  return out
}
// Listen on loopback only (run() would listen on every interface). The lobby API runs on its own
// port: with today's koa-compose, routes added after koa-socket-2 built the game server's handler
// are not seen by it, so the single-port setup answers 404 to every lobby request.
const apiPort = Number(process.argv[3])
const Koa = require('koa')
Koa.prototype.listen = function loopbackListen(p, cb) {
  return require('node:http').createServer(this.callback()).listen(p, '127.0.0.1', cb)
}
server.app.listen = ((listen) => (p, cb) => listen.call(server.app, p, '127.0.0.1', cb))(server.app.listen)
await server.run({ port, lobbyConfig: { apiPort } })
process.send?.({ ready: true })
