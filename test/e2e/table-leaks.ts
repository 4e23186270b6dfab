/**
 * What the table screen says, read like a neighbour reads it: no line of text may tie a player
 * still in the game to a secret (a role's name, a wristband), and a secret that belongs to nobody
 * in particular (the word game's words) may not show at all. The frames check (table-frames.ts)
 * proves the screen is never sent a secret; this one proves the screen never draws one.
 */
import type { Page } from 'playwright-core'

/**
 * Blocks of text on the table screen that show a secret: with `living` names, a block naming one of
 * them together with one of the `secrets`; without, any block holding a secret. Names and secrets
 * match as whole words. Empty when the screen shows none, or shows the end (which reveals all).
 */
export function tableLeaks(page: Page, living: readonly string[], secrets: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ living, secrets }) => {
      const word = (w: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u')
      const secretRes = secrets.filter((s) => s.trim() !== '').map(word)
      const nameRes = living.map((name) => [name, word(name)] as const)
      const root = document.querySelector('[data-testid=table-screen]')
      if (!root) return []
      // The end reveals every card: what the caller saw as a running game may have ended since.
      if (root.querySelector('[data-testid=phase][data-phase=ended], [data-testid=end-screen], [data-testid=end-reveal]')) return []
      const found: string[] = []
      const blocks = root.querySelectorAll('li, p, dd, dt, td, th, h1, h2, h3, h4, figcaption, summary, label, button')
      for (const block of Array.from(blocks)) {
        const text = (block as HTMLElement).innerText ?? block.textContent ?? ''
        if (!secretRes.some((re) => re.test(text))) continue
        const line = `${block.tagName.toLowerCase()}: ${text.trim().replace(/\s+/g, ' ').slice(0, 160)}`
        if (living.length === 0) found.push(line)
        else for (const [, re] of nameRes) if (re.test(text)) found.push(line)
      }
      return [...new Set(found)]
    },
    { living: [...living], secrets: [...secrets] },
  )
}
