/**
 * A test client over any WebSocket-like object: records every frame it receives and waits for
 * frames by predicate. Shared by the room tier (workerd sockets) and the socket tier (ws/partysocket).
 * A `patch` is applied to the state before it, as the app does, and recorded as the full `state`
 * it makes, so tests read states whichever way they travelled; `raw` keeps what was received.
 */
import { applyStatePatch } from '../../shared/patch'
import { type ClientFrame, type ServerFrame, readServerFrame } from '../../shared/protocol'

export type StateFrame = Extract<ServerFrame, { type: 'state' }>

/** The smallest socket surface a test client needs. */
export interface FrameSocket {
  send(data: string): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
}

export class FrameRecorder {
  readonly frames: ServerFrame[] = []
  readonly raw: string[] = []
  /** How many state frames arrived as patches. */
  patches = 0
  private current: StateFrame | undefined
  private waiters: { test: (f: ServerFrame) => boolean; resolve: (f: ServerFrame, index: number) => void }[] = []
  private cursor = 0

  constructor(readonly socket: FrameSocket) {
    socket.addEventListener('message', (event) => {
      const text = typeof event.data === 'string' ? event.data : String(event.data)
      this.raw.push(text)
      const frame = this.expand(readServerFrame(text))
      if (frame.type === 'state') this.current = frame
      this.frames.push(frame)
      const index = this.frames.length - 1
      this.waiters = this.waiters.filter((w) => (w.test(frame) ? (w.resolve(frame, index), false) : true))
    })
  }

  /** Frames sent so far. */
  sent = 0

  send(frame: ClientFrame | Record<string, unknown>): void {
    this.sent++
    this.socket.send(JSON.stringify(frame))
  }

  /**
   * Resolves with the first unread frame that passes the test, waiting for it if need be.
   * Frames before the match count as read.
   */
  next<T extends ServerFrame>(test: (f: ServerFrame) => f is T, timeoutMs = 10_000): Promise<T> {
    for (let i = this.cursor; i < this.frames.length; i++) {
      const f = this.frames[i]!
      if (test(f)) {
        this.cursor = i + 1
        return Promise.resolve(f)
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms`)), timeoutMs)
      this.waiters.push({
        test: test as (f: ServerFrame) => boolean,
        resolve: (f, index) => {
          clearTimeout(timer)
          this.cursor = index + 1
          resolve(f as T)
        },
      })
    })
  }

  /** The newest state received so far. */
  latestState(): StateFrame | undefined {
    return this.current
  }

  /** A patch as the full state it makes; other frames as they are. */
  private expand(frame: ServerFrame): ServerFrame {
    if (frame.type !== 'patch') return frame
    const base = this.current
    if (!base) throw new Error(`a patch (version ${frame.version}) arrived before any state`)
    if (frame.version < base.version) throw new Error(`a patch went back from version ${base.version} to ${frame.version}`)
    this.patches++
    return { type: 'state', version: frame.version, now: frame.now ?? base.now, you: base.you, ...applyStatePatch(base, frame) }
  }
}

export const isType =
  <K extends ServerFrame['type']>(type: K) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: K }> =>
    f.type === type

export const isState = (test: (f: StateFrame) => boolean = () => true) =>
  (f: ServerFrame): f is StateFrame => f.type === 'state' && test(f)
