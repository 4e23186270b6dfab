/**
 * Counted texts: a number and what it counts agree in both languages ("1 point", "1 Punkt",
 * "3 points"), by the language's plural rules in the catalogue's `{n, plural, one {…} other {…}}`.
 */
import { describe, expect, it } from 'vitest'
import { LANGS, messages, t } from '../../shared/i18n'

/** Parameters that name something other than a count (a player, a building, a day's number...). */
const NOT_COUNTS = new Set(
  'name player names by target first second game role voter code url word cause when detail agent building players winner who list guess from to safe mark verdict time picks lang out reason what title step question host phase day round floor number symbol colour theme label line card cards team score planned done of left'.split(' '),
)

describe('counted texts', () => {
  it('picks the singular for one and the plural otherwise, in both languages', () => {
    expect(t('en', 'ui.heimlich.points_n', { points: 1 })).toBe('1 point')
    expect(t('en', 'ui.heimlich.points_n', { points: 3 })).toBe('3 points')
    expect(t('de', 'ui.heimlich.points_n', { points: 1 })).toBe('1 Punkt')
    expect(t('de', 'ui.heimlich.points_n', { points: 0 })).toBe('0 Punkte')
    expect(t('en', 'ui.heimlich.end.score', { total: 1 })).toBe('1 point')
    expect(t('de', 'ui.words.count.votes', { votes: 1 })).toBe('1 Stimme')
    expect(t('en', 'ui.words.count.votes', { votes: 2 })).toBe('2 votes')
    expect(t('de', 'ui.timer.left', { seconds: 1 })).toBe('Noch 1 Sekunde')
  })

  it('fills the other placeholders inside a plural form, and several counts in one text', () => {
    expect(t('en', 'ui.heimlich.points_left', { left: 1, total: 1 })).toBe('1 of 1 point still to spend')
    expect(t('de', 'ui.heimlich.points_left', { left: 2, total: 3 })).toBe('Noch 2 von 3 Punkten zu setzen')
    expect(t('en', 'words.check.outnumbered', { infiltrators: 1, civilians: 1 })).toBe('1 infiltrator against 1 civilian: the civilians must start out ahead.')
    expect(t('de', 'words.check.outnumbered', { infiltrators: 2, civilians: 2 })).toBe('2 Eingeschleuste gegen 2 Zivilisten: Die Zivilisten müssen am Anfang in der Überzahl sein.')
  })

  it('writes every plural form with an "other" branch and balanced braces', () => {
    for (const lang of LANGS) {
      for (const [key, text] of Object.entries(messages[lang])) {
        for (const m of text.matchAll(/\{(\w+), plural,/g)) {
          let depth = 0
          let end = m.index
          for (; end < text.length; end++) {
            depth += text[end] === '{' ? 1 : text[end] === '}' ? -1 : 0
            if (depth === 0) break
          }
          const form = text.slice(m.index, end + 1)
          expect(depth, `${lang} ${key}: unbalanced`).toBe(0)
          expect(form, `${lang} ${key}`).toMatch(/ other \{/)
          expect(t(lang, key, { [m[1]!]: 1 }), `${lang} ${key}`).not.toContain('plural,')
        }
      }
    }
  })

  it('never puts a bare count before an English plural noun', () => {
    const bare = Object.entries(messages.en).flatMap(([key, text]) => {
      // A key with a singular variant of its own (`key_one`) picks it in the code.
      if (`${key}_one` in messages.en) return []
      const outside = text.replace(/\{\w+, plural,(?:[^{}]|\{[^{}]*\})*\}/g, '')
      return [...outside.matchAll(/\{(\w+)\} ([a-z]+s)\b/g)].filter((m) => !NOT_COUNTS.has(m[1]!)).map((m) => `${key}: ${m[0]}`)
    })
    expect(bare).toEqual([])
  })
})
