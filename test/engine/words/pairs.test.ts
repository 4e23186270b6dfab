import { describe, expect, it } from 'vitest'
import { LANGS } from '../../../shared/i18n'
import { PAIRS_PER_SET } from '../../../server/games/words/constants'
import { fold, guessMatches, spellingsOf } from '../../../server/games/words/matcher'
import { BUILT_IN_SETS, builtInPairs, PAIR_LINES, parsePairLine } from '../../../server/games/words/pairs'

describe('the built-in word pairs', () => {
  for (const lang of LANGS) {
    describe(lang, () => {
      const all = BUILT_IN_SETS.flatMap((set) => builtInPairs(lang, set))

      it(`has ${PAIRS_PER_SET} pairs in each of the three sets, 270 in all`, () => {
        for (const set of BUILT_IN_SETS) expect(PAIR_LINES[lang][set]).toHaveLength(PAIRS_PER_SET)
        expect(all).toHaveLength(3 * PAIRS_PER_SET)
      })

      it('reads every line as a pair of two sides', () => {
        for (const set of BUILT_IN_SETS) for (const line of PAIR_LINES[lang][set]) expect(parsePairLine(line), line).not.toBeNull()
      })

      it('repeats no pair, in either order, across the sets', () => {
        const keys = all.map((p) => p.sides.map((s) => fold(s.word)).sort().join('|'))
        expect(new Set(keys).size).toBe(keys.length)
        expect(new Set(all.map((p) => p.id)).size).toBe(all.length)
      })

      it('has no word equal to its partner, however it is spelt', () => {
        for (const pair of all) {
          const [a, b] = pair.sides.map((s) => spellingsOf([s.word, ...s.alternatives]))
          for (const form of a!) expect(b!.has(form), `${pair.id}: ${form}`).toBe(false)
        }
      })

      it('uses no word twice within a set, so each side points to one pair', () => {
        for (const set of BUILT_IN_SETS) {
          const forms = builtInPairs(lang, set).flatMap((p) => p.sides.flatMap((s) => [s.word, ...s.alternatives].map(fold)))
          const twice = forms.filter((f, i) => forms.indexOf(f) !== i)
          expect(twice, `${lang} ${set}`).toEqual([])
        }
      })

      it('stores well-formed other spellings (many words have none): trimmed, distinct, and different from the word', () => {
        for (const pair of all) {
          for (const side of pair.sides) {
            for (const text of [side.word, ...side.alternatives]) {
              expect(text, pair.id).toBe(text.trim())
              expect(text, pair.id).not.toMatch(/\s{2}|[|,]/)
              expect(fold(text), pair.id).not.toBe('')
            }
            const forms = [side.word, ...side.alternatives].map(fold)
            expect(new Set(forms).size, `${pair.id}: ${side.word} spells an alternative the same way`).toBe(forms.length)
          }
        }
      })
    })
  }

  // The steal takes the spellings stored with the pair: a synonym, a short form or a broader term
  // stored as one would win for the wrong word. These were stored once; none may come back.
  it('stores no synonym, short form or broader term as a spelling of its word', () => {
    const notSpellings: Record<(typeof LANGS)[number], [string, string][]> = {
      en: [['cat', 'kitten'], ['sofa', 'couch'], ['football', 'soccer'], ['bicycle', 'bike'], ['orange juice', 'juice'], ['aeroplane', 'plane'], ['diamond', 'gem']],
      de: [['Ozean', 'Meer'], ['Gemälde', 'Bild'], ['Joggen', 'Laufen'], ['Geldbeutel', 'Portemonnaie']],
    }
    for (const lang of LANGS) {
      const sides = BUILT_IN_SETS.flatMap((set) => builtInPairs(lang, set)).flatMap((pair) => pair.sides)
      for (const [word, other] of notSpellings[lang]) {
        const side = sides.find((s) => s.word === word)
        expect(side, `${lang}: ${word}`).toBeDefined()
        expect(guessMatches(other, side!.word, side!.alternatives), `${lang}: ${other} for ${word}`).toBe(false)
      }
    }
  })
})
