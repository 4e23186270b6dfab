/**
 * Driving rooms inside the workers pool (cloudflare:test): sockets through the Worker like a
 * browser, the stored record, restarts, alarms and a fake wall clock. The Durable Object runs in
 * the same isolate as the tests, so `vi.setSystemTime` moves its clock too.
 */
import { SELF, env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { DurableObject } from 'cloudflare:workers'
import { expect, vi } from 'vitest'
import type { RoomRecord } from '../../server/room/room-record'
import { FrameClient } from './frame-client'
import { isType } from './frames'
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

export { fakeClock, setClock } from './fake-clock'

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

/** A phone: one socket into the room (a workerd WebSocket), every frame recorded, answers counted. */
export class RoomClient extends FrameClient {
  /**
   * Opens a socket. By default straight to the room's object, with the headers partyserver's
   * router adds; `viaWorker` goes through the Worker's fetch handler like a browser (origin check
   * and routing included). Sockets opened through SELF make every later SELF request slower in
   * the pool (about 0.1 ms per socket ever opened), so long suites use the direct path. `query`:
   * the address's parameters (a seat named in the address, joinInAddress).
   */
  static async open(code: string, options: { viaWorker?: boolean; headers?: Record<string, string>; query?: Record<string, string> } = {}): Promise<RoomClient> {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : ''
    const res = options.viaWorker
      ? await SELF.fetch(`${ORIGIN}/parties/main/${code}${query}`, { headers: { Upgrade: 'websocket', ...options.headers } })
      : await stubFor(code).fetch(
          new Request(`${ORIGIN}/parties/main/${code}${query}`, { headers: { Upgrade: 'websocket', 'x-partykit-room': code, 'x-partykit-namespace': 'main', ...options.headers } }),
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
