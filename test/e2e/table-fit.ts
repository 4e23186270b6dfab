/**
 * Does the table screen fit a real TV? A TV cannot scroll, so at each size a table meets (a 1080p
 * TV, a 720p TV, a 4:3 tablet) every step must show whole inside the window: the page no higher or
 * wider than the window, nothing cut off inside it, no text shrunk past reading, and what the table
 * needs on screen — the step's title, the countdown, whom it waits for, the narration, the game's
 * board, the way back in — in its wording for a whole table, never a phone's.
 *
 * `measureTable` checks the page at its current size; `TableSteps` walks a live table screen
 * through the sizes once for every step it shows (and has the tour photograph it), so a game's
 * browser test checks every step it meets with one call per loop.
 */
import type { Page } from 'playwright-core'
import type { Phone } from './devices'
import { LANGS, t } from '../../shared/i18n'
import type { ScreenTour } from './screens'

/** The windows a table screen meets: a 1080p TV, a 720p TV, a 4:3 tablet. */
export const TV_SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
] as const

/** Smallest text allowed on the table screen, in CSS pixels at the size measured. */
export const MIN_TEXT_PX = 12

/** Texts that speak to one person holding a phone: never on the table screen, in any language. */
export const PHONE_WORDING = ['ui.game.spectating', 'ui.game.no_view', 'ui.shifter.wait.watch', 'ui.words.me.out']
/** Phrases a phone's step may use that a table screen must not ("Your role"). */
const PHONE_PHRASES = ['Your role', 'Deine Rolle', 'You are watching', 'Du schaust zu']

/** The phone wordings as they read, in every language. */
function phoneTexts(): string[] {
  const texts = [...PHONE_WORDING.flatMap((key) => LANGS.map((lang) => t(lang, key))), ...PHONE_PHRASES]
  return texts.filter((text, i) => !text.startsWith('ui.') && texts.indexOf(text) === i)
}

/** The problems of the table screen as it is now, at the window's current size (empty when it fits). */
export function measureTable(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ minText, phoneTexts }) => {
      const problems: string[] = []
      const W = innerWidth
      const H = innerHeight
      const doc = document.documentElement
      if (doc.scrollHeight > H + 1) problems.push(`the page is ${doc.scrollHeight} px high in a ${H} px window`)
      if (doc.scrollWidth > W + 1) problems.push(`the page is ${doc.scrollWidth} px wide in a ${W} px window`)
      const root = document.querySelector('[data-testid=table-screen]')
      if (!root) return [...problems, 'no table screen']
      const label = (el: Element) => {
        const id = el.getAttribute('data-testid') ?? el.id
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
        return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${cls}`.slice(0, 80)
      }
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect()
        return r.width > 0 && r.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      }
      // Nothing cut off: a box that clips must hold all it has (one-line labels that end in "…" aside).
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.closest('.sr-only') || !shown(el)) continue
        const cs = getComputedStyle(el)
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue
        if (cs.textOverflow === 'ellipsis') continue
        if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) {
          problems.push(`${label(el)} cuts off its content (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`)
        }
      }
      // Everything that shows lies inside the window.
      const inside = (el: Element) => {
        const r = el.getBoundingClientRect()
        return r.left >= -1 && r.top >= -1 && r.right <= W + 1 && r.bottom <= H + 1
      }
      const zoomOf = (el: Element) => {
        let zoom = 1
        for (let at: Element | null = el; at; at = at.parentElement) {
          const z = Number.parseFloat((at as HTMLElement).style?.zoom || '1')
          if (z > 0) zoom *= z
        }
        return zoom
      }
      // Readable across the table: the smallest text actually drawn.
      let smallest = Infinity
      let smallestAt = ''
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.closest('.sr-only') || !shown(el)) continue
        const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')
        if (!own) continue
        if (!inside(el)) problems.push(`${label(el)} "${(el.textContent ?? '').trim().slice(0, 40)}" lies outside the window`)
        const px = Number.parseFloat(getComputedStyle(el).fontSize) * zoomOf(el)
        if (px < smallest) {
          smallest = px
          smallestAt = `${label(el)} "${(el.textContent ?? '').trim().slice(0, 30)}"`
        }
      }
      if (smallest < minText) problems.push(`text of ${smallest.toFixed(1)} px is too small to read across the table: ${smallestAt}`)
      // What the table needs, on screen.
      const need = (selector: string, what: string) => {
        const el = root.querySelector(selector)
        if (!el || !shown(el)) problems.push(`no ${what} (${selector})`)
        else if (!inside(el)) problems.push(`the ${what} lies outside the window`)
      }
      const lobby = root.querySelector('.tv-lobby') !== null
      if (lobby) {
        need('.tv-join svg.qr', 'QR code to join')
        need('[data-testid=table-url]', 'link to join')
        need('[data-testid=table-code]', 'room code')
        need('[data-testid=table-players]', 'list of who is here')
      } else if (root.querySelector('.tv-game')) {
        need('[data-testid=table-title]', 'step title')
        need('[data-testid=table-corner] svg.qr', 'QR code to come back')
        need('[data-testid=table-board], [data-testid=end-screen]', 'board')
        const countdown = root.querySelector('.countdown')
        if (countdown) need('.countdown', 'countdown')
        if (root.querySelector('[data-testid=table-narration]')) need('[data-testid=table-narration]', 'narration')
        if (root.querySelector('[data-testid=table-progress]')) need('[data-testid=table-progress]', 'line of whom the table waits for')
      }
      // A whole table's wording.
      const text = (root as HTMLElement).innerText
      for (const phone of phoneTexts) if (text.includes(phone)) problems.push(`a phone's wording on the table: "${phone}"`)
      return problems
    },
    { minText: MIN_TEXT_PX, phoneTexts: phoneTexts() },
  )
}

