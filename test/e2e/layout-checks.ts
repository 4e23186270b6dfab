/**
 * Layout checks for every screen a browser tour visits: nothing wider than the window (unless it
 * is a marked horizontal scroller with a visible hint), no content cut off at the side, no word
 * broken inside, and every tap target at least 44 × 44 px. Plain functions over a Playwright
 * page; `screenLayout` runs them at both phone sizes in both languages.
 *
 * Markers the app uses for what may be wider than the window:
 *   data-h-scroll        an element that scrolls sideways on purpose (a table on a narrow phone)
 *   data-h-scroll-hint   in the same parent: the visible hint that it scrolls
 */
import type { Page } from 'playwright-core'
import type { Lang } from '../../shared/i18n'

/** The phone sizes every screen is checked at: a common large phone and a small one. */
export const PHONE_SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const

/** The smallest tap target (WCAG 2.5.5, and both phone makers' guidelines). */
export const MIN_TAP_PX = 44

/** What each check may report. */
export type LayoutCheck = 'width' | 'words' | 'targets'

/**
 * The layout problems on the page as it is now, one line each. A checkbox or radio counts as a
 * target together with its label; a link inside a sentence is exempt (WCAG's inline exception),
 * a link standing on its own is not. A word is what stands between spaces, hyphens, dashes and
 * slashes (where a line may break).
 */
export function layoutProblems(page: Page, checks: readonly LayoutCheck[] = ['width', 'words', 'targets']): Promise<string[]> {
  return page.evaluate(
    ([checks, least]) => {
      const problems: string[] = []
      const visible = (el: Element) => {
        if (el.closest('.sr-only, [hidden], [inert]')) return false
        const style = getComputedStyle(el)
        return style.visibility === 'visible' && style.display !== 'none' && el.getClientRects().length > 0
      }
      const describe = (el: Element) => {
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
        const testid = el.getAttribute('data-testid')
        const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
        return `<${el.tagName.toLowerCase()}${testid ? `[${testid}]` : cls}> "${text}"`
      }

      if (checks.includes('width')) {
        const width = document.documentElement.clientWidth
        const sticksOut = (el: Element) => {
          const r = el.getBoundingClientRect()
          return r.width > 0 && (r.right > width + 1 || r.left < -1)
        }
        const hinted = (scroller: Element) => Array.from(scroller.parentElement?.querySelectorAll('[data-h-scroll-hint]') ?? []).some(visible)
        for (const el of Array.from(document.querySelectorAll('body *'))) {
          if (!visible(el)) continue
          const scroller = el.parentElement?.closest('[data-h-scroll]')
          if (scroller) continue
          const style = getComputedStyle(el)
          const overflowing = el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1
          if (overflowing && (style.overflowX === 'auto' || style.overflowX === 'scroll')) {
            if (!el.hasAttribute('data-h-scroll')) problems.push(`scrolls sideways unmarked: ${describe(el)}`)
            else if (!hinted(el)) problems.push(`scrolls sideways without a visible hint: ${describe(el)}`)
            continue
          }
          if (overflowing && (style.overflowX === 'hidden' || style.overflowX === 'clip') && (el.textContent ?? '').trim() !== '') {
            problems.push(`cuts off its content at the side: ${describe(el)}`)
            continue
          }
          // Only the outermost element that sticks out: whatever it holds sticks out with it.
          if (sticksOut(el) && !(el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement))) {
            const r = el.getBoundingClientRect()
            problems.push(`wider than the window (${Math.round(r.left)}…${Math.round(r.right)} of ${width} px): ${describe(el)}`)
          }
        }
        if (document.documentElement.scrollWidth > width + 1) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} of ${width} px)`)
      }

      if (checks.includes('words')) {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        const range = document.createRange()
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          const text = node.textContent ?? ''
          if (!parent || text.trim() === '' || parent.closest('script, style, noscript, svg, [data-h-scroll]') || !visible(parent)) continue
          for (const m of text.matchAll(/[^\s\-‐–—/·|]{2,}/gu)) {
            range.setStart(node, m.index!)
            range.setEnd(node, m.index! + m[0].length)
            const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0.5).map((r) => Math.round(r.bottom)))
            if (lines.size > 1) problems.push(`word broken inside: "${m[0]}" in ${describe(parent)}`)
          }
        }
      }

      if (checks.includes('targets')) {
        const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=switch], [role=radio]'
        for (const el of Array.from(document.querySelectorAll(selector))) {
          const input = el as HTMLInputElement
          const labelled = input.type === 'checkbox' || input.type === 'radio'
          const box = labelled ? (el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ?? el) : el
          if (!visible(box) || el.closest('[inert]')) continue
          if (!labelled && !visible(el)) continue
          if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
            const around = (el.parentElement?.textContent ?? '').replace(el.textContent ?? '', '')
            if ((around.match(/\p{L}{2,}/gu) ?? []).length >= 3) continue
          }
          const r = box.getBoundingClientRect()
          if (r.width + 0.5 >= least && r.height + 0.5 >= least) continue
          problems.push(`tap target ${Math.round(r.width)}×${Math.round(r.height)} px: ${describe(el)}`)
        }
      }
      return problems
    },
    [checks, MIN_TAP_PX] as const,
  )
}

/**
 * The screen's layout problems at both phone sizes in both languages (`showIn` switches the
 * language), each with where it was seen; leaves the page in its language and at its size.
 */
export async function screenLayout(page: Page, showIn: (page: Page, lang: Lang) => Promise<void>): Promise<string[]> {
  const size = page.viewportSize()
  const before = (await page.evaluate(() => document.documentElement.lang)) as Lang
  const card = page.locator('[data-testid=secret-card]').first()
  const cardShown = async () => (await card.getAttribute('data-state', { timeout: 1_000 }).catch(() => null)) === 'shown'
  const wasShown = await cardShown()
  const seen = new Map<string, string[]>()
  const started = Date.now()
  try {
    for (const lang of [before, before === 'de' ? 'en' : 'de'] as Lang[]) {
      await showIn(page, lang)
      for (const { width, height } of PHONE_SIZES) {
        await page.setViewportSize({ width, height })
        // Media queries and the new line breaks apply on the next frames.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        for (const problem of await layoutProblems(page)) seen.set(problem, [...(seen.get(problem) ?? []), `${lang} ${width}×${height}`])
      }
    }
  } finally {
    if (size) await page.setViewportSize(size)
    await showIn(page, before)
    // An open card covers itself after a while: the checks leave it open, as they found it.
    if (wasShown && !(await cardShown())) await page.locator('[data-testid=secret-card-toggle]').first().click().catch(() => undefined)
  }
  if (process.env.LAYOUT_LOG) console.log(`layout ${((Date.now() - started) / 1000).toFixed(1)} s:`, [...seen.keys()])
  return [...seen].map(([problem, where]) => `${problem} (${where.join(', ')})`)
}
