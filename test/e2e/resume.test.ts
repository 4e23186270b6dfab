/**
 * A phone that comes back (client/lib/connection.ts): shown again after a while, or back online,
 * it does not trust the connection it had (phones drop the sockets of pages they put to sleep, and a
 * connection that lived through a gap may never deliver what it was sent meanwhile) but opens a
 * new one at once, naming its seat in the new socket's address so that it is current with the
 * handshake's answer, and shows what happened while it was away.
 */
import { connect, createServer } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { RESUME_RECONNECT_MS } from '../../client/lib/liveness'
import { createRoomAt } from '../support/server'
import { sharedServer } from '../support/shared-server'
import { SocketClient } from '../support/socket-client'
import { sharedBrowser } from './devices'
import { setVisibility } from './page-visibility'

// The tier's shared server and Chromium (its setup lets go of the browser after the file).
let server: { url: string; port: number }
let browser: Browser
beforeAll(async () => {
  ;[server, browser] = await Promise.all([sharedServer(), sharedBrowser()])
})

/** A phone in the room's lobby, counting the WebSockets its page opens. */
async function phoneInLobby(code: string, baseURL = server.url) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' })
  context.setDefaultTimeout(60_000)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const sockets = { opened: 0, urls: [] as string[], sent: new Map<string, string[]>(), ids: [] as string[] }
  cdp.on('Network.webSocketCreated', ({ requestId, url }) => {
    sockets.opened++
    sockets.urls.push(url)
    sockets.ids.push(requestId)
  })
  cdp.on('Network.webSocketFrameSent', ({ requestId, response }) => {
    sockets.sent.set(requestId, [...(sockets.sent.get(requestId) ?? []), response.payloadData])
  })
  // The form is in the HTML: what follows waits for what it needs, not for every resource's load.
  await page.goto(`/r/${code}`, { waitUntil: 'domcontentloaded' })
  await page.getByTestId('join-name').fill('Ada')
  await page.getByTestId('join-submit').click()
  await page.getByTestId('lobby-code').waitFor()
  return { context, page, cdp, sockets }
}

/**
 * A way to the server whose new connections wait `waitMs` before they reach it, as a handshake
 * over a slow mobile network does (the browser's own network emulation does not hold WebSockets).
 */
async function slowToConnect(port: number): Promise<{ url: string; waitMs: number; close(): void }> {
  const way = { url: '', waitMs: 0, close: () => proxy.close() }
  const proxy = createServer((phone) => {
    phone.pause()
    setTimeout(() => {
      const upstream = connect(port, '127.0.0.1', () => phone.resume())
      phone.pipe(upstream).pipe(phone)
      phone.on('error', () => upstream.destroy())
      upstream.on('error', () => phone.destroy())
    }, way.waitMs)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const address = proxy.address()
  way.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return way
}

/** The names in the lobby, as the phone shows them. */
function lobbyNames(page: Page): Promise<string[]> {
  return page.locator('.seats > li[data-testid^="player-"]').allTextContents()
}

/** The phone put away, longer than a glance (its old connection is not trusted then), while Ben joins. */
async function awayWhileBenJoins(page: Page, code: string): Promise<SocketClient> {
  await setVisibility(page, 'hidden')
  const ben = await SocketClient.joined(server.port, code, 'Ben')
  await new Promise((resolve) => setTimeout(resolve, RESUME_RECONNECT_MS + 500))
  return ben
}

describe('a phone that comes back', () => {
  it('connects afresh when shown again after a while away, and shows who came meanwhile', async () => {
    const code = await createRoomAt(server.url, 'werwolf')
    const phone = await phoneInLobby(code)
    let ben: SocketClient | undefined
    try {
      const before = phone.sockets.opened
      ben = await awayWhileBenJoins(phone.page, code)
      await setVisibility(phone.page, 'visible')
      await expect.poll(() => phone.sockets.opened).toBe(before + 1)
      await expect.poll(() => lobbyNames(phone.page)).toEqual([expect.stringContaining('Ada'), expect.stringContaining('Ben')])
    } finally {
      ben?.close()
      await phone.context.close()
    }
  })

  it('opens one new connection, not two, when waking up raises two alarms at once', async () => {
    const code = await createRoomAt(server.url, 'werwolf')
    const network = await slowToConnect(server.port)
    const phone = await phoneInLobby(code, network.url)
    let ben: SocketClient | undefined
    try {
      const before = phone.sockets.opened
      ben = await awayWhileBenJoins(phone.page, code)
      network.waitMs = 1_000
      // A thawing page tells twice within moments (the ping watch, then the page shown): the second
      // must not throw away the handshake the first began, which a slow network has not finished.
      await setVisibility(phone.page, 'visible')
      await phone.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)))
      await phone.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      await expect.poll(() => lobbyNames(phone.page)).toEqual([expect.stringContaining('Ada'), expect.stringContaining('Ben')])
      expect(phone.sockets.opened).toBe(before + 1)
    } finally {
      ben?.close()
      await phone.context.close()
      network.close()
    }
  })

  it('says the connection is lost over the page, so nothing on it moves as the notice comes and goes', async () => {
    const code = await createRoomAt(server.url, 'werwolf')
    const phone = await phoneInLobby(code)
    try {
      const banner = phone.page.getByTestId('offline-banner')
      const top = () => phone.page.locator('main').first().evaluate((main) => main.getBoundingClientRect().top)
      const before = await top()
      await phone.context.setOffline(true)
      await banner.waitFor()
      expect(await top()).toBe(before)
      await phone.context.setOffline(false)
      await banner.waitFor({ state: 'hidden' })
      expect(await top()).toBe(before)
    } finally {
      await phone.context.close()
    }
  })

  it('connects afresh when the network is back, though its old connection still looked open', async () => {
    const code = await createRoomAt(server.url, 'werwolf')
    const phone = await phoneInLobby(code)
    let cleo: SocketClient | undefined
    try {
      const before = phone.sockets.opened
      const offline = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
      // The browser keeps the socket open through its emulated gap and holds back what arrives.
      await phone.cdp.send('Network.emulateNetworkConditions', offline)
      cleo = await SocketClient.joined(server.port, code, 'Cleo')
      await phone.cdp.send('Network.emulateNetworkConditions', { ...offline, offline: false })
      await expect.poll(() => phone.sockets.opened).toBe(before + 1)
      await expect.poll(() => lobbyNames(phone.page)).toEqual([expect.stringContaining('Ada'), expect.stringContaining('Cleo')])
      // The new connection named the seat in its address and was seated as it opened: no join frame on it.
      expect(new URL(phone.sockets.urls.at(-1)!).searchParams.has('token')).toBe(true)
      const sentOnNew = phone.sockets.sent.get(phone.sockets.ids.at(-1)!) ?? []
      expect(sentOnNew.filter((frame) => JSON.parse(frame).type === 'join')).toEqual([])
      // One seat, not two: the new connection took the old one's place.
      const summary = (await (await fetch(`${server.url}/api/rooms/${code}`)).json()) as { names: string[] }
      expect(summary.names).toEqual(['Ada', 'Cleo'])
    } finally {
      cleo?.close()
      await phone.context.close()
    }
  })
})
