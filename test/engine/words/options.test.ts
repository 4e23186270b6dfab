import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { words } from '../../../server/games/words'
import { MAX_OWN_PAIRS } from '../../../server/games/words/constants'
import { optionSpace } from '../../support/option-space'
import { optionsFor } from './helpers'

/** The rule book's recommendation: undercovers per head count. */
const RECOMMENDED: Record<number, number> = { 4: 1, 5: 1, 6: 1, 7: 2, 8: 2, 9: 2, 10: 2, 11: 3, 12: 3, 13: 3, 14: 3, 15: 4, 16: 4 }

describe('the host’s settings', () => {
  for (const [count, undercovers] of Object.entries(RECOMMENDED)) {
    it(`recommends ${undercovers} undercover${undercovers > 1 ? 's' : ''} and no blank for ${count} players, and accepts it`, () => {
      const o = words.options.defaults(Number(count))
      expect(o).toMatchObject({ undercovers, blanks: 0, mode: 'phones', voting: 'secret', set: 'everyday', debateSeconds: 60, noVoteFirstRound: false })
      expect(words.options.check(o, Number(count))).toMatchObject({ ok: true })
    })
  }

  it('plays on everyone\'s own phone by default, or on one phone passed round, and nothing else', () => {
    expect(words.options.defaults(6).mode).toBe('phones')
    expect(v.is(words.options.schema, { ...words.options.defaults(6), mode: 'pass' })).toBe(true)
    expect(v.is(words.options.schema, { ...words.options.defaults(6), mode: 'tablet' })).toBe(false)
    // The suites that walk the settings (restarts, hostile input, the leak audit) meet both modes.
    const space = optionSpace(words, 6)
    const modes = new Set(Array.from({ length: 10 }, (_, j) => (space.pick(j) as { mode: string }).mode))
    expect([...modes].sort()).toEqual(['pass', 'phones'])
  })

  it('refuses three players or fewer outright, with the reason', () => {
    for (const n of [1, 2, 3]) {
      const check = words.options.check(optionsFor(4), n)
      expect(check).toMatchObject({ ok: false, reason: { key: 'words.check.tooFew', params: { min: 4, count: n } } })
    }
    expect(words.options.check(optionsFor(16), 17)).toMatchObject({ ok: false, reason: { key: 'words.check.tooMany' } })
  })

  it('lets the host override the recommendation, with a note', () => {
    const check = words.options.check(optionsFor(9, { undercovers: 3 }), 9)
    expect(check).toEqual({ ok: true, warnings: [{ key: 'words.check.unusual', params: { count: 9, recommended: 2 } }] })
  })

  it('refuses a split in which the infiltrators are not strictly outnumbered, saying why', () => {
    expect(words.options.check(optionsFor(6, { undercovers: 2, blanks: 1 }), 6)).toEqual({
      ok: false,
      reason: { key: 'words.check.outnumbered', params: { infiltrators: 3, civilians: 3 } },
    })
    expect(words.options.check(optionsFor(4, { undercovers: 2 }), 4)).toMatchObject({ ok: false, reason: { key: 'words.check.outnumbered' } })
  })

  it('warns in yellow but starts when the civilians lead by exactly one', () => {
    const check = words.options.check(optionsFor(7, { undercovers: 2, blanks: 1 }), 7)
    expect(check.ok).toBe(true)
    expect(check.ok && check.warnings).toContainEqual({ key: 'words.check.leadOfOne', params: { civilians: 4, infiltrators: 3 } })
  })

  it('deals no blank by default and at most two', () => {
    expect(words.options.defaults(10).blanks).toBe(0)
    expect(v.is(words.options.schema, optionsFor(10, { blanks: 2 }))).toBe(true)
    expect(v.is(words.options.schema, optionsFor(10, { blanks: 3 }))).toBe(false)
    expect(v.is(words.options.schema, optionsFor(10, { undercovers: 0 }))).toBe(false)
  })

  it('offers a clue timer of 20, 30 or 45 seconds or none, and a debate timer of 30 to 120 seconds or none', () => {
    for (const clueSeconds of [0, 20, 30, 45]) expect(v.is(words.options.schema, optionsFor(6, { clueSeconds }))).toBe(true)
    for (const debateSeconds of [0, 30, 60, 90, 120]) expect(v.is(words.options.schema, optionsFor(6, { debateSeconds }))).toBe(true)
    for (const clueSeconds of [10, 25, 60]) expect(v.is(words.options.schema, optionsFor(6, { clueSeconds }))).toBe(false)
    for (const debateSeconds of [45, 180]) expect(v.is(words.options.schema, optionsFor(6, { debateSeconds }))).toBe(false)
    expect(words.options.check(optionsFor(6, { debateSeconds: 45 }), 6)).toMatchObject({ ok: false, reason: { key: 'words.check.timer' } })
  })

  it('takes up to 200 own pairs and refuses one that is no pair of two different words', () => {
    const own = Array.from({ length: MAX_OWN_PAIRS }, (_, i) => `Wort${i} | Gegenwort${i}`)
    expect(v.is(words.options.schema, optionsFor(6, { own }))).toBe(true)
    expect(v.is(words.options.schema, optionsFor(6, { own: [...own, 'a | b'] }))).toBe(false)
    expect(words.options.check(optionsFor(6, { own: ['Tee | Kakao', 'nur ein Wort'] }), 6)).toMatchObject({ ok: false, reason: { key: 'words.check.badOwnPair', params: { line: 2 } } })
    expect(words.options.check(optionsFor(6, { own: ['Tee | T-E-E'] }), 6)).toMatchObject({ ok: false, reason: { key: 'words.check.badOwnPair', params: { line: 1 } } })
  })

  it('needs an own pair for "use only my own pairs"', () => {
    expect(words.options.check(optionsFor(6, { set: 'own' }), 6)).toMatchObject({ ok: false, reason: { key: 'words.check.noOwnPairs' } })
    expect(words.options.check(optionsFor(6, { set: 'own', own: ['Tee | Kakao'] }), 6)).toMatchObject({ ok: true })
  })

  it('shows every phone the own pairs and the recent list only as counts', () => {
    const o = optionsFor(6, { own: ['Tee | Kakao'], recent: ['de-e1', 'de-e2'] })
    const shown = words.options.public!(o)
    expect(shown).toMatchObject({ ownPairs: 1, recentPairs: 2, undercovers: 1 })
    expect(JSON.stringify(shown)).not.toContain('Kakao')
    expect(JSON.stringify(shown)).not.toContain('de-e1')
  })

  it('previews the split as one line a role', () => {
    expect(words.options.preview(optionsFor(9, { blanks: 1 }), 9)).toEqual([
      { key: 'words.preview.line', params: { count: 6, role: '@words.role.civilian' } },
      { key: 'words.preview.line', params: { count: 2, role: '@words.role.undercover' } },
      { key: 'words.preview.line', params: { count: 1, role: '@words.role.blank' } },
    ])
  })
})
