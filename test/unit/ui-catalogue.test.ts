import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from '../../shared/i18n'
import { allCatalogues } from '../support/all-texts'

/** Every catalogue of client texts (keys under ui.*), merged; each is also checked on its own for German and English. */
const parts: Catalogue[] = allCatalogues.filter((c) => Object.keys(c.en).every((key) => key.startsWith('ui.')))
const ui: Catalogue = {
  de: Object.assign({}, ...parts.map((c) => c.de)),
  en: Object.assign({}, ...parts.map((c) => c.en)),
}

const CLIENT = join(__dirname, '../../client')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('client texts', () => {
  it('has the same keys in German and English, in each catalogue', () => {
    expect(parts.length).toBeGreaterThan(2)
    for (const part of parts) expect(Object.keys(part.de).sort()).toEqual(Object.keys(part.en).sort())
    expect(Object.keys(ui.en).length).toBe(parts.reduce((n, part) => n + Object.keys(part.en).length, 0))
  })

  it('keeps every client text under ui.*', () => {
    for (const key of Object.keys(ui.en)) expect(key).toMatch(/^ui\./)
  })

  it('uses the same {placeholders} in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const key of Object.keys(ui.en)) expect([key, names(ui.de[key]!)]).toEqual([key, names(ui.en[key]!)])
  })

  it('has a text for every literal ui.* key the client uses', () => {
    const used = new Set<string>()
    for (const file of sources(CLIENT)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(ui\.[\w.]+)'/g)) used.add(match[1]!)
    }
    expect(used.size).toBeGreaterThan(50)
    const missing = [...used].filter((key) => !(key in ui.en))
    expect(missing).toEqual([])
  })
})
