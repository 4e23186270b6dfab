/**
 * A phone in a room test: one socket into the room, every frame recorded, answers counted. The
 * socket is any WebSocket-like end: a workerd WebSocket (room-harness.ts) or the in-page channel of
 * the room on a device (local-harness.ts), so the same scenarios drive either host.
 */
import { type ClientFrame, type ServerFrame, readServerFrame } from '../../shared/protocol'
import { FrameRecorder, isType, type StateFrame } from './frames'

/** Frame types that answer a client frame (state frames are broadcasts, not answers). */
const REPLIES: ReadonlySet<ServerFrame['type']> = new Set(['ack', 'error', 'pong', 'welcome'])

/**
 * How long a phone waits for the answers it is owed (or for its socket to close) before the test
 * fails: only a hang should reach it, never a machine busy with other work (a round of 25 frames
 * has been seen to take more than 10 s at a load of 40 on two cores).
 */
const ANSWER_WAIT_MS = 60_000

/** The socket surface a test phone needs. */
export interface ClientSocket {
  send(data: string | ArrayBuffer): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void
}

export class FrameClient {
  readonly rec: FrameRecorder
  seat: string | null = null
  token: string | null = null
  closed: { code: number; reason: string } | null = null
  /** Every answer received (ack, error, pong, welcome), in order. */
  readonly answersLog: ServerFrame[] = []
  private replies = 0
  private replyWaiters: { count: number; resolve: () => void }[] = []
  private closeWaiters: (() => void)[] = []

  constructor(readonly ws: ClientSocket) {
    this.rec = new FrameRecorder(ws as unknown as ConstructorParameters<typeof FrameRecorder>[0])
    ws.addEventListener('message', (event) => {
      // The recorder's listener, added first, has parsed this frame already: big rooms receive
      // thousands of state frames, so parse only what the recorder did not keep.
      const frame = this.rec.raw.at(-1) === event.data ? this.rec.frames.at(-1)! : readServerFrame(String(event.data))
      if (!REPLIES.has(frame.type)) return
      this.answersLog.push(frame)
      this.replies++
      this.replyWaiters = this.replyWaiters.filter((w) => (w.count <= this.replies ? (w.resolve(), false) : true))
    })
    ws.addEventListener('close', (event) => {
      this.closed = { code: event.code, reason: event.reason }
      for (const resolve of this.closeWaiters) resolve()
    })
  }

  async join(name: string, token?: string, spectate?: boolean): Promise<{ seat: string; token: string }> {
    this.send({ type: 'join', name, ...(token ? { token } : {}), ...(spectate ? { spectate } : {}) })
    const welcome = await this.rec.next(isType('welcome'))
    this.seat = welcome.seat
    this.token = welcome.token
    return welcome
  }

  /** Answers received so far (ack, error, pong, welcome). */
  get answered(): number {
    return this.replies
  }

  /** Resolves once `count` answers have arrived in total. */
  answers(count: number, timeoutMs = ANSWER_WAIT_MS): Promise<void> {
    if (this.replies >= count) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${this.replies} of ${count} answers within ${timeoutMs} ms`)), timeoutMs)
      this.replyWaiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) })
    })
  }

  /** Resolves when the socket has closed. */
  whenClosed(timeoutMs = ANSWER_WAIT_MS): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs)
      this.closeWaiters.push(() => (clearTimeout(timer), resolve(this.closed!)))
    })
  }

  send(frame: ClientFrame | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame))
  }

  sendRaw(data: string | ArrayBuffer): void {
    this.ws.send(data)
  }

  /** Sends a frame with an id and resolves with its ack or error. */
  async request(frame: ClientFrame & { id: string }): Promise<Extract<ServerFrame, { type: 'ack' | 'error' }>> {
    this.send(frame)
    return this.rec.next((f): f is Extract<ServerFrame, { type: 'ack' | 'error' }> => (f.type === 'ack' || f.type === 'error') && f.id === frame.id)
  }

  /** Sends a frame with an id and insists it is acknowledged. */
  async accepted(frame: ClientFrame & { id: string }): Promise<void> {
    const reply = await this.request(frame)
    if (reply.type !== 'ack') throw new Error(`${this.seat}: ${JSON.stringify(frame)} refused: ${reply.code} ${JSON.stringify(reply.notice)}`)
  }

  latestState(): StateFrame | undefined {
    return this.rec.latestState()
  }

  close(): void {
    if (!this.closed) this.ws.close(1000, 'done')
  }
}

