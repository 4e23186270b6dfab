/**
 * Firefox phones: Debian's Firefox ESR (package firefox-esr) through puppeteer-core over WebDriver
 * BiDi. One Firefox per test file and language, a browser context (own storage, so its own seat
 * token) per device. They offer the same `Device` interface as the Chromium phones; Firefox has no
 * touch emulation here, so a tap arrives as a mouse click.
 */
import puppeteer, { type Browser } from 'puppeteer-core'
import { type Device, pressCentre } from '../devices'
import type { EngineDeviceOptions } from './webkit'

export const FIREFOX = '/usr/bin/firefox-esr'

const browsers = new Map<string, Promise<Browser>>()

/** The Firefox for one language (the language is a browser-wide setting there). */
function firefoxFor(locale: string): Promise<Browser> {
  let browser = browsers.get(locale)
  if (!browser) {
    browser = puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: {
        'intl.accept_languages': `${locale},${locale.split('-')[0]}`,
        // Scrollbars over the page, as on a phone: a classic one takes 12 px off the page's width.
        'widget.gtk.overlay-scrollbars.enabled': true,
        'ui.useOverlayScrollbars': 1,
      },
    })
    browsers.set(locale, browser)
  }
  return browser
}

/** A Firefox device (a phone unless `kind` says otherwise). */
export async function newFirefoxDevice(name: string, kind: Device['kind'], options: EngineDeviceOptions): Promise<Device> {
  const context = await (await firefoxFor(options.locale)).createBrowserContext()
  const page = await context.newPage()
  page.setDefaultTimeout(options.timeoutMs)
  page.setDefaultNavigationTimeout(options.timeoutMs)
  await page.setViewport(options.viewport)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  let viewport = options.viewport
  return {
    name,
    kind,
    errors,
    goto: async (path) => void (await page.goto(new URL(path, options.baseURL).href)),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    runScript: async (source) => void (await page.evaluate(source)),
    // Locators wait until the element is visible, enabled and still, and scroll it into view.
    tap: (selector, o) => page.locator(selector).setTimeout(o?.timeout ?? options.timeoutMs).click(),
    hold: async (selector, whileHeld) => {
      const target = (await page.waitForSelector(selector, { visible: true }))!
      await target.scrollIntoView()
      await pressCentre(page.mouse, (await target.boundingBox())!, whileHeld)
    },
    reload: async () => void (await page.reload()),
    fill: (selector, text) => page.locator(selector).fill(text),
    waitFor: async (selector, o) => void (await page.waitForSelector(selector, { visible: true, timeout: o?.timeout ?? options.timeoutMs })),
    screenshot: async (path, o = {}) => {
      const jpeg = /\.jpe?g$/.test(path)
      await page.screenshot({ path: path as `${string}.png`, fullPage: o.fullPage, ...(jpeg ? { type: 'jpeg', quality: o.quality } : {}) })
    },
    viewport: () => viewport,
    setViewport: async (size) => {
      viewport = size
      await page.setViewport(size)
    },
    close: () => context.close(),
  }
}

/** Closes this file's Firefox browsers. */
export async function closeFirefox(): Promise<void> {
  const all = [...browsers.values()]
  browsers.clear()
  await Promise.all(all.map(async (browser) => (await browser).close().catch(() => {})))
}
