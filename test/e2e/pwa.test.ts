/**
 * The installable app, checked on the built client served by the real server: Chromium's own
 * installability verdict (the criteria Lighthouse reports), the manifest and its icons as served,
 * the service worker controlling the page, a room opened offline from the cached app saying the seat
 * is kept (German and English), reconnecting by itself once the network is back, and the screen
 * wake lock taken again when the page becomes visible again.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, type Page, chromium } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Lang, t } from '../../shared/i18n'
import { sharedServer } from '../support/shared-server'
import { SocketClient } from '../support/socket-client'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium'
import { type Phone, closeAfterEachTest, newPhone } from './devices'

let server: { url: string; port: number }
const sockets: SocketClient[] = []

beforeAll(async () => {
  server = await sharedServer()
})
closeAfterEachTest(sockets)

function phone(name: string, locale = 'de-DE'): Promise<Phone> {
  return newPhone(name, { locale, serviceWorker: true })
}

/** Resolves once the app's service worker controls the page; its script's URL. */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)
}

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

interface ManifestIcon {
  src: string
  sizes: string
  type?: string
  purpose?: string
}

describe('the installable app', () => {
  it('is installable by Chromium: manifest, icons and a service worker that controls the page', async () => {
    // Chromium judges installability only outside incognito, so this look uses a profile of its own.
    const profile = mkdtempSync(join(tmpdir(), 'spielleiter-pwa-'))
    let context: BrowserContext | undefined
    try {
      context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, baseURL: server.url })
      // As generous as the phones' (phone.ts): a limit only has to catch what never happens.
      context.setDefaultTimeout(60_000)
      context.setDefaultNavigationTimeout(60_000)
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/')

      // The manifest is linked, served as a manifest and parsed without errors.
      const href = await page.locator('link[rel=manifest]').getAttribute('href')
      expect(href).toBeTruthy()
      const manifestUrl = new URL(href!, server.url).href
      const res = await page.request.get(manifestUrl)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/)
      expect(res.headers()['cache-control']).toBe('no-cache')
      const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] }
      expect(manifest).toMatchObject({ name: 'Spielleiter', short_name: 'Spielleiter', start_url: '/', display: 'standalone', lang: 'de' })
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)

      // Every icon is served as the PNG of the size it claims; 192 and 512 and a maskable one are there.
      const sizes = new Set<string>()
      for (const icon of manifest.icons) {
        const served = await page.request.get(new URL(icon.src, manifestUrl).href)
        expect(served.status(), icon.src).toBe(200)
        expect(served.headers()['content-type'], icon.src).toBe('image/png')
        expect(icon.type).toBe('image/png')
        const { width, height } = pngSize(await served.body())
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
        sizes.add(`${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`)
      }
      expect([...sizes]).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']))

      // The home-screen icon for iPhones and the favicons the page links are served too.
      const apple = await page.locator('link[rel=apple-touch-icon]').getAttribute('href')
      const appleIcon = await page.request.get(new URL(apple!, server.url).href)
      expect(appleIcon.headers()['content-type']).toBe('image/png')
      expect(pngSize(await appleIcon.body())).toEqual({ width: 180, height: 180 })
      for (const icon of await page.locator('link[rel=icon]').evaluateAll((links) => links.map((l) => l.getAttribute('href')!))) {
        expect((await page.request.get(new URL(icon, server.url).href)).status(), icon).toBe(200)
      }

      // The service worker registers, takes the page over, and is served as script that no HTTP cache keeps.
      expect(await controlled(page)).toBe(`${server.url}/sw.js`)
      const sw = await page.request.get('/sw.js')
      expect(sw.headers()['content-type']).toMatch(/^text\/javascript/)
      expect(sw.headers()['cache-control']).toBe('no-cache')
      expect(sw.headers()['content-security-policy']).toContain("worker-src 'self'")

      // Chromium's own verdict: the criteria Lighthouse's installability audit reports.
      const cdp = await context.newCDPSession(page)
      const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] }
      expect(parsed.url).toBe(manifestUrl)
      expect(parsed.errors).toEqual([])
      const verdict = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
      expect(verdict.installabilityErrors).toEqual([])
    } finally {
      await context?.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it('opens a room offline from the cached app, says the seat is kept, and reconnects by itself', async () => {
    const host = await phone('Ada')
    await host.page.goto('/')
    await controlled(host.page)
    await host.page.getByTestId('home-name').fill('Ada')
    await host.page.getByTestId('home-game-werwolf').check()
    await host.page.getByTestId('home-create').tap()
    const code = (await host.page.getByTestId('lobby-code').textContent())!.trim()

    const guest = await phone('Ben', 'en-US')
    await guest.page.goto(`/r/${code}`)
    await controlled(guest.page)
    await guest.page.getByTestId('join-name').fill('Ben')
    await guest.page.getByTestId('join-submit').tap()
    await guest.page.getByTestId('lobby-code').waitFor()
    // With the service worker in charge, a room link's page still comes from the Worker, with the
    // room's summary in it (server/http/room-page.ts), not from the cached shell.
    const served = await guest.page.reload()
    expect(await served!.text()).toContain('id="room-summary"')
    await guest.page.getByTestId('lobby-code').waitFor()
    const rows = host.page.locator('.seats > li[data-testid^="player-"]')
    await expect.poll(() => rows.count()).toBe(2)
    const seatsBefore = await rows.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-testid')))

    // Both phones lose the network and reload: the cached app opens and says what is going on.
    for (const [p, lang] of [
      [host, 'de'],
      [guest, 'en'],
    ] as [Phone, Lang][]) {
      await p.context.setOffline(true)
      await p.page.reload()
      const offline = p.page.getByTestId('offline')
      await offline.waitFor()
      const text = await offline.textContent()
      expect(text).toContain(t(lang, 'ui.offline.title'))
      expect(text).toContain(t(lang, 'ui.offline.seat'))
      expect(await p.page.getByRole('heading', { level: 1 }).textContent()).toContain(t(lang, 'ui.offline.title'))
      // Nothing of a room is ever kept by the service worker: only the app shell.
      const cached = await p.page.evaluate(async () => {
        const urls: string[] = []
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
        return urls
      })
      expect(cached).toContain('/index.html')
      expect(cached.filter((path) => /^\/(api|parties|rules|r)\//.test(path))).toEqual([])
    }

    // The network comes back: both phones reconnect without a tap, on the seats they had.
    for (const p of [host, guest]) await p.context.setOffline(false)
    for (const p of [host, guest]) {
      await p.page.getByTestId('lobby-code').waitFor({ timeout: 60_000 })
      await expect.poll(() => p.page.getByTestId('offline').count()).toBe(0)
    }
    await expect.poll(() => rows.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-testid')))).toEqual(seatsBefore)
    await expect.poll(() => guest.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(2)
    expect(host.errors).toEqual([])
    expect(guest.errors).toEqual([])
  })

  it('tells someone who joins without a network that they are not in the room yet, and joins once it is back', async () => {
    const host = await phone('Ada')
    await host.page.goto('/')
    await host.page.getByTestId('home-name').fill('Ada')
    await host.page.getByTestId('home-game-werwolf').check()
    await host.page.getByTestId('home-create').tap()
    const code = (await host.page.getByTestId('lobby-code').textContent())!.trim()

    // Cleo had the app open once (so it is cached), then follows the link without a network.
    const cleo = await phone('Cleo')
    await cleo.page.goto('/')
    await controlled(cleo.page)
    await cleo.context.setOffline(true)
    await cleo.page.goto(`/r/${code}`)
    await cleo.page.getByTestId('join-name').fill('Cleo')
    await cleo.page.getByTestId('join-submit').tap()
    const offline = cleo.page.getByTestId('offline')
    await offline.waitFor()
    expect(await offline.textContent()).toContain(t('de', 'ui.offline.no_seat'))
    expect(await offline.textContent()).not.toContain(t('de', 'ui.offline.seat'))

    await cleo.context.setOffline(false)
    await cleo.page.getByTestId('lobby-code').waitFor()
    await expect.poll(() => host.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(2)
    expect(cleo.errors).toEqual([])
  })

  it('takes the screen wake lock again when the page is visible again', async () => {
    const host = await phone('Ada')
    // A wake lock the test can watch: Chromium without a screen refuses the real one.
    await host.context.addInitScript(() => {
      const w = window as unknown as { wakeRequests: number; wakeSentinel: EventTarget | null; pageHidden: boolean }
      w.wakeRequests = 0
      w.wakeSentinel = null
      w.pageHidden = false
      Object.defineProperty(document, 'visibilityState', { get: () => (w.pageHidden ? 'hidden' : 'visible') })
      Object.defineProperty(navigator, 'wakeLock', {
        value: {
          request: async () => {
            w.wakeRequests++
            const sentinel = new EventTarget() as EventTarget & { release(): Promise<void>; released: boolean }
            sentinel.released = false
            sentinel.release = async () => {
              sentinel.released = true
              sentinel.dispatchEvent(new Event('release'))
            }
            w.wakeSentinel = sentinel
            return sentinel
          },
        },
      })
    })
    await host.page.goto('/')
    await host.page.getByTestId('home-name').fill('Ada')
    await host.page.getByTestId('home-game-werwolf').check()
    await host.page.getByTestId('home-create').tap()
    const code = (await host.page.getByTestId('lobby-code').textContent())!.trim()
    for (const name of ['Lea', 'Mads', 'Nina', 'Ole']) sockets.push(await SocketClient.joined(server.port, code, name))
    await expect.poll(() => host.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(5)
    const wakeRequests = () => host.page.evaluate(() => (window as unknown as { wakeRequests: number }).wakeRequests)
    expect(await wakeRequests()).toBe(0)

    const start = host.page.getByTestId('lobby-start')
    await expect.poll(() => start.isEnabled()).toBe(true)
    await start.tap()
    await host.page.locator('[data-testid=phase][data-phase=night]').waitFor()
    await expect.poll(wakeRequests).toBe(1)

    // The tab goes to the background: the browser drops the lock. Back in front, the app asks again.
    await host.page.evaluate(async () => {
      const w = window as unknown as { wakeSentinel: { release(): Promise<void> }; pageHidden: boolean }
      w.pageHidden = true
      await w.wakeSentinel.release()
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(await wakeRequests()).toBe(1)
    await host.page.evaluate(() => {
      ;(window as unknown as { pageHidden: boolean }).pageHidden = false
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await expect.poll(wakeRequests).toBe(2)
    expect(host.errors).toEqual([])
  })
})
