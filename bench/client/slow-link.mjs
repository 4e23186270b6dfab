/**
 * A phone's network for the resume bench: a TCP proxy in front of the app that holds every byte for
 * half of DevTools' "Slow 4G" round trip in each direction and caps each direction's bandwidth (the
 * browser's own network emulation does not delay WebSocket frames), and that fails the ways a
 * phone's network fails:
 * - `cut()`: the network is gone. The phone's end of every open connection is closed (its system
 *   tells the browser), the server's end stays open and hears nothing (nobody tells the server), and
 *   new connections are refused until `restore()`.
 * - `silence()`: every open connection dies without a word (a locked phone's sockets, a network that
 *   changed under them): nothing passes any more and neither end is told. New connections work.
 */
import { connect, createServer } from 'node:net'

/** One direction of a connection: bytes leave in order, each after the latency and its share of the bandwidth. */
class DelayedPipe {
  constructor(to, latencyMs, bytesPerSecond) {
    this.to = to
    this.latencyMs = latencyMs
    this.bytesPerSecond = bytesPerSecond
    this.queue = []
    this.lineFreeAt = 0
    this.timer = null
  }

  push(chunk) {
    const now = performance.now()
    // The chunk occupies the line after the ones before it, then travels for the latency.
    const sent = Math.max(now, this.lineFreeAt) + (chunk.length / this.bytesPerSecond) * 1000
    this.lineFreeAt = sent
    this.queue.push({ chunk, at: sent + this.latencyMs })
    this.pump()
  }

  pump() {
    if (this.timer || !this.queue.length) return
    const wait = Math.max(0, this.queue[0].at - performance.now())
    this.timer = setTimeout(() => {
      this.timer = null
      const now = performance.now()
      while (this.queue.length && this.queue[0].at <= now + 1) {
        const { chunk } = this.queue.shift()
        if (!this.to.destroyed) this.to.write(chunk)
      }
      this.pump()
    }, wait)
  }

  drop() {
    this.queue = []
    clearTimeout(this.timer)
    this.timer = null
  }
}

export class SlowLink {
  /** `target`: the app's port on 127.0.0.1; the profile's round trip and bandwidths (bytes per second). */
  constructor({ targetPort, latencyMs, downBytesPerSecond, upBytesPerSecond }) {
    this.targetPort = targetPort
    this.oneWayMs = latencyMs / 2
    this.down = downBytesPerSecond
    this.up = upBytesPerSecond
    this.conns = new Set()
    this.offline = false
    this.server = createServer((client) => this.accept(client))
  }

  /** Starts listening; resolves with the port the phone should use. */
  listen() {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', () => resolve((this.port = this.server.address().port))))
  }

  accept(client) {
    if (this.offline) return void client.resetAndDestroy()
    const server = connect(this.targetPort, '127.0.0.1')
    const conn = { client, server, dead: false, toServer: new DelayedPipe(server, this.oneWayMs, this.up), toClient: new DelayedPipe(client, this.oneWayMs, this.down) }
    this.conns.add(conn)
    client.on('data', (chunk) => conn.dead || conn.toServer.push(chunk))
    server.on('data', (chunk) => conn.dead || conn.toClient.push(chunk))
    // A close passes on after the latency, like the bytes before it; a dead connection passes nothing.
    const end = (other) => () => {
      if (conn.dead) return
      setTimeout(() => other.destroy(), this.oneWayMs)
      this.conns.delete(conn)
    }
    client.on('close', end(server))
    server.on('close', end(client))
    client.on('error', () => {})
    server.on('error', () => {})
  }

  /** Every open connection stops passing anything, and neither end is told. */
  silence() {
    for (const conn of this.conns) {
      conn.dead = true
      conn.toServer.drop()
      conn.toClient.drop()
    }
  }

  /** The network is gone: the phone's ends are closed, the server's ends fall silent, no new connection gets through. */
  cut() {
    this.offline = true
    this.silence()
    for (const conn of this.conns) conn.client.resetAndDestroy()
  }

  /** The network is back: new connections get through (the old ones stay dead). */
  restore() {
    this.offline = false
  }

  /** Closes everything, dead connections too. */
  close() {
    for (const conn of this.conns) {
      conn.client.destroy()
      conn.server.destroy()
    }
    this.conns.clear()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}
