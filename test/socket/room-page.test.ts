/**
 * The page a room link serves (server/http/room-page.ts) on the real server with the built client:
 * it is the join form already (server/http/join-form.ts) in the reader's language, with the app's
 * stylesheet inline and its one inline script allowed by hash; it carries the room's summary, so
 * the phone does not ask for it, and preloads the room screen's and that game's chunks, each of
 * which the server really serves: few enough files to be fetched in one round over a browser's six
 * connections per host, the room screen's first.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { EARLY_SCRIPT, earlyScriptHash } from '../../server/http/join-early-script'
import { ROOM_SUMMARY_ID } from '../../server/http/room-page'
import { cspWithScripts, SECURITY_HEADERS } from '../../server/http/security-headers'
import { t } from '../../shared/i18n'
import { createRoomAt } from '../support/server'
import { sharedServer } from '../support/shared-server'
import { SocketClient } from '../support/socket-client'

// The tier's shared server (test/support/shared-server-setup.ts).
let server: { url: string; port: number }
beforeAll(async () => {
  server = await sharedServer()
})

/** The page's served summary block, parsed; undefined when the page has none. */
function servedSummary(html: string): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${ROOM_SUMMARY_ID}">(.*?)</script>`))
  return match ? JSON.parse(match[1]!) : undefined
}

function scripts(html: string): string[] {
  return [...html.matchAll(/<script type="module" crossorigin src="([^"]+)">/g)].map((m) => m[1]!)
}

function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!)
}

describe('a room link’s page', () => {
  it('tells the room’s game, phase and head count, and preloads the room screen and that game in one round', async () => {
    const code = await createRoomAt(server.url, 'cops')
    const res = await fetch(`${server.url}/r/${code}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    // The usual headers, and a policy that allows the page's own inline script, by its hash, and no other.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (name !== 'Content-Security-Policy') expect(res.headers.get(name), name).toBe(value)
    expect(res.headers.get('content-security-policy')).toBe(cspWithScripts([await earlyScriptHash()]))
    const html = await res.text()
    expect(html).toContain(`<script>${EARLY_SCRIPT}</script>`)
    expect(servedSummary(html)).toEqual({ code, summary: { game: 'cops', phase: 'lobby', players: 0, names: [] } })
    const js = preloads(html)
    // The app's script, then the room screen's chunk, the engine kit's and the game's: nothing the
    // page finds only after running a script, and the join form's files ahead of the game's.
    expect(scripts(html)).toHaveLength(1)
    expect(js.length).toBeLessThanOrEqual(3)
    const room = js.findIndex((href) => /\/room-[\w-]+\.js$/.test(href))
    expect(room).toBe(0)
    // Stylesheets are preloaded in the mode the app's chunk loader asks for them (crossorigin), or
    // the browser cannot use the preload and fetches each sheet a second time, a round trip later.
    const sheets = [...html.matchAll(/<link rel="preload" as="style"[^>]*>/g)].map((m) => m[0])
    expect(sheets.length).toBeGreaterThan(0)
    for (const sheet of sheets) expect(sheet).toContain(' crossorigin ')
    expect(js.some((href) => /\/cops-[\w-]+\.js$/.test(href))).toBe(true)
    expect(js.some((href) => /\/werwolf-[\w-]+\.js$/.test(href))).toBe(false)
    expect(new Set(js).size).toBe(js.length)
    for (const href of [...scripts(html), ...js]) {
      const file = await fetch(`${server.url}${href}`)
      expect(file.status, href).toBe(200)
      expect(file.headers.get('content-type'), href).toMatch(/javascript/)
    }
  })

  it('is the join form in the reader’s language, the app’s stylesheet inline, with who is in already', async () => {
    const code = await createRoomAt(server.url, 'werwolf')
    const ana = await SocketClient.joined(server.port, code, 'Ana <3')
    try {
      const res = await fetch(`${server.url}/r/${code}`, { headers: { 'Accept-Language': 'en-GB,en;q=0.8,de;q=0.5' } })
      expect(res.headers.get('content-language')).toBe('en')
      const html = await res.text()
      expect(html).toContain('<html lang="en">')
      expect(html).toContain(`>${t('en', 'ui.join.title')}</h1>`)
      expect(html).toContain(`>${t('en', 'ui.join.who', { names: 'Ana &lt;3' })}</p>`)
      expect(html).toContain('data-testid="join-submit"')
      expect(servedSummary(html)).toEqual({ code, summary: { game: 'werwolf', phase: 'lobby', players: 1, names: ['Ana <3'] } })
      // The stylesheet the app's page links is inside this one: nothing to wait for before the form shows.
      expect(html).not.toMatch(/<link rel="stylesheet"/)
      expect(html).toMatch(/<style>[^<]*\.panel\{/)
      const german = await (await fetch(`${server.url}/r/${code}`, { headers: { 'Accept-Language': 'de-DE' } })).text()
      expect(german).toContain(`>${t('de', 'ui.join.title')}</h1>`)
    } finally {
      ana.close()
    }
  })

  it('says so when there is no such room, and preloads no game', async () => {
    const html = await (await fetch(`${server.url}/r/ZZZZZZ`)).text()
    expect(servedSummary(html)).toEqual({ code: 'ZZZZZZ', summary: null })
    expect(html).toContain('data-testid="room-missing"')
    expect(html).not.toContain('<form')
    expect(preloads(html).some((href) => /\/(cops|werwolf)-/.test(href))).toBe(false)
  })

  it('is the plain app page for a code that cannot be one', async () => {
    const res = await fetch(`${server.url}/r/abc`)
    expect(res.status).toBe(200)
    expect(servedSummary(await res.text())).toBeUndefined()
  })
})
