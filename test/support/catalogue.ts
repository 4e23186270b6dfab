/** Checks every game's catalogue test makes: a notice renders whole in every language, and a catalogue is the same in both. */
import { expect } from 'vitest'
import { LANGS, messages, t, type Catalogue } from '../../shared/i18n'
import { seatsIn, type Notice } from '../../shared/notice'

/** Checks a notice renders completely in every language: key, referenced keys, all placeholders filled. */
export function expectRenders(n: Notice, seats: readonly string[]): void {
  for (const lang of LANGS) {
    expect(messages[lang], `${lang} lacks ${n.key}`).toHaveProperty([n.key])
    for (const value of Object.values(n.params ?? {})) {
      if (typeof value !== 'string') continue
      if (value.startsWith('@')) expect(messages[lang], `${lang} lacks ${value}`).toHaveProperty([value.slice(1)])
      for (const seat of seatsIn(value) ?? []) expect(seats).toContain(seat)
    }
    expect(t(lang, n.key, n.params), `${lang} ${n.key}`).not.toMatch(/\{\w+\}/)
  }
}

/** The same keys in German and English, all under `prefix`, none empty. */
export function expectSameKeys(catalogue: Catalogue, prefix: string): void {
  expect(Object.keys(catalogue.de).sort()).toEqual(Object.keys(catalogue.en).sort())
  for (const key of Object.keys(catalogue.de)) expect(key.startsWith(prefix)).toBe(true)
  for (const lang of LANGS) for (const [key, text] of Object.entries(catalogue[lang])) expect(text.trim(), key).not.toBe('')
}

/** The same {placeholders} in both languages, key by key. */
export function expectSamePlaceholders(catalogue: Catalogue): void {
  // A hole is `{name}` or a counted text's `{name, plural, …}`; a language may count a number the
  // other only names (German "{max} Spieler", English "{max, plural, one {# player} …}").
  const holes = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort()
  for (const key of Object.keys(catalogue.de)) expect(holes(catalogue.de[key]!), key).toEqual(holes(catalogue.en[key]!))
}
