/**
 * The Worker entry for the wrangler host: Hono serves HTTP, and room sockets and requests go to the
 * GameRoom Durable Object through partyserver, which hibernates idle sockets.
 */
import { Server, getServerByName, routePartykitRequest, type Connection, type ConnectionContext, type WSMessage } from 'partyserver'
import type * as Party from 'partykit/server'
import { type AbuseLimits, abuseLimits } from './http/abuse-limits'
import { createApp } from './http/app'
import { type ConnectionState, GameRoom } from './room/game-room'

export interface Env {
  Main: DurableObjectNamespace<GameRoomObject>
  ASSETS: Fetcher
  ALLOWED_ORIGINS?: string
  ROOMS_PER_MINUTE?: string
  UNKNOWN_CODES_PER_MINUTE?: string
  /** Hours a room with nobody connected lives on before it deletes itself (server/room/room-lifetime.ts). */
  ROOM_IDLE_HOURS?: string
  /** Where phones on the local network reach this server: set by `npm start` (server/dev/launch.ts), empty on a deploy. */
  LAN_ORIGIN?: string
  /** Set to 1 to run the rooms' timing probe (server/room/probe.ts); the bench does, production does not. */
  ROOM_PROBE?: string
}

/**
 * The Durable Object class: a thin adapter from partyserver's hooks to the Party.Server GameRoom.
 * (partyserver passes the connection first to onMessage; partykit passes the message first.)
 */
export class GameRoomObject extends Server<Env> {
  static override options = GameRoom.options
  readonly #room: GameRoom

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    const server = this
    const room = {
      get id() {
        return server.name
      },
      get name() {
        return 'main'
      },
      env: env as unknown as Record<string, unknown>,
      storage: ctx.storage,
      blockConcurrencyWhile: ctx.blockConcurrencyWhile.bind(ctx),
      getConnection: (id: string) => server.getConnection(id),
      getConnections: (tag?: string) => server.getConnections(tag),
      broadcast: (msg: string, without?: string[]) => server.broadcast(msg, without),
    }
    this.#room = new GameRoom(room as unknown as Party.Room)
  }

  override onStart() {
    return this.#room.onStart()
  }
  override onConnect(connection: Connection, ctx: ConnectionContext) {
    // The upgrade request carries the client's address (the room counts wrong switch codes per address).
    return this.#room.onConnect(connection as unknown as Party.Connection<ConnectionState>, ctx as unknown as Party.ConnectionContext)
  }
  override onMessage(connection: Connection, message: WSMessage) {
    return this.#room.onMessage(message, connection as unknown as Party.Connection<ConnectionState>)
  }
  override onClose(connection: Connection) {
    return this.#room.onClose(connection as unknown as Party.Connection<ConnectionState>)
  }
  override onRequest(request: Request) {
    return this.#room.onRequest(request as unknown as Party.Request)
  }
  override onAlarm() {
    return this.#room.onAlarm()
  }
}

/** Per-isolate state: the limits' counters live as long as the isolate does. */
let limits: AbuseLimits | undefined

function appFor(env: Env) {
  limits ??= abuseLimits(env)
  return createApp({
    limits,
    allowedOrigins: env.ALLOWED_ORIGINS,
    probe: env.ROOM_PROBE === '1',
    lanOrigin: env.LAN_ORIGIN,
    connect: async (request) => (await routePartykitRequest(request, env)) ?? new Response('Not found', { status: 404 }),
    rooms: {
      async request(code, init) {
        const stub = await getServerByName(env.Main, code)
        const query = init.query ? `?${init.query}` : ''
        return stub.fetch(new Request(`https://room/parties/main/${code}${query}`, { method: init.method }))
      },
    },
    asset: (request, path) => env.ASSETS.fetch(new URL(path, request.url)),
  })
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> | Response {
    return appFor(env).fetch(request, env, ctx)
  },
} satisfies ExportedHandler<Env>
