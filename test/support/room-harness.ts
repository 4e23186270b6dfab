/**
 * Driving rooms inside the workers pool (cloudflare:test): sockets through the Worker like a
 * browser, the stored record, restarts, alarms and a fake wall clock. The Durable Object runs in
 * the same isolate as the tests, so `vi.setSystemTime` moves its clock too.
 */
import { SELF, env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { DurableObject } from 'cloudflare:workers'
import { expect, vi } from 'vitest'
import type { RoomRecord } from '../../server/room/room-record'
import { type ClientFrame, type ServerFrame, readServerFrame } from '../../shared/protocol'
import { FrameRecorder, isType, type StateFrame } from './frames'
import { storedRecord } from '../../server/room/record-store'

/**
 * The workers pool (@cloudflare/vitest-pool-workers 0.15) wraps each Durable Object class in a
 * class whose constructor wraps the class's prototype in one more Proxy on every construction
 * (cloudflare/workers-sdk#15092). Every restart constructs the room anew, so after n restarts each
 * call into any room walks n proxies: a suite slows down quadratically, and after a few thousand
 * restarts calls overflow the stack. The wrapper constructs through
 * `Reflect.construct(DurableObject, args, Wrapper)`; this puts the wrapper's prototype back to the
 * single proxy of its first construction before every later one, which is what the pool's fix
 * (workers-sdk#15106) does.
 */
function keepOnePrototypeProxy(): void {
  const patched = Symbol.for('spielleiter.onePrototypeProxy')
  const global = globalThis as { [patched]?: true }
  if (global[patched]) return
  global[patched] = true
  const firstProxy = new WeakMap<object, unknown>()
  const construct = Reflect.construct
  Object.defineProperty(Reflect, 'construct', {
    configurable: true,
    writable: true,
    value: function (target: Function, args: ArrayLike<unknown>, newTarget: Function = target): object {
      if (target === DurableObject && newTarget !== target) {
        const first = firstProxy.get(newTarget)
        if (first === undefined) firstProxy.set(newTarget, newTarget.prototype)
        else newTarget.prototype = first
      }
      return construct(target, args, newTarget)
    },
  })
}
keepOnePrototypeProxy()

const ORIGIN = 'http://spielleiter.test'
/**
 * How long a phone waits for the answers it is owed (or for its socket to close) before the test
 * fails: only a hang should reach it, never a machine busy with other work (a round of 25 frames
 * has been seen to take more than 10 s at a load of 40 on two cores).
 */
const ANSWER_WAIT_MS = 60_000
/** Frame types that answer a client frame (state frames are broadcasts, not answers). */
const REPLIES: ReadonlySet<ServerFrame['type']> = new Set(['ack', 'error', 'pong', 'welcome'])

/**
 * A wall clock far in the future, so alarms the room sets are never due in real time: they fire
 * only when a test runs them. Returns the starting time.
 */
export function fakeClock(): number {
  const real = vi.getRealSystemTime()
  vi.useFakeTimers({ toFake: ['Date'] })
  const start = Math.ceil((real + 365 * 24 * 3600_000) / 1000) * 1000
  vi.setSystemTime(start)
  return start
}

/** Moves the fake wall clock to `at` (never backwards). */
export function setClock(at: number): void {
  if (at < Date.now()) throw new Error(`the clock may not go back (${at} < ${Date.now()})`)
  vi.setSystemTime(at)
}

export function stubFor(code: string) {
  return env.Main.get(env.Main.idFromName(code))
}

/** The room's stored record (what a restart would load). */
export function readRecord(code: string): Promise<RoomRecord> {
  return runInDurableObject(stubFor(code), async (_i, state) => {
    const record = await storedRecord(state.storage)
    if (!record) throw new Error(`room ${code} has no record`)
    return record
  })
}

/** The alarm the room has set, or null. */
export function readAlarm(code: string): Promise<number | null> {
  return runInDurableObject(stubFor(code), (_i, state) => state.storage.getAlarm())
}

/** Drops the room's in-memory instance and every socket; the next request starts it from storage. */
export async function restart(code: string): Promise<void> {
  await runInDurableObject(stubFor(code), (_i, state) => state.abort('restart')).catch(() => undefined)
}

/** Runs the room's alarm now, whatever time it was set for; false when none was set. */
export function fireAlarm(code: string): Promise<boolean> {
  return runDurableObjectAlarm(stubFor(code))
}

/** Creates a room over HTTP. */
export async function createRoom(game: string): Promise<string> {
  const res = await SELF.fetch(`${ORIGIN}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game }) })
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { code: string }).code
}

/** Wakes the room with an HTTP request (as a lobby look-up would). */
export async function touch(code: string): Promise<number> {
  const res = await SELF.fetch(`${ORIGIN}/api/rooms/${code}`)
  await res.arrayBuffer()
  return res.status
}

/** A phone: one socket into the room, every frame recorded, answers counted. */
export class RoomClient {
  readonly rec: FrameRecorder
  seat: string | null = null
  token: string | null = null
  closed: { code: number; reason: string } | null = null
  /** Every answer received (ack, error, pong, welcome), in order. */
  readonly answersLog: ServerFrame[] = []
  private replies = 0
  private replyWaiters: { count: number; resolve: () => void }[] = []
  private closeWaiters: (() => void)[] = []

  private constructor(readonly ws: WebSocket) {
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

  /**
   * Opens a socket. By default straight to the room's object, with the headers partyserver's
   * router adds; `viaWorker` goes through the Worker's fetch handler like a browser (origin check
   * and routing included). Sockets opened through SELF make every later SELF request slower in
   * the pool (about 0.1 ms per socket ever opened), so long suites use the direct path.
   */
  static async open(code: string, options: { viaWorker?: boolean; headers?: Record<string, string> } = {}): Promise<RoomClient> {
    const res = options.viaWorker
      ? await SELF.fetch(`${ORIGIN}/parties/main/${code}`, { headers: { Upgrade: 'websocket', ...options.headers } })
      : await stubFor(code).fetch(
          new Request(`${ORIGIN}/parties/main/${code}`, { headers: { Upgrade: 'websocket', 'x-partykit-room': code, 'x-partykit-namespace': 'main', ...options.headers } }),
        )
    const ws = res.webSocket
    if (!ws) throw new Error(`no websocket: ${res.status}`)
    ws.accept()
    return new RoomClient(ws)
  }

  /** Opens a socket and joins (with a token: takes that seat back). */
  static async joined(code: string, name: string, token?: string): Promise<RoomClient> {
    const client = await RoomClient.open(code)
    await client.join(name, token)
    return client
  }

  /** Opens the room's table screen: a socket that joins with `table`. */
  static async tableScreen(code: string): Promise<RoomClient> {
    const client = await RoomClient.open(code)
    client.send({ type: 'join', name: 'Tisch', table: true })
    const welcome = await client.rec.next(isType('welcome'))
    client.seat = welcome.seat
    client.token = welcome.token
    return client
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

/** A lobby of `game` with these people joined in order, each on a phone of its own; the first is the host. */
export async function lobbyRoom(game: string, names: readonly string[]) {
  const code = await createRoom(game)
  const clients: RoomClient[] = []
  for (const name of names) clients.push(await RoomClient.joined(code, name))
  return { code, clients }
}

/**
 * A room with `players` joined phones (Player 1 is the host), started with these options (null:
 * recommended). With a seed, the room's random draw for the start is forced to it, so the game is
 * the engine's `setup` with that seed, and reproducible.
 */
export async function startedRoom(game: string, players: number, options: unknown = null, seed?: number) {
  const code = await createRoom(game)
  const clients: RoomClient[] = []
  for (let i = 0; i < players; i++) clients.push(await RoomClient.joined(code, `Player ${i + 1}`))
  const host = clients[0]!
  if (options !== null) await host.accepted({ type: 'lobby', id: 'options', command: { type: 'options', options } })
  const draw = seed === undefined ? undefined : vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
    if (!(array instanceof Uint32Array) || array.length !== 1) throw new Error('the forced seed expected the start command\'s draw')
    array[0] = seed >>> 0
    return array
  })
  await host.accepted({ type: 'lobby', id: 'start', command: { type: 'start' } })
  if (draw) {
    expect(draw, 'the room draws its seed with crypto.getRandomValues when the game starts').toHaveBeenCalledTimes(1)
    draw.mockRestore()
  }
  const record = await readRecord(code)
  if (record.phase !== 'playing' || !record.match) throw new Error(`room ${code} did not start: ${record.phase}`)
  return { code, clients, host, record }
}
