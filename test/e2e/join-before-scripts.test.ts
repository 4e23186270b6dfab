/**
 * A room link on a network so slow that the app's scripts have not arrived yet: the page the Worker
 * serves is already the join form (server/http/join-form.ts). A person types a name and taps join
 * while every script file is held back; once the files arrive the app takes over the form in place
 * (the same screen, the typed text, the caret) and carries out the tap once: the lobby, under that name.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import { createRoomAt } from '../support/server'
import { sharedServer } from '../support/shared-server'
import { sharedBrowser } from './devices'

// The tier's shared server and Chromium (its setup lets go of the browser after the file).
let server: { url: string; port: number }
let browser: Browser
beforeAll(async () => {
  ;[server, browser] = await Promise.all([sharedServer(), sharedBrowser()])
})

/** A phone whose script files wait until `release()`: the page has only what the Worker drew. */
async function slowPhone(locale: string): Promise<{ context: BrowserContext; page: Page; errors: string[]; release(): void }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale })
  context.setDefaultTimeout(60_000)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await context.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released
    await route.continue()
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  return { context, page, errors, release }
}

/** The screen's parts as a person sees them: each visible element's tag, classes and own text, in order. */
function screenOf(page: Page, root: string): Promise<string[]> {
  return page.locator(root).evaluate((main) =>
    [...main.querySelectorAll('*')]
      .filter((el) => el.checkVisibility())
      .map((el) => {
        const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim()
        return `${el.tagName.toLowerCase()}.${[...el.classList].sort().join('.')} ${own}`
      }),
  )
}

describe('a room link before the app’s scripts have arrived', () => {
  it('takes a name and a tap on the served form, and the app carries the tap out once: the lobby, under that name', async () => {
    const code = await createRoomAt(server.url, 'werwolf')
    const phone = await slowPhone('en-US')
    try {
      await phone.page.goto(`/r/${code}`, { waitUntil: 'commit' })
      const form = phone.page.locator('#early form[data-ready]')
      await form.waitFor()
      // The screen is the app's join screen, in the reader's language, and no script file has run.
      expect(await phone.page.locator('html').getAttribute('lang')).toBe('en')
      expect(await phone.page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([t('en', 'ui.join.title')])
      expect(await phone.page.locator('#app').innerHTML()).toBe('')
      await phone.page.getByLabel(t('en', 'ui.home.name')).fill('Mara')
      await phone.page.getByTestId('join-submit').tap()
      // The tap is kept: the button says so, and a second tap does not send a second join.
      await expect.poll(() => phone.page.getByTestId('join-submit').textContent()).toBe(t('en', 'ui.conn.connecting'))
      expect(await phone.page.getByTestId('join-submit').isDisabled()).toBe(true)
      expect(await phone.page.locator('#app').innerHTML()).toBe('')

      // Joining for the first time is no lost connection: no "no connection" banner on the way in.
      await phone.page.evaluate(() => {
        const seen = window as { bannerSeen?: boolean }
        seen.bannerSeen = false
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="offline-banner"]')) seen.bannerSeen = true
        }).observe(document.body, { childList: true, subtree: true })
      })

      phone.release()
      await phone.page.getByTestId('lobby-code').waitFor()
      expect((await phone.page.getByTestId('lobby-code').textContent())?.trim()).toBe(code)
      expect(await phone.page.evaluate(() => (window as { bannerSeen?: boolean }).bannerSeen)).toBe(false)
      const rows = phone.page.locator('.seats > li[data-testid^="player-"]')
      await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Mara')])
      // One form, one join: the served screen is gone and the room holds one seat.
      expect(await phone.page.locator('#early').count()).toBe(0)
      const summary = (await (await fetch(`${server.url}/api/rooms/${code}`)).json()) as { names: string[] }
      expect(summary.names).toEqual(['Mara'])
      expect(phone.errors).toEqual([])
    } finally {
      await phone.context.close()
    }
  })

  it('hands the half-typed form over to the app as it is: same screen, same text, the caret where it was', async () => {
    const code = await createRoomAt(server.url, 'werwolf')
    const phone = await slowPhone('de-DE')
    try {
      await phone.page.goto(`/r/${code}`, { waitUntil: 'commit' })
      await phone.page.locator('#early form[data-ready]').waitFor()
      const name = phone.page.getByLabel(t('de', 'ui.home.name'))
      await name.click()
      await phone.page.keyboard.type('Jo')
      const served = await screenOf(phone.page, '#early')

      phone.release()
      await phone.page.locator('#early').waitFor({ state: 'detached' })
      // The app's own form, looking as the served one did, holding what was typed, focused, caret at its end.
      expect(await screenOf(phone.page, '#app .app')).toEqual(served)
      expect(await name.inputValue()).toBe('Jo')
      expect(await name.evaluate((input) => input === document.activeElement && (input as HTMLInputElement).selectionStart)).toBe(2)
      await phone.page.keyboard.type('na')
      expect(await name.inputValue()).toBe('Jona')
      await phone.page.getByTestId('join-submit').tap()
      await phone.page.getByTestId('lobby-code').waitFor()
      await expect.poll(() => phone.page.locator('.seats > li[data-testid^="player-"]').allTextContents()).toEqual([expect.stringContaining('Jona')])
      expect(phone.errors).toEqual([])
    } finally {
      await phone.context.close()
    }
  })
})
