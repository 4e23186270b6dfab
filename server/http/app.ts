/**
 * The HTTP side, one Hono app for both hosts: room creation and look-up, the rules pages, and the
 * app page for room links. Rooms are reached through a small port so each host plugs in its own way.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { isGameId } from '../../shared/games'
import { pickLang, t } from '../../shared/i18n'
import { gameById } from '../games'
import { normaliseRoomCode, newRoomCode } from '../room/room-code'
import { rulesPage } from './rules-page'

/** How the app reaches a room's object: forwards a request to the room with this code. */
export interface RoomDirectory {
  request(code: string, init: { method: 'GET' | 'POST'; query?: string }): Promise<Response>
}

export interface AppPorts {
  rooms: RoomDirectory
  /** Serves a built client file (the app's index.html for room links). */
  asset(request: Request, path: string): Promise<Response>
}

const CreateRoomBody = v.object({ game: v.pipe(v.string(), v.check((g) => isGameId(g), 'unknown game')) })

/** How often to draw a new code when one is taken, before giving up. */
const CODE_ATTEMPTS = 5

export function createApp(ports: AppPorts) {
  const app = new Hono()

  app.post('/api/rooms', async (c) => {
    const body = await c.req.json().catch(() => undefined)
    const parsed = v.safeParse(CreateRoomBody, body)
    if (!parsed.success) return c.json({ error: v.summarize(parsed.issues) }, 400)
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = newRoomCode()
      const res = await ports.rooms.request(code, { method: 'POST', query: `create=${parsed.output.game}` })
      if (res.status === 201) return c.json({ code, url: new URL(`/r/${code}`, c.req.url).href }, 201)
      if (res.status !== 409) return c.json({ error: 'room could not be created' }, 500)
    }
    return c.json({ error: 'no free room code, try again' }, 503)
  })

  app.get('/api/rooms/:code', async (c) => {
    const code = normaliseRoomCode(c.req.param('code'))
    if (!code) return c.json({ error: 'not found' }, 404)
    const res = await ports.rooms.request(code, { method: 'GET' })
    return c.json(await res.json(), res.status === 200 ? 200 : 404)
  })

  app.get('/rules/:game', (c) => {
    const game = c.req.param('game')
    const def = gameById(game)
    const lang = pickLang(c.req.query('lang') ?? c.req.header('Accept-Language'))
    if (!def || !isGameId(game)) return c.html(`<!doctype html><title>404</title><p>${t(lang, 'error.unknown_game')}</p>`, 404)
    c.header('Content-Language', lang)
    c.header('Vary', 'Accept-Language')
    return c.html(rulesPage(game, def.rules[lang], lang))
  })

  app.get('/r/:code', (c) => ports.asset(c.req.raw, '/index.html'))

  return app
}
