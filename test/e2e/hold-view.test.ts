/**
 * The host's lobby in a browser that does not keep the view in place by itself (no CSS scroll
 * anchoring: WebKit here, as Safari before 27). People join while the host has scrolled down to the
 * game's settings: the list of players above grows, and the settings must stay where they were under
 * the host's finger. While the host is at the page's top, showing the code and QR, the page stays at
 * its top and the list grows below.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createRoomAt } from '../support/server'
import { sharedServer } from '../support/shared-server'
import { SocketClient } from '../support/socket-client'
import { type Device, newPhone } from './devices'

const sockets: SocketClient[] = []
afterAll(() => sockets.forEach((s) => s.close()))

/**
 * Where things are on the host's screen, as it is painted next: a look between a change and the
 * next frame would see the page before the browser (or the app) has set its scroll for it.
 */
function where(device: Device): Promise<{ scrollY: number; settings: number; code: number; rows: number }> {
  return device.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
    return {
      scrollY: window.scrollY,
      settings: document.getElementById('settings-title')!.getBoundingClientRect().top,
      code: document.querySelector('[data-testid=lobby-code]')!.getBoundingClientRect().top,
      rows: document.querySelectorAll('ul.seats:not(.seats-watch):not(.seats-table) > li').length,
    }
  }, null)
}

describe('the lobby in a browser without scroll anchoring', () => {
  it('keeps the settings still while people join above them, and the top of the page while it is in view', async () => {
    const { url, port } = await sharedServer()
    const code = await createRoomAt(url, 'werwolf')
    const host = await newPhone('WebKit host', { engine: 'webkit' })
    await host.goto(`${url}/r/${code}`)
    await host.fill('[data-testid=join-name]', 'Alma')
    await host.tap('[data-testid=join-submit]')
    await host.waitFor('[data-testid=lobby-start]')
    const anchors = await host.evaluate(() => CSS.supports('overflow-anchor', 'auto'), null)
    console.log(`WebKit ${anchors ? 'keeps' : 'does not keep'} the view in place by itself`)

    let joined = 1
    const join = async (name: string) => {
      sockets.push(await SocketClient.joined(port, code, name))
      joined++
      await host.waitFor(`ul.seats:not(.seats-watch):not(.seats-table) > li:nth-child(${joined})`)
    }

    // At the page's top: the list grows below, the code stays at the top.
    const top = await where(host)
    expect(top.scrollY).toBe(0)
    for (const name of ['Bodo', 'Cleo']) await join(name)
    const stillTop = await where(host)
    expect(stillTop.scrollY, 'the page stays at its top').toBe(0)
    expect(stillTop.code, 'the room code stays where it was').toBe(top.code)
    expect(stillTop.settings, 'the list grew below the code').toBeGreaterThan(top.settings)

    // Scrolled down to the settings: they stay put while the list grows above them.
    await host.evaluate(() => document.getElementById('settings-title')!.scrollIntoView({ block: 'start' }), null)
    const before = await where(host)
    expect(before.scrollY).toBeGreaterThan(0)
    for (const name of ['Dante', 'Edda', 'Fiete', 'Greta']) {
      await join(name)
      const now = await where(host)
      expect(now.rows).toBe(joined)
      expect(Math.abs(now.settings - before.settings), `the settings after ${name} joined: ${before.settings} → ${now.settings}`).toBeLessThanOrEqual(1)
    }
    // What held them still: the page scrolled by the rows that came above them.
    expect((await where(host)).scrollY).toBeGreaterThan(before.scrollY)
    expect(host.errors).toEqual([])
  })
})
