/**
 * Typography that a narrow phone shows up: a number and its percent sign stay on one line. German
 * writes a space between them that never breaks ("50 %" with U+00A0), English none ("50%"). Checked
 * in every text catalogue and on every game's rules page.
 */
import { describe, expect, it } from 'vitest'
import { LANGS, type Lang } from '../../shared/i18n'
import { games } from '../../server/games'
import { allCatalogues } from '../support/all-texts'

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
    for (const def of Object.values(games)) {
      for (const lang of LANGS) expect(misplacedPercents(lang, JSON.stringify(def.rules[lang])), `${def.id} ${lang}`).toEqual([])
    }
  })
})
