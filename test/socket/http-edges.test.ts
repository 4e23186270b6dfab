/**
 * The Worker's HTTP edges on a real server: rooms are created only from our own pages (or by
 * clients that send no Origin), only from a JSON body of a few KB, so a page elsewhere cannot spend
 * a visitor's room quota and nobody can make the Worker parse megabytes; every page, the 404
 * of an unknown rules page too, carries the security headers; and the installable app's service
 * worker and manifest come with their own content types and no HTTP caching.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MANIFEST, MAX_CREATE_BODY_BYTES, SERVICE_WORKER } from '../../server/http/app'
import { SECURITY_HEADERS } from '../../server/http/security-headers'
import { type RunningServer, startServer } from '../support/server'

/** Rooms one address may create per minute on this server. */
const QUOTA = 3
const FOREIGN = 'https://elsewhere.example'
const BODY = JSON.stringify({ game: 'werwolf' })

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ vars: { ROOMS_PER_MINUTE: String(QUOTA) } })
})
afterAll(() => server?.stop())

/**
 * wrangler dev puts a proxy before the Worker (the deployed app has none). When the Worker answers
 * before the whole body has arrived, as it does to a body of megabytes, the proxy at times loses
 * that answer or the next: a POST then gets this 503, asking for the request again, and a GET is
 * held back for good.
 */
const PROXY_LOST_ANSWER = 'Your worker restarted mid-request'

async function lostByProxy(res: Response): Promise<boolean> {
  return res.status === 503 && (await res.clone().text()).startsWith(PROXY_LOST_ANSWER)
}

/** Sends a creation request, and again as the dev proxy asks when it lost the answer (a few times at most). */
async function create(headers: Record<string, string>, body: BodyInit | (() => BodyInit) = BODY, extra: RequestInit = {}, to = server): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${to.url}/api/rooms`, { method: 'POST', headers, body: typeof body === 'function' ? body() : body, ...extra })
    if (attempt === 5 || !(await lostByProxy(res))) return res
  }
}

/** Creations that succeed count against the quota: the tests below keep count. */
let created = 0

// The pages and the probe's route first: they ask with GET, which wrangler dev's proxy holds back
// for good once it has lost an answer (see create).
describe('the timing probe', () => {
  it('has no route on a server that was not started with ROOM_PROBE', async () => {
    const res = await fetch(`${server.url}/api/rooms/ABCDEF/probe`)
    expect(res.status).toBe(404)
  })
})

describe('pages', () => {
  it('sends the security headers with the 404 page of an unknown game\'s rules', async () => {
    const res = await fetch(`${server.url}/rules/chess`)
    expect(res.status).toBe(404)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value)
  })

  it('serves the service worker and the web manifest with their content types, never kept by an HTTP cache', async () => {
    const sw = await fetch(`${server.url}/${SERVICE_WORKER}`)
    expect(sw.status).toBe(200)
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(sw.headers.get('cache-control')).toBe('no-cache')
    expect(sw.headers.get('service-worker-allowed')).toBe('/')
    expect(await sw.text()).toContain('precache')
    const manifest = await fetch(`${server.url}/${MANIFEST}`)
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
    expect(manifest.headers.get('cache-control')).toBe('no-cache')
    expect(((await manifest.json()) as { start_url: string }).start_url).toBe('/')
    for (const res of [sw, manifest]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value)
    }
  })
})

describe('creating a room over HTTP', () => {
  it('refuses a request from a foreign page, whatever its type, with 403', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json']) {
      const res = await create({ Origin: FOREIGN, 'content-type': type })
      expect(res.status, type).toBe(403)
    }
  })

  it('refuses a body that is not declared as JSON with 415', async () => {
    const types: Record<string, string>[] = [{ 'content-type': 'text/plain;charset=UTF-8' }, { 'content-type': 'application/x-www-form-urlencoded' }, { 'content-type': 'application/jsonp' }]
    for (const headers of types) {
      const res = await create({ Origin: server.url, ...headers })
      expect(res.status, JSON.stringify(headers)).toBe(415)
    }
  })

  it(`refuses a body over ${MAX_CREATE_BODY_BYTES} bytes with 413, declared or streamed, and makes no room of it`, async () => {
    // A server of its own, with room for one creation: the proxy of wrangler dev is at times left
    // unable to answer after a body this size, which must not fail the other tests.
    const big = await startServer({ vars: { ROOMS_PER_MINUTE: '1' } })
    try {
      const json = { 'content-type': 'application/json' }
      expect((await create(json, JSON.stringify({ game: 'werwolf', pad: 'x'.repeat(64 * 1024) }), {}, big)).status).toBe(413)
      // A body sent in chunks, without a declared length (made anew for each sending).
      const chunked = () => {
        const chunks = [BODY.slice(0, -1), `,"pad":"${'y'.repeat(MAX_CREATE_BODY_BYTES)}"}`]
        return new ReadableStream<Uint8Array>({
          pull(controller) {
            const next = chunks.shift()
            if (next === undefined) controller.close()
            else controller.enqueue(new TextEncoder().encode(next))
          },
        })
      }
      expect((await create(json, chunked, { duplex: 'half' } as RequestInit, big)).status).toBe(413)
      // 10 MB, as in the report: refused with 413, or, when the early answer closes the connection
      // while the body is still being written, cut off.
      const tenMegabytes = await create(json, JSON.stringify({ game: 'werwolf', pad: 'x'.repeat(10 * 1024 * 1024) }), {}, big).then(
        async (res) => ((await lostByProxy(res)) ? 'lost by the proxy' : res.status),
        (error: Error) => (error.cause as { code?: string } | undefined)?.code ?? error.message,
      )
      expect([413, 'ECONNRESET', 'EPIPE', 'lost by the proxy']).toContain(tenMegabytes)
      // None of them was counted, so none made a room: the one creation this server allows is still free.
      expect((await create(json, BODY, {}, big)).status).toBe(201)
    } finally {
      await big.stop()
    }
  })

  it('creates a room from our own page and from a client without an Origin, JSON with a charset allowed', async () => {
    expect((await create({ Origin: server.url, 'content-type': 'application/json; charset=utf-8' })).status).toBe(201)
    created++
  })

  it('counts none of the refused requests against the address\'s quota', async () => {
    const statuses: number[] = []
    for (let i = created; i <= QUOTA; i++) statuses.push((await create({ 'content-type': 'application/json' })).status)
    expect(statuses).toEqual([...Array(QUOTA - created).fill(201), 429])
  })
})
