/**
 * What a neighbour sees of a phone at arm's length, as data: the visible elements of a game
 * screen with their boxes (in 8 px steps), colours and how long their own text is (in buckets).
 * Two phones whose fingerprints are equal look the same at a glance. Public parts that differ by
 * design (the host's controls, the narrator's read-aloud tools) are left out, and positions are
 * measured from the step header and from the covered card, so those parts do not shift the rest.
 */
import type { Page } from 'playwright-core'

export function glanceFingerprint(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bucket = (n: number) => (n === 0 ? 0 : n <= 10 ? 1 : n <= 30 ? 2 : n <= 80 ? 3 : 4)
    const origin = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().y ?? 0
    const rows: string[] = []
    const seen = new Set<Element>()
    // What is drawn: a box, and not hidden by style, transparency or a closed <details>.
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) return false
      return el.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true })
    }
    const describe = (el: Element, top: number) => {
      const r = el.getBoundingClientRect()
      const cs = getComputedStyle(el)
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => (n.textContent ?? '').trim())
        .join('')
      return [el.tagName, Math.round(r.x / 8), Math.round((r.y - top) / 8), Math.round(r.width / 8), Math.round(r.height / 8), cs.color, cs.backgroundColor, cs.borderColor, bucket(own.length)].join(' ')
    }
    // The step header, from its own top.
    const header = document.querySelector('.step-header')
    if (header) {
      const top = origin('.step-header')
      for (const el of [header, ...Array.from(header.querySelectorAll('*'))]) {
        if (!visible(el) || el.closest('.countdown')) continue
        seen.add(el)
        rows.push(`head ${describe(el, top)}`)
      }
    }
    // The covered card and everything after it, from the card's top.
    const card = document.querySelector('[data-testid=secret-card]')
    if (card) {
      const top = origin('[data-testid=secret-card]')
      const all = Array.from(document.querySelectorAll('main *'))
      for (const el of all) {
        if (seen.has(el) || !visible(el)) continue
        if (el.closest('.host-controls, .stop-game, .narration, .step-header')) continue
        if (card.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) continue
        rows.push(`body ${describe(el, top)}`)
      }
    }
    return rows
  })
}

/** The first difference between two fingerprints, for a readable failure. */
export function firstDifference(a: readonly string[], b: readonly string[]): string | null {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return `#${i}: ${a[i] ?? '(none)'}  ≠  ${b[i] ?? '(none)'}`
  return null
}
