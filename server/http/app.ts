/**
 * The HTTP side, one Hono app for both hosts: room creation and look-up, the rules pages, and the
 * app page for room links. Rooms are reached through a small port so each host plugs in its own way.
 */
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import { isGameId } from '../games'
import { LANGS, pickLang, t } from '../../shared/i18n'
import { gameById } from '../games'
import { normaliseRoomCode, newRoomCode } from '../room/room-code'
import { type AbuseLimits, clientIp } from './abuse-limits'
import { originAllowed } from './origin'
import { rulesPage } from './rules-page'
import { earlyScriptHash } from './join-early-script'
import { earlyScreen } from './join-form'
import { type InjectedSummary, type InlineStyles, linkedStylesheet, PRELOAD_PLAN_PATH, type PreloadPlan, roomPage } from './room-page'
import { randomHex } from '../lib/random-hex'
import { cspWithScripts, withSecurityHeaders } from './security-headers'

/** How the app reaches a room's object: forwards a request to the room with this code. */
export interface RoomDirectory {
  request(code: string, init: { method: 'GET' | 'POST'; query?: string }): Promise<Response>
}

export interface AppPorts {
  rooms: RoomDirectory
  /** Serves a built client file (the app's index.html for room links). */
  asset(request: Request, path: string): Promise<Response>
  /** Hands a WebSocket upgrade to the room; hosts that route sockets themselves leave it out. */
  connect?(request: Request): Promise<Response>
  /** Per-IP limits; left out, nothing is limited. */
  limits?: AbuseLimits
  /** Origins besides our own that may open room sockets (comma-separated). */
  allowedOrigins?: string
  /** The rooms run their timing probe (server/room/probe.ts): its figures may be read over HTTP. */
  probe?: boolean
  /**
   * The origin other devices on the local network reach this server at, when whoever started it on
   * this computer knows it (`npm start`, server/dev/launch.ts): a page opened as `localhost` shares
   * its links there. Left out (deploys), pages share their own origin.
   */
  lanOrigin?: string
}

const CreateRoomBody = v.object({
  game: v.pipe(v.string(), v.check((g) => isGameId(g), 'unknown game')),
  /** The creator's language, which becomes the room's (RoomInfo.lang); absent: the default. */
  lang: v.optional(v.picklist(LANGS)),
})

/**
 * The socket's request addressed to the room as the code names it: a code typed in lower case or
 * with a dash finds the room above, and must open that room, not one of its own under that spelling.
 */
function toRoom(request: Request, code: string): Request {
  const url = new URL(request.url)
  const path = `/parties/main/${code}`
  if (url.pathname === path) return request
  url.pathname = path
  return new Request(url, request)
}

/** Largest body `POST /api/rooms` reads. */
export const MAX_CREATE_BODY_BYTES = 4 * 1024

/** How often to draw a new code when one is taken, before giving up. */
const CODE_ATTEMPTS = 5


