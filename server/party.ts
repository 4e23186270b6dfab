/**
 * The entry for the partykit host (`partykit dev` / `partykit deploy`): the same GameRoom class,
 * with the same Hono app answering HTTP requests in onFetch.
 */
import type * as Party from 'partykit/server'
import { createApp } from './http/app'
import { originAllowed } from './http/origin'
import { GameRoom } from './room/game-room'

export default class PartyRoom extends GameRoom {
  static async onFetch(request: Party.Request, lobby: Party.FetchLobby, ctx: Party.ExecutionContext): Promise<Response> {
    const app = createApp({
      rooms: {
        request: (code, init) =>
          lobby.parties.main!.get(code).fetch(`/${init.query ? `?${init.query}` : ''}`, { method: init.method }),
      },
      asset: async (_request, path) => (await lobby.assets.fetch(path)) ?? new Response('Not found', { status: 404 }),
      lanOrigin: lobby.env.LAN_ORIGIN as string | undefined,
    })
    return app.fetch(request as unknown as Request, lobby.env, ctx as unknown as Parameters<typeof app.fetch>[2])
  }

  /**
   * A room's own HTTP side (creating it, its summary) is the app's to call, through onFetch and
   * `lobby.parties`, which reaches the room directly; straight from outside it would skip the app's
   * checks (the origin, the rate of new rooms, the shape of a room code).
   */
  static onBeforeRequest(): Response {
    return new Response('Not found', { status: 404 })
  }

  static onBeforeConnect(request: Party.Request, lobby: Party.Lobby): Party.Request | Response {
    return originAllowed(request as unknown as Request, lobby.env.ALLOWED_ORIGINS as string | undefined)
      ? request
      : new Response('Origin not allowed', { status: 403 })
  }
}

PartyRoom satisfies Party.Worker
