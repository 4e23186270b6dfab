/**
 * The floor for the benchmark: one Durable Object per room that does nothing but echo and fan out.
 * Each message from a socket is answered by one ~1.5 KB frame to every socket in the room
 * (hibernation API, like partyserver uses). No validation, no game, no storage: what is left is the
 * cost of workerd, the DO runtime and the sockets, which no room on this runtime can beat.
 */
import { DurableObject } from 'cloudflare:workers'

/** Size of the fanned-out frame, close to a Spielleiter state frame's order of magnitude. */
const FRAME_BYTES = 1536
/** Actions per "phase": every 16th message bumps the phase, so the driver's bursts look like a game's. */
const ACTIONS_PER_PHASE = 16

export class FloorRoom extends DurableObject {
  constructor(ctx, env) {
    super(ctx, env)
    this.version = 0
    this.count = 0
    this.phase = 0
    this.frameBytes = FRAME_BYTES
  }

  async fetch(request) {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/clock')) return this.clock()
    if (url.pathname.endsWith('/probe')) return this.probe()
    if (url.pathname.endsWith('/stats')) {
      const samples = this.samples ?? []
      if (url.searchParams.has('reset')) this.samples = []
      return Response.json({ samples })
    }
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('floor', { status: 200 })
    // Diagnostic variant: also write each frame to storage, so the output gate holds it until durable.
    if (url.searchParams.has('persist')) this.persist = true
    // Diagnostic variant: frames of another size (e.g. a Spielleiter state frame's).
    if (url.searchParams.has('bytes')) this.frameBytes = Math.min(65_536, Math.max(64, Number(url.searchParams.get('bytes')) || FRAME_BYTES))
    const pair = new WebSocketPair()
    this.ctx.acceptWebSocket(pair[1])
    // The attachment partyserver keeps on each socket (its id, tags and the app's connection state).
    pair[1].serializeAttachment({ __pk: { id: crypto.randomUUID(), tags: [], uri: request.url }, __user: { seat: 's1' } })
    return new Response(null, { status: 101, webSocket: pair[0] })
  }

  /** Whether the clock moves while the isolate computes (it does not on Cloudflare). */
  clock() {
    const d0 = Date.now()
    const p0 = performance.now()
    let x = 0
    for (let i = 0; i < 3e7; i++) x += i % 7
    return Response.json({ dateMs: Date.now() - d0, perfMs: performance.now() - p0, x })
  }

  /** Parse → "engine" (a counter) → one frame → send to every socket, timed (local workerd's clock moves). */
  /**
   * What one pass over the room's sockets costs the way partyserver's getConnections() walks them:
   * getWebSockets(), then deserializeAttachment() on every socket (it is not cached there).
   */
  probe() {
    const rounds = 2000
    const sockets = this.ctx.getWebSockets().length
    let t = performance.now()
    for (let i = 0; i < rounds; i++) for (const ws of this.ctx.getWebSockets()) ws.deserializeAttachment()
    const pass = ((performance.now() - t) / rounds) * 1000
    t = performance.now()
    for (let i = 0; i < rounds; i++) this.ctx.getWebSockets()
    const list = ((performance.now() - t) / rounds) * 1000
    return Response.json({ sockets, passMicros: pass, getWebSocketsMicros: list })
  }

  webSocketMessage(ws, message) {
    const t0 = performance.now()
    const { id } = JSON.parse(message)
    this.version++
    if (++this.count % ACTIONS_PER_PHASE === 0) this.phase++
    const head = `{"type":"state","version":${this.version},"phase":${this.phase},"id":${JSON.stringify(String(id))},"pad":"`
    const frame = head + 'x'.repeat(Math.max(0, this.frameBytes - head.length - 2)) + '"}'
    if (this.persist) this.ctx.storage.put('frame', frame)
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(frame)
      } catch {
        // a socket closing under us; the others still get the frame
      }
    }
    this.samples ??= []
    if (this.samples.length < 100_000) this.samples.push(performance.now() - t0)
  }

  webSocketClose(ws, code) {
    try {
      ws.close(code, 'bye')
    } catch {
      // already closed
    }
  }
}

export default {
  fetch(request, env) {
    const url = new URL(request.url)
    const match = /^\/room\/([A-Za-z0-9_-]{1,40})/.exec(url.pathname)
    if (!match) return new Response('not found', { status: 404 })
    return env.FLOOR.get(env.FLOOR.idFromName(match[1])).fetch(request)
  },
}