export function createApp(ports: AppPorts) {
  const app = new Hono()
  const lanOrigin = originOf(ports.lanOrigin)

  /** Looks a room up, counting unknown codes against the caller's address. */
  async function lookUp(request: Request, code: string): Promise<Response> {
    const ip = clientIp(request)
    if (ports.limits?.misses.exceeded(ip, Date.now())) return tooMany()
    const res = await ports.rooms.request(code, { method: 'GET' })
    if (res.status === 404) ports.limits?.misses.take(ip, Date.now())
    return res
  }

  app.post(
    '/api/rooms',
    // Before anything is counted or read: a page elsewhere must not spend a visitor's quota (a
    // form or a text/plain fetch needs no CORS preflight, so only Origin and type stop it).
    async (c, next) => {
      if (!originAllowed(c.req.raw, ports.allowedOrigins)) return c.json({ error: 'origin not allowed' }, 403)
      if (!isJson(c.req.header('Content-Type'))) return c.json({ error: 'send the body as application/json' }, 415)
      await next()
    },
    bodyLimit({ maxSize: MAX_CREATE_BODY_BYTES, onError: (c) => c.json({ error: 'body too large' }, 413) }),
    createRoom,
  )

  async function createRoom(c: Context): Promise<Response> {
    if (ports.limits && !ports.limits.creations.take(clientIp(c.req.raw), Date.now())) return tooMany()
    const body = await c.req.json().catch(() => undefined)
    const parsed = v.safeParse(CreateRoomBody, body)
    if (!parsed.success) return c.json({ error: v.summarize(parsed.issues) }, 400)
    // The ticket makes creation idempotent: should the request to the room be delivered twice
    // (a retry on the way), the second delivery finds its own room, not somebody else's.
    const ticket = randomHex(12)
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = newRoomCode()
      const res = await ports.rooms.request(code, { method: 'POST', query: `create=${parsed.output.game}&ticket=${ticket}${parsed.output.lang ? `&lang=${parsed.output.lang}` : ''}` })
      if (res.status === 201) return c.json({ code, url: new URL(`/r/${code}`, c.req.url).href }, 201)
      if (res.status !== 409) return c.json({ error: 'room could not be created' }, 500)
    }
    return c.json({ error: 'no free room code, try again' }, 503)
  }

  // Where phones on the local network reach this server; null where nobody told it (deploys).
  app.get('/api/origin', (c) => c.json({ origin: lanOrigin }, 200, { 'Cache-Control': 'no-store' }))

  // The timing probe's figures for the bench; the route does not exist unless the probe is on.
  app.get('/api/rooms/:code/probe', async (c) => {
    const code = normaliseRoomCode(c.req.param('code'))
    if (!ports.probe || !code) return c.json({ error: 'not found' }, 404)
    return ports.rooms.request(code, { method: 'GET', query: 'probe' })
  })

  app.get('/api/rooms/:code', async (c) => {
    const code = normaliseRoomCode(c.req.param('code'))
    if (!code) return c.json({ error: 'not found' }, 404)
    const res = await lookUp(c.req.raw, code)
    if (res.status === 429) return res
    return c.json(await res.json(), res.status === 200 ? 200 : 404)
  })

  app.get('/parties/main/:code', async (c) => {
    const connect = ports.connect
    const code = normaliseRoomCode(c.req.param('code'))
    if (!connect || c.req.header('Upgrade')?.toLowerCase() !== 'websocket') return c.text('Not found', 404)
    if (!originAllowed(c.req.raw, ports.allowedOrigins)) return c.text('Origin not allowed', 403)
    if (!code) return c.text('Not found', 404)
    const known = await lookUp(c.req.raw, code)
    if (known.status !== 200) return known.status === 429 ? known : c.text('Unknown room', 404)
    return connect(toRoom(c.req.raw, code))
  })

  app.get('/rules/:game', (c) => {
    const game = c.req.param('game')
    const def = gameById(game)
    const lang = pickLang(c.req.query('lang') ?? c.req.header('Accept-Language'))
    if (!def || !isGameId(game)) return withSecurityHeaders(c.html(`<!doctype html><title>404</title><p>${t(lang, 'error.unknown_game')}</p>`, 404))
    c.header('Content-Language', lang)
    c.header('Vary', 'Accept-Language')
    return withSecurityHeaders(c.html(rulesPage(game, def.rules[lang], lang)))
  })

  /** The build's preload plan, read once per isolate (it changes only with a deploy). */
  let plan: Promise<PreloadPlan | null> | undefined
  const preloadPlan = (request: Request): Promise<PreloadPlan | null> =>
    (plan ??= ports
      .asset(request, PRELOAD_PLAN_PATH)
      .then((res) => (res.ok ? (res.json() as Promise<PreloadPlan>) : null))
      .catch(() => null))

  /** The app's stylesheet, read once per isolate by its path (which changes with every build). */
  const sheets = new Map<string, Promise<InlineStyles | null>>()
  const stylesheet = (request: Request, href: string | null): Promise<InlineStyles | null> => {
    if (!href) return Promise.resolve(null)
    let sheet = sheets.get(href)
    if (!sheet) {
      sheet = ports
        .asset(request, href)
        .then(async (res) => (res.ok ? { href, css: await res.text() } : null))
        .catch(() => null)
      sheets.set(href, sheet)
    }
    return sheet
  }

  app.get('/r/:code', async (c) => {
    const page = await ports.asset(c.req.raw, '/index.html')
    const code = normaliseRoomCode(c.req.param('code'))
    // A malformed code: the page itself says so (client/screens/room.tsx).
    if (!code || !page.ok) return withSecurityHeaders(page)
    const html = await page.text()
    const [known, preloads, styles, scriptHash] = await Promise.all([lookUp(c.req.raw, code), preloadPlan(c.req.raw), stylesheet(c.req.raw, linkedStylesheet(html)), earlyScriptHash()])
    // Too many unknown codes from this address: the plain app page, which asks again itself.
    if (known.status === 429) return withSecurityHeaders(c.html(html))
    const body = (await known.json().catch(() => null)) as { game: string; phase: string; players: number; names?: string[]; error?: string } | null
    const summary: InjectedSummary =
      known.status === 200 && body ? { game: body.game, phase: body.phase, players: body.players, names: body.names ?? [] } : body?.error === 'ended' ? 'ended' : null
    const lang = pickLang(c.req.header('Accept-Language'))
    const manifest = summary !== null && summary !== 'ended' ? gameById(summary.game)?.manifest : undefined
    const served = roomPage(html, code, summary, preloads, { lang, screen: earlyScreen(code, summary, lang, manifest), styles })
    // The page tells the room's state of this moment: never from a cache.
    const res = withSecurityHeaders(c.html(served, 200, { 'Cache-Control': 'no-store', 'Content-Language': lang, Vary: 'Accept-Language' }))
    res.headers.set('Content-Security-Policy', cspWithScripts([scriptHash]))
    return res
  })
  // The table screen: the same app, watching the room on a TV, tablet or laptop.
  app.get('/r/:code/table', async (c) => withSecurityHeaders(await ports.asset(c.req.raw, '/index.html')))

  // The installable app's own files, built by vite-plugin-pwa: each with its content type, and never
  // kept by an HTTP cache, so a phone finds a new version of the app on its next visit.
  app.get(`/${SERVICE_WORKER}`, async (c) =>
    appFile(await ports.asset(c.req.raw, `/${SERVICE_WORKER}`), 'text/javascript; charset=utf-8', { 'Service-Worker-Allowed': '/' }),
  )
  app.get(`/${MANIFEST}`, async (c) => appFile(await ports.asset(c.req.raw, `/${MANIFEST}`), 'application/manifest+json; charset=utf-8'))

  app.all('/parties/*', (c) => c.text('Not found', 404))

  return app
}

/** The service worker's and the web manifest's file names (vite.config.ts). */
export const SERVICE_WORKER = 'sw.js'
export const MANIFEST = 'manifest.webmanifest'

/** A built file of the installable app with its content type, no HTTP caching, and the security headers. */
function appFile(asset: Response, contentType: string, extra: Record<string, string> = {}): Response {
  if (!asset.ok) return withSecurityHeaders(new Response('Not found', { status: 404 }))
  const res = withSecurityHeaders(asset)
  res.headers.set('Content-Type', contentType)
  res.headers.set('Cache-Control', 'no-cache')
  for (const [name, value] of Object.entries(extra)) res.headers.set(name, value)
  return res
}

/** An http(s) URL's origin, or null for anything else (unset, empty, not a URL). */
function originOf(value: string | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** Whether a Content-Type header names JSON (parameters such as a charset allowed). */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

function tooMany(): Response {
  return Response.json({ error: 'too many requests, try again in a minute' }, { status: 429, headers: { 'Retry-After': '60' } })
}
