/**
 * The word pairs live on the server only: no built-in pair may be in what a browser downloads (the
 * built client in dist/client, which `npm test` builds before this tier runs). A pair counts as
 * shipped when a file holds a spelling of each of its two words: one everyday word alone ("church"
 * names a building in another game) gives no pair away, a pair list always holds both.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUILT_IN_SETS, builtInPairs } from '../../server/games/words/pairs'
import { LANGS } from '../../shared/i18n'

const DIST = 'dist/client'

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** A word on its own: not inside a longer word ("Rad" is not in "Radio"). */
function wholeWord(word: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu')
}

describe('the built client', () => {
  it('holds no word of any built-in pair, in either language and any spelling', () => {
    expect(existsSync(DIST), `${DIST} is missing: run npm run build first`).toBe(true)
    const files = filesUnder(DIST)
    expect(files.some((f) => f.endsWith('.js'))).toBe(true)
    const assets = files.map((f) => {
      const text = readFileSync(f, 'utf8')
      return { file: f, text, tokens: new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) }
    })
    const found: string[] = []
    let checked = 0
    for (const lang of LANGS) {
      for (const set of BUILT_IN_SETS) {
        for (const pair of builtInPairs(lang, set)) {
          const spellings = pair.sides.map((s) => [s.word, ...s.alternatives])
          checked += spellings.flat().length
          for (const { file, text, tokens } of assets) {
            // A single word is looked up among the assets' words; only longer spellings need a search.
            const holds = (spelling: string) => (/[^\p{L}\p{N}]/u.test(spelling) ? wholeWord(spelling).test(text) : tokens.has(spelling.toLowerCase()))
            const seen = spellings.map((side) => side.find(holds))
            if (seen.every((s) => s !== undefined)) found.push(`${pair.id} "${seen.join('" + "')}" in ${file}`)
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(2 * 270 * 2)
    expect(found).toEqual([])
  })

  it('would notice a word that got in (the check itself works)', () => {
    const [pair] = builtInPairs('de', 'everyday')
    const text = `const x = ${JSON.stringify(`${pair!.sides[0].word}|${pair!.sides[1].word}`)}`
    expect(wholeWord(pair!.sides[0].word).test(text)).toBe(true)
    expect(wholeWord(pair!.sides[1].word).test(text)).toBe(true)
    expect(wholeWord('Rad').test('Radio')).toBe(false)
  })
})
