/**
 * A phone locked or switched away, and back: headless Chromium keeps every page visible, so the
 * page is told it is hidden the way a browser tells it (`visibilityState`, `hidden`, the event).
 */
import type { Page } from 'playwright-core'

export function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  return page.evaluate((hidden) => {
    if (hidden) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    } else {
      delete (document as { visibilityState?: unknown }).visibilityState
      delete (document as { hidden?: unknown }).hidden
    }
    document.dispatchEvent(new Event('visibilitychange'))
  }, state === 'hidden')
}
