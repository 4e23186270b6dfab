/**
 * Accessibility checks for the browser tier: axe-core on the page as it is now, failing on every
 * serious or critical violation with the rule, what it wants and where on the page.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Impacts that fail a test; moderate and minor ones are left to review. */
const FAILING = new Set(['serious', 'critical'])

/** The violations on the page that are serious or critical, one line each (empty when there are none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Off by default in axe because it is still being tuned; on here, because people who steer by
    // voice say what they see, so an accessible name must contain the visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return results.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`)
}

/** Fails the test when axe finds a serious or critical violation on the page; `label` names the screen. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  expect(await seriousViolations(page), `accessibility of ${label}`).toEqual([])
}
