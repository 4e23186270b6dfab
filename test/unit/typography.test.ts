/**
 * The texts' typography, checked in every text catalogue and on every game's rules page. A number
 * and its percent sign stay on one line, which a narrow phone shows up: German writes a space
 * between them that never breaks ("50 %" with U+00A0), English none ("50%"). And each language
 * quotes and elides as it does in print: German „so“, English “so” and it’s.
 */
import { describe, expect, it } from 'vitest'
import { LANGS, type Lang } from '../../shared/i18n'
import { allCatalogues } from '../support/all-texts'
import { rulesPages } from '../support/rules-texts'

/** Where a language's text sets a percent sign the wrong way after a number: one line per place. */
function misplacedPercents(lang: Lang, text: string): string[] {
  const wrong = lang === 'de' ? /\d(?:%|[^\S\u00a0]+%)/g : /\d\s+%/g
  return [...text.matchAll(wrong)].map((match) => text.slice(Math.max(0, match.index - 30), match.index + match[0].length))
}

describe('a number and its percent sign', () => {
  it('stay together in every catalogue, as each language writes them', () => {
    let percents = 0
    for (const catalogue of allCatalogues) {
      for (const lang of LANGS) {
        for (const [key, text] of Object.entries(catalogue[lang])) {
          percents += (text.match(/\d\s*%/g) ?? []).length
          expect(misplacedPercents(lang, text), `${lang} ${key}`).toEqual([])
        }
      }
    }
    // The check has texts to look at (Undercover Cops' chances).
    expect(percents).toBeGreaterThan(0)
  })

  it("stay together on every game's rules page", () => {
    for (const lang of LANGS) {
      for (const { game, texts } of rulesPages(lang)) expect(texts.flatMap((text) => misplacedPercents(lang, text)), `${game} ${lang}`).toEqual([])
    }
  })
})

/** Where a text uses a typewriter's quote or apostrophe where its language prints another. */
function typewriterMarks(text: string): string[] {
  return [...text.matchAll(/[\p{L}}]'\p{L}|"\p{L}[^"]*"/gu)].map((match) => match[0])
}

describe('quotes and apostrophes', () => {
  it('are the printed ones in every catalogue and on every rules page', () => {
    for (const lang of LANGS) {
      for (const catalogue of allCatalogues) {
        for (const [key, text] of Object.entries(catalogue[lang])) expect(typewriterMarks(text), `${lang} ${key}`).toEqual([])
      }
      for (const { game, texts } of rulesPages(lang)) expect(texts.flatMap(typewriterMarks), `${game} ${lang}`).toEqual([])
    }
  })
})
