/**
 * A phone for the socket tier: a plain `ws` WebSocket to the real server (no automatic
 * reconnect, so a test decides when sockets drop and come back), every frame recorded.
 */
import WebSocket from 'ws'
import { type ClientFrame, RESUME_PARAMS } from '../../shared/protocol'
import { FrameRecorder, isState, isType, type StateFrame } from './frames'

export class SocketClient {
  readonly rec: FrameRecorder
  seat: string | null = null
  token: string | null = null
  closed: { code: number; reason: string } | null = null
  private readonly closing: Promise<{ code: number; reason: string }>

  private constructor(readonly ws: WebSocket) {
    this.rec = new FrameRecorder(ws as unknown as ConstructorParameters<typeof FrameRecorder>[0])
    this.closing = new Promise((resolve) => {
      ws.addEventListener('close', (event) => {
        this.closed = { code: event.code, reason: String(event.reason) }
        resolve(this.closed)
      })
    })
  }

  /** Opens a socket to a room on the server at this port. */
  static async connect(port: number, code: string): Promise<SocketClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/parties/main/${code}`)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    return new SocketClient(ws)
  }

  /** Opens a socket and joins (with a token: takes that seat back). */
  static async joined(port: number, code: string, name: string, token?: string): Promise<SocketClient> {
    const client = await SocketClient.connect(port, code)
    await client.join(name, token)
    return client
  }

  /**
   * Opens a socket whose address names its seat (joinInAddress): the room seats it as it opens,
   * with no join frame. Resolves once it is open; its welcome may already be recorded.
   */
  static async resumed(port: number, code: string, name: string, token: string): Promise<SocketClient> {
    const seat = new URLSearchParams({ [RESUME_PARAMS.name]: name, [RESUME_PARAMS.token]: token })
    const ws = new WebSocket(`ws://127.0.0.1:${port}/parties/main/${code}?${seat}`)
    // Recording from the start: the room's first frames come with the handshake's answer.
    const client = new SocketClient(ws)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    return client
  }

  async join(name: string, token?: string): Promise<{ seat: string; token: string }> {
    this.send(token ? { type: 'join', name, token } : { type: 'join', name })
    const welcome = await this.rec.next(isType('welcome'))
    this.seat = welcome.seat
    this.token = welcome.token
    return welcome
  }

  send(frame: ClientFrame | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame))
  }

  /** Sends a frame with an id and resolves with its ack or error. */
  request(frame: ClientFrame & { id: string }) {
    this.send(frame)
    return this.rec.next((f): f is Extract<typeof f, { type: 'ack' | 'error' }> => (f.type === 'ack' || f.type === 'error') && f.id === frame.id)
  }

  /** The first state frame, received already or still to come, that passes the test. */
  async stateWhere(test: (f: StateFrame) => boolean): Promise<StateFrame> {
    const seen = this.rec.frames.find((f): f is StateFrame => f.type === 'state' && test(f))
    return seen ?? this.rec.next(isState(test))
  }

  whenClosed(): Promise<{ code: number; reason: string }> {
    return this.closing
  }

  /** Drops the connection at once, as a phone losing its network does (no closing handshake). */
  drop(): void {
    this.ws.terminate()
  }

  close(): void {
    if (!this.closed) this.ws.close(1000, 'done')
  }
}
