/**
 * A game night on the local network, served the way `npm start` serves it (the launcher, on every
 * address of this machine): the host's computer opens the app as localhost and its lobby and table
 * screen share the address phones reach; five phones open the app at a name that is not localhost
 * (`gamenight.test`, mapped to this machine by Chromium's host resolver), so each page is plain http
 * and not a secure context, as on a home network, and play Werwolf to the end screen without a
 * console error, each told once what the address cannot do.
 */
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import { type LaunchedServer, launch, networkAddress } from '../support/launcher'
import { seeded } from '../support/werwolf-bot'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium'
import { type Phone, newPhone, newTable } from './devices'
import { createRoom, joinByLink } from './phone'
import { SHORTEST_TIMERS, playToEnd, setTimers } from './werwolf-play'

/** A host name that is not localhost: pages at it are plain http, not a secure context. */
const NIGHT_HOST = 'gamenight.test'
const NAMES = ['Alma', 'Bodo', 'Cleo', 'Dante', 'Edda']
const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)

const lan = networkAddress()
let server: LaunchedServer
let browser: Browser

beforeAll(async () => {
  const started = await Promise.allSettled([
    launch('wrangler').then((s) => (server = s)),
    chromium
      .launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${NIGHT_HOST} 127.0.0.1`] })
      .then((b) => (browser = b)),
  ])
  for (const result of started) if (result.status === 'rejected') throw result.reason
})
afterAll(async () => {
  await browser?.close()
  await server?.stop('SIGTERM')
})

/** Where each page keeps the text of every toast it showed, across reloads of the tab. */
const TOAST_LOG = 'test:toasts'

/**
 * A phone whose console errors count as errors too, beside uncaught ones, and whose page writes
 * down every toast it shows: toasts leave after a few seconds, the test reads them later.
 */
async function phone(name: string, baseURL: string, table = false): Promise<Phone> {
  const own = { browser, baseURL }
  const created = table ? await newTable({ own }) : await newPhone(name, { own })
  created.page.on('console', (message) => {
    if (message.type() === 'error') created.errors.push(`console: ${message.text()}`)
  })
  await created.context.addInitScript((key: string) => {
    const seen = new WeakSet<Element>()
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('.toast'))) {
        if (seen.has(toast)) continue
        seen.add(toast)
        const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]
        sessionStorage.setItem(key, JSON.stringify([...log, toast.querySelector('span')?.textContent ?? '']))
      }
    }).observe(document, { childList: true, subtree: true })
  }, TOAST_LOG)
  return created
}

/** Every toast the phone's tab showed so far, in order. */
function toastsOf(p: Phone): Promise<string[]> {
  return p.page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], TOAST_LOG)
}

/** How often the phone's tab showed a toast with exactly this text. */
async function told(p: Phone, text: string): Promise<number> {
  return (await toastsOf(p)).filter((shown) => shown === text).length
}

describe('a game night on the local network', () => {
  it.skipIf(!lan)('shows the address phones reach in the lobby and on the table screen of a page opened as localhost', async () => {
    expect(server.phonesUrl).not.toBeNull()
    const hereUrl = `http://localhost:${server.port}`
    const host = await phone('Alma', hereUrl)
    const { code, link } = await createRoom(host, 'werwolf')
    expect(link).toBe(`${server.phonesUrl}/r/${code}`)
    expect(new URL(link).hostname).not.toBe('localhost')
    expect(await host.page.locator('.share svg.qr').getAttribute('aria-label')).toBe(de('ui.share.qr_label', { url: link }))

    const table = await phone('table', hereUrl, true)
    await table.page.goto(`/r/${code}/table`)
    await expect.poll(() => table.page.getByTestId('table-url').textContent()).toBe(link)
    expect(await table.page.locator('.tv-join svg.qr').getAttribute('aria-label')).toBe(de('ui.share.qr_label', { url: link }))

    // localhost is a secure page: nothing to say about what plain http cannot do.
    expect(await host.page.evaluate(() => isSecureContext)).toBe(true)
    expect(await host.page.locator('.toast-info').count()).toBe(0)
    expect([...host.errors, ...table.errors]).toEqual([])
    await host.context.close()
    await table.context.close()
  })

  it('five phones at a plain-http address play Werwolf to the end screen, told once what it cannot do, with no console error', async () => {
    const begun = Date.now()
    const base = `http://${NIGHT_HOST}:${server.port}`
    const phones: Phone[] = []
    for (const name of NAMES) phones.push(await phone(name, base))
    const [host, ...guests] = phones as [Phone, ...Phone[]]

    // A page that is not localhost shares its own address.
    const { code, link } = await createRoom(host, 'werwolf')
    expect(link).toBe(`${base}/r/${code}`)
    expect(await host.page.evaluate(() => isSecureContext)).toBe(false)
    // No service worker on plain http: said briefly, on the first page.
    expect(await told(host, de('ui.http.offline'))).toBe(1)
    // Copying the link works without the Clipboard API, or says where the link is; nothing breaks.
    await host.page.getByRole('button', { name: de('ui.share.copy') }).tap()
    const copied = [de('ui.share.copied'), de('ui.share.copy_failed', { url: link })]
    await expect.poll(async () => (await toastsOf(host)).some((text) => copied.includes(text))).toBe(true)

    await Promise.all(guests.map((guest) => joinByLink(guest, link)))
    await expect.poll(() => host.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(NAMES.length)
    // No wake lock on plain http: every phone says so in the lobby, where the notice covers no game.
    for (const p of phones) await expect.poll(() => told(p, de('ui.http.wake_lock')), { message: p.name }).toBe(1)
    await setTimers(host, guests[0]!, SHORTEST_TIMERS)
    const start = host.page.getByTestId('lobby-start')
    await expect.poll(() => start.isEnabled()).toBe(true)
    await start.tap()

    const wolfWord = de('werwolf.role.wolf')
    const played = Date.now()
    const { phases, steps } = await playToEnd(phones, { host, wolfWord, random: seeded(20261201), limitMs: 300_000 })
    expect([...phases]).toEqual(expect.arrayContaining(['night', 'discussion', 'vote']))

    const headlines = [de('ui.werwolf.end.village'), de('ui.werwolf.end.wolves')]
    const winners = new Set<string>()
    for (const p of phones) {
      const end = p.page.getByTestId('end-screen')
      await end.waitFor()
      winners.add((await end.locator('.end-head h1').textContent())!.trim())
      expect(await end.locator('.end .table-list > li').count()).toBe(NAMES.length)
    }
    expect(winners.size).toBe(1)
    expect(headlines).toContain([...winners][0])

    // Once means once, each notice on each phone: also after a reload, which shows the end screen again.
    // Waits for the end screen, not for the page's load event: on a busy machine a late icon or
    // preload may hold that event long after the app is up, and the end screen is what counts here.
    await host.page.reload({ waitUntil: 'domcontentloaded' })
    await host.page.getByTestId('end-screen').waitFor()
    for (const p of phones) {
      expect(await told(p, de('ui.http.offline')), p.name).toBe(1)
      expect(await told(p, de('ui.http.wake_lock')), p.name).toBe(1)
    }

    for (const p of phones) expect(p.errors, p.name).toEqual([])
    await Promise.all(phones.map((p) => p.context.close()))
    console.log(
      `game night: ${[...winners][0]} after ${steps} taps; phases ${[...phases].join(' ')}; ` +
        `lobby ${((played - begun) / 1000).toFixed(1)} s, game ${((Date.now() - played) / 1000).toFixed(1)} s`,
    )
  })
})
