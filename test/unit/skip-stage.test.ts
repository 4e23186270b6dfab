import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const CLIENT = join(__dirname, '../../client')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('skipping a step from the app', () => {
  it('names the step it ends on every button, so a late press is refused, never ends the next step', () => {
    const skips = sources(CLIENT).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\{\s*type:\s*'skip'[^}]*\}/g)].map((m) => [file, m[0]] as const))
    // One component asks and sends it, for the host and the moderator alike (components/skip-step.tsx).
    expect(skips.length).toBeGreaterThanOrEqual(1)
    for (const [file, command] of skips) expect(command, file).toMatch(/\bstage\b/)
  })
})