/**
 * Waits until the page has laid itself out for `size`: the window has that size, two frames were
 * drawn, and no FitBox has a refit still due (they refit on the frame after a change, which on a
 * busy machine is not always the next one the test waits for).
 */
async function settle(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, size, { polling: 'raf' })
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
  await page.waitForFunction(() => document.querySelector('.fit-box[data-fitting]') === null, null, { polling: 'raf' })
}

/** The step the table screen shows now: its phase and whether the game is over, or null outside a game. */
async function stepOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const main = document.querySelector('[data-testid=table-screen] .tv-main')
    if (!main) return null
    if (main.classList.contains('tv-lobby')) return 'lobby'
    return main.getAttribute('data-phase')
  })
}

/**
 * A live table screen checked at every size once for each step it shows. Call `look()` as often as
 * the test likes (each loop): a step seen before costs one read of the page. `tour` photographs
 * each step at the first size for the docs and checks it with axe.
 */
export class TableSteps {
  /** Steps measured at every size. */
  readonly verified: string[] = []
  /** What did not fit, per step and size. */
  readonly problems: string[] = []

  private readonly page: Page

  constructor(
    private readonly table: Phone,
    private readonly tour?: ScreenTour,
    private readonly sizes: readonly { width: number; height: number }[] = TV_SIZES,
  ) {
    this.page = table.page
  }

  /** Measures the step on screen at every size if it is new; leaves the page at its own size again. */
  async look(): Promise<void> {
    const step = await stepOf(this.page)
    if (step === null || this.verified.includes(step)) return
    const before = this.page.viewportSize()
    const found: string[] = []
    let moved = false
    for (const size of this.sizes) {
      await this.page.setViewportSize(size)
      await settle(this.page, size)
      let problems = await measureTable(this.page)
      // What does not fit must still not fit a moment later: the content may have changed just
      // as it was measured (a name, a score), with its box's refit one frame away.
      if (problems.length > 0) {
        await settle(this.page, size)
        problems = await measureTable(this.page)
      }
      for (const problem of problems) found.push(`${step} at ${size.width}×${size.height}: ${problem}`)
      if (size === this.sizes[0] && this.tour) await this.tour.visit(this.table, `table-${step}`, { still: async () => (await stepOf(this.page)) === step })
      if ((await stepOf(this.page)) !== step) {
        moved = true
        break
      }
    }
    if (before) await this.page.setViewportSize(before)
    // The step ended while it was measured: what was seen may mix two steps; measure it next time.
    if (moved) return
    this.verified.push(step)
    this.problems.push(...found)
  }
}
