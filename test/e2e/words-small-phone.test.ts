/**
 * A word game on one small phone (360 and 390 px wide), in German and in English: the top bar of a
 * game on this phone keeps "Auf diesem Handy" on one line beside a step name that stays readable,
 * and the debate ring's "time's up" stays inside the ring.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPhone } from './devices'
import { skipStep } from './host-skip'

const WIDTHS = [360, 390] as const
/** The debate at its shortest: the ring turns at zero on the phone's own clock, which the test moves on. */
const DEBATE_SECONDS = 30

/** How many lines a text element's words take. */
function linesOf(page: Page, selector: string): Promise<number> {
  return page.evaluate((selector) => {
    const el = document.querySelector(selector)!
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0.5).map((r) => Math.round(r.bottom))).size
  }, selector)
}

/** How far the ring's words reach past the inside of its stroke, in px (0 when they stay inside). */
function ringOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const ring = document.querySelector('[data-testid=debate-ring]')!.getBoundingClientRect()
    const [cx, cy] = [ring.left + ring.width / 2, ring.top + ring.height / 2]
    // The stroke's inner edge: radius 52 less half the stroke of 8, in a 120 box.
    const inner = (ring.width / 120) * 48
    const range = document.createRange()
    range.selectNodeContents(document.querySelector('.words-ring-text')!)
    let worst = 0
    for (const r of Array.from(range.getClientRects()).filter((r) => r.width > 0.5)) {
      for (const [x, y] of [[r.left, r.top], [r.right, r.top], [r.left, r.bottom], [r.right, r.bottom]] as const) {
        worst = Math.max(worst, Math.hypot(x - cx, y - cy) - inner)
      }
    }
    return worst
  })
}

describe('a word game on one small phone', () => {
  it('keeps the top bar and the debate ring’s zero readable at 360 and 390 px, in German and English', { timeout: 180_000 }, async () => {
    const phone = await newPhone('Alma', { viewport: { width: 360, height: 640 } })
    const { page } = phone
    // The phone's clock is the test's: the debate's 30 s pass at once, not in real time.
    await page.clock.install()
    await page.goto('/')
    await page.getByTestId('home-name').fill('Alma')
    await page.getByTestId('home-here').tap()
    await page.getByTestId('pass-quick').tap()
    await expect.poll(() => page.locator('[data-testid=pass-list] > li').count()).toBe(6)
    await page.locator('#words-clueSeconds').selectOption('0')
    await page.locator('#words-debateSeconds').selectOption(String(DEBATE_SECONDS))
    await page.getByTestId('words-skipAnimations').check()
    await page.getByTestId('lobby-start').tap()
    const phase = () => page.getByTestId('phase').getAttribute('data-phase')
    await expect.poll(phase).toBe('look')

    // The host ends the steps before the debate; the bar is checked on each, with its own step name.
    for (let i = 0; (await phase()) !== 'debate'; i++) {
      if (i > 20) throw new Error(`no debate, still at ${await phase()}`)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 640 })
        expect(await linesOf(page, '[data-testid=local-bar]'), `"${await page.getByTestId('local-bar').textContent()}" at ${width} px`).toBe(1)
        expect(await linesOf(page, '[data-testid=phase]'), `"${await page.getByTestId('phase').textContent()}" at ${width} px`).toBeLessThanOrEqual(2)
      }
      const before = await page.getByTestId('phase').getAttribute('data-version')
      await skipStep(phone)
      await expect.poll(() => page.getByTestId('phase').getAttribute('data-version')).not.toBe(before)
    }

    expect(await page.getByTestId('debate-ring').getAttribute('data-over')).toBe('false')
    await page.clock.fastForward((DEBATE_SECONDS + 1) * 1000)
    await expect.poll(() => page.getByTestId('debate-ring').getAttribute('data-over')).toBe('true')
    for (const lang of ['de', 'en']) {
      if (lang === 'en') await page.getByTestId('lang-switch').tap()
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 640 })
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        expect(await ringOverflow(page), `the ring's words at ${width} px in ${lang}`).toBeLessThanOrEqual(0)
        expect(await linesOf(page, '[data-testid=local-bar]'), `the bar at ${width} px in ${lang}`).toBe(1)
        expect(await linesOf(page, '[data-testid=phase]'), `the step at ${width} px in ${lang}`).toBeLessThanOrEqual(2)
      }
    }
  })
})
