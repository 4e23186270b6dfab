/**
 * Accessibility checks for the browser tier: axe-core on the page as it is now, failing on every
 * serious or critical violation with the rule, what it wants and where on the page.
 *
 * axe runs inside the page, loaded there once per page load rather than once per check, and in
 * the page itself (not in a blank helper page as @axe-core/playwright's default does): several
 * times faster, the same rules. The app has no frames, so nothing is lost by not looking into any.
 */
import axe from 'axe-core'
import type { Device } from './devices'

/** Impacts that fail a test; moderate and minor ones are left to review. */
const FAILING = new Set(['serious', 'critical'])

const OPTIONS = {
  // Off by default in axe because it is still being tuned; on here, because people who steer by
  // voice say what they see, so an accessible name must contain the visible text.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
}

interface Violation {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[] }[]
}

/** The violations on the page that are serious or critical, one line each (empty when there are none). */
export async function seriousViolations(device: Device): Promise<string[]> {
  if (!(await device.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object', undefined))) await device.runScript(axe.source)
  const violations = await device.evaluate(
    (options) => (window as unknown as { axe: { run(context: Document, o: unknown): Promise<{ violations: Violation[] }> } }).axe.run(document, options).then((r) => r.violations),
    OPTIONS,
  )
  return violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`)
}
