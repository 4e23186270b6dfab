import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ui } from '../../shared/i18n/ui'

const CLIENT = join(__dirname, '../../client')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('client texts', () => {
  it('has the same keys in German and English', () => {
    expect(Object.keys(ui.de).sort()).toEqual(Object.keys(ui.en).sort())
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
