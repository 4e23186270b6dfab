/**
 * A rules page that tells people to tap “Read” must find a button called that. Every label a rules
 * page quotes („…“ in German, “…” in English) is one of the app's texts as a whole (its
 * placeholders standing for anything, its closing full stop left out), unless it is listed below as
 * what it is: an example of a message with made-up names and numbers, or a paraphrase.
 */
import { describe, expect, it } from 'vitest'
import { LANGS, type Lang } from '../../shared/i18n'
import { allCatalogues } from '../support/all-texts'
import { rulesPages } from '../support/rules-texts'

/** Quotes that stand for a message with example values, or say in short what a message says. */
const EXAMPLES: Record<Lang, string[]> = {
  de: [
    '4 Personen, 3 Bändchen',
    'Bändchen ja',
    'Bändchen nein',
    'ja',
    'Dienstausweis gefunden: X ist Polizei',
    'Du hast einen Beweis-Marker verloren',
    'Gib das Handy an Anna',
    '3 / 6 haben abgestimmt',
    // A face of Heimlich's die, not a text.
    '1–3',
  ],
  en: [
    '4 people, 3 wristbands',
    'wristband',
    'no wristband',
    'badge found: X is police',
    'You lost an evidence marker',
    'Pass the phone to Anna',
    '3 / 6 voted',
    '1–3',
  ],
}

const QUOTE: Record<Lang, RegExp> = { de: /„([^“]+)“/g, en: /“([^”]+)”/g }

/** A text as a pattern for a whole quote: each placeholder (a plural form too) stands for anything. */
function wholeText(text: string): RegExp {
  const parts = text.replace(/[.!]$/, '').split(/\{(?:[^{}]|\{[^{}]*\})*\}/)
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`, 'i')
}

describe('the rules pages', () => {
  for (const lang of LANGS) {
    it(`quote only labels the app shows (${lang})`, () => {
      // A text that is little more than its placeholders ('{count} × {role}') would match any quote.
      const appTexts = allCatalogues
        .flatMap((catalogue) => Object.values(catalogue[lang]))
        .filter((text) => /\p{L}{3}/u.test(text.replace(/\{(?:[^{}]|\{[^{}]*\})*\}/g, ' ')))
        .map(wholeText)
      const unknown: string[] = []
      let quotes = 0
      for (const { game, texts } of rulesPages(lang)) {
        for (const [, quote] of texts.flatMap((text) => [...text.matchAll(QUOTE[lang])])) {
          quotes++
          if (EXAMPLES[lang].includes(quote!)) continue
          if (!appTexts.some((text) => text.test(quote!))) unknown.push(`${game}: ${quote}`)
        }
      }
      expect(unknown).toEqual([])
      expect(quotes).toBeGreaterThan(EXAMPLES[lang].length)
    })
  }
})
