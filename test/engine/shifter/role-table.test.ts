import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { ShifterOptions } from '../../../shared/views/shifter'
import { shifter } from '../../../server/games/shifter'
import { ROLE_TABLE, maxShifters, maxSpecials, suggestedShifters } from '../../../server/games/shifter/role-table'
import { newGame } from './helpers'
import { loopTimeout } from '../../support/loop-timeout'

/** The rule book's table as printed: players → most shifters / most special roles (at the most shifters). */
const BOOK: Record<number, [number, number]> = {
  4: [1, 1],
  5: [1, 2],
  6: [2, 2],
  7: [2, 3],
  8: [2, 4],
  9: [3, 4],
  10: [3, 5],
  11: [3, 6],
  12: [4, 6],
  15: [5, 6],
}
/** The rows the book leaves out, from its rule (a third are shifters at most, two Townfolk stay, six special roles exist). */
const DERIVED: Record<number, [number, number]> = { 13: [4, 6], 14: [4, 6] }

const ALL_SPECIALS = { visionary: true, alchemist: true, immortal: true, mortician: true, rambuh: true, armoris: true }
const NO_SPECIALS = { visionary: false, alchemist: false, immortal: false, mortician: false, rambuh: false, armoris: false }
const SPECIAL_KEYS = Object.keys(ALL_SPECIALS) as (keyof typeof ALL_SPECIALS)[]

/** Options with the first `count` special roles on. */
function withSpecials(n: number, shifters: number, count: number): ShifterOptions {
  return { ...shifter.options.defaults(n), shifters, ...NO_SPECIALS, ...Object.fromEntries(SPECIAL_KEYS.slice(0, count).map((k) => [k, true])) }
}

describe('the lobby table, row by row', () => {
  for (let n = 4; n <= 15; n++) {
    const [shifters, specials] = BOOK[n] ?? DERIVED[n]!
    it(`allows at most ${shifters} shifters and ${specials} special roles (at ${shifters} shifters) for ${n} players${BOOK[n] ? '' : ' (derived)'}`, () => {
      expect(ROLE_TABLE[n]).toEqual({ shifters, specials })
      expect(maxShifters(n)).toBe(shifters)
      expect(maxSpecials(n, shifters)).toBe(specials)
      // The limits hold in the check: one more shifter, or one more special role, is refused with its reason.
      expect(shifter.options.check(withSpecials(n, shifters, specials), n).ok).toBe(true)
      const tooManyShifters = shifter.options.check(withSpecials(n, shifters + 1, 0), n)
      expect(tooManyShifters.ok ? null : tooManyShifters.reason.key).toBe('shifter.check.shiftersMax')
      if (specials < 6) {
        const tooManySpecials = shifter.options.check(withSpecials(n, shifters, specials + 1), n)
        expect(tooManySpecials.ok ? null : tooManySpecials.reason).toMatchObject({ key: 'shifter.check.specialsMax', params: { max: specials, count: n, shifters } })
      }
    })
  }

  it('has room for more special roles with fewer shifters: all six from 9 players with one shifter, and with the most shifters from 11', () => {
    expect(maxSpecials(8, 1)).toBe(5)
    expect(maxSpecials(9, 1)).toBe(6)
    expect(maxSpecials(10, 3)).toBe(5)
    expect(maxSpecials(11, 3)).toBe(6)
    expect(shifter.options.check({ ...withSpecials(9, 1, 6) }, 9).ok).toBe(true)
  })

  it('suggests one shifter per four players: 4–7 → 1, 8–11 → 2, 12–15 → 3', () => {
    for (let n = 4; n <= 15; n++) {
      const expected = n <= 7 ? 1 : n <= 11 ? 2 : 3
      expect(suggestedShifters(n)).toBe(expected)
      expect(shifter.options.defaults(n).shifters).toBe(expected)
    }
  })

  it('keeps at least two plain Townfolk in every deal the check lets through', { timeout: loopTimeout(12 * 5 * 7, 2) }, () => {
    for (let n = 4; n <= 15; n++) {
      for (let s = 1; s <= maxShifters(n); s++) {
        for (let count = 0; count <= 6; count++) {
          const options = withSpecials(n, s, count)
          if (!shifter.options.check(options, n).ok) continue
          const state = newGame(n, options)
          expect(Object.values(state.roles).filter((r) => r === 'townfolk').length, `${n} players, ${s} shifters, ${count} specials`).toBeGreaterThanOrEqual(2)
        }
      }
    }
  })
})

describe('the host\'s settings', () => {
  it('presets Visionary, Alchemist and Immortal as far as they fit, the other special roles off, and the book\'s timers', () => {
    expect(shifter.options.defaults(4)).toMatchObject({ shifters: 1, visionary: true, alchemist: false, immortal: false })
    expect(shifter.options.defaults(5)).toMatchObject({ shifters: 1, visionary: true, alchemist: true, immortal: false })
    for (let n = 6; n <= 15; n++) {
      expect(shifter.options.defaults(n)).toMatchObject({ visionary: true, alchemist: true, immortal: true, mortician: false, rambuh: false, armoris: false })
      expect(shifter.options.check(shifter.options.defaults(n), n)).toEqual({ ok: true, warnings: [] })
    }
    expect(shifter.options.defaults(8)).toMatchObject({ cardSeconds: 180, nightSeconds: 120, discussionSeconds: 300, voteSeconds: 45, pauseSeconds: 10 })
  })

  it('refuses fewer than one shifter, and a head count outside 4–15', () => {
    const none = shifter.options.check({ ...shifter.options.defaults(8), shifters: 0 }, 8)
    expect(none.ok ? null : none.reason.key).toBe('shifter.check.shiftersMin')
    const few = shifter.options.check(shifter.options.defaults(4), 3)
    expect(few.ok ? null : few.reason.key).toBe('shifter.check.players')
  })

  it('warns when the shifter count differs from the suggestion, but allows it', () => {
    const result = shifter.options.check({ ...shifter.options.defaults(9), shifters: 3 }, 9)
    expect(result).toEqual({ ok: true, warnings: [{ key: 'shifter.check.shiftersUnusual', params: { count: 9, suggested: 2 } }] })
  })

  it('warns when a short night leaves the Alchemist only seconds for the potion', () => {
    const short = (nightSeconds: number, alchemist = true) => shifter.options.check({ ...shifter.options.defaults(8), alchemist, nightSeconds }, 8)
    expect(short(40)).toEqual({ ok: true, warnings: [{ key: 'shifter.check.shortPotion', params: { night: 40, potion: 10 } }] })
    expect(short(60)).toEqual({ ok: true, warnings: [{ key: 'shifter.check.shortPotion', params: { night: 60, potion: 15 } }] })
    expect(short(90)).toEqual({ ok: true, warnings: [] })
    expect(short(40, false)).toEqual({ ok: true, warnings: [] })
  })

  it('previews the split these settings deal, one line a role, Townfolk last', () => {
    const lines = shifter.options.preview({ ...withSpecials(8, 2, 2) }, 8)
    expect(lines).toEqual([
      { key: 'shifter.preview.line', params: { count: 2, role: '@shifter.role.shifter' } },
      { key: 'shifter.preview.line', params: { count: 1, role: '@shifter.role.visionary' } },
      { key: 'shifter.preview.line', params: { count: 1, role: '@shifter.role.alchemist' } },
      { key: 'shifter.preview.line', params: { count: 4, role: '@shifter.role.townfolk' } },
    ])
  })

  it('adds the reason to the preview when the host goes past a maximum', () => {
    const lines = shifter.options.preview(withSpecials(7, 2, 4), 7)
    expect(lines.at(-1)).toMatchObject({ key: 'shifter.check.specialsMax', params: { count: 7, shifters: 2, max: 3, specials: 4 } })
    const shifters = shifter.options.preview(withSpecials(7, 3, 0), 7)
    expect(shifters.at(-1)).toMatchObject({ key: 'shifter.check.shiftersMax', params: { count: 7, max: 2, shifters: 3 } })
  })

  it('deals exactly the split: shifters, each special role once, Townfolk for the rest, shuffled by the seed', () => {
    const options = withSpecials(10, 3, 5)
    const roles = Object.values(newGame(10, options, 5).roles).sort()
    expect(roles).toEqual(['alchemist', 'immortal', 'mortician', 'rambuh', 'shifter', 'shifter', 'shifter', 'townfolk', 'townfolk', 'visionary'])
    expect(newGame(10, options, 5).roles).toEqual(newGame(10, options, 5).roles)
    const deals = new Set(Array.from({ length: 10 }, (_, seed) => JSON.stringify(newGame(10, options, seed).roles)))
    expect(deals.size).toBeGreaterThan(1)
  })

  it('offers timers with the book\'s values as defaults and sensible bounds', () => {
    const o = shifter.options.defaults(8)
    expect(shifter.options.check({ ...o, nightSeconds: 40, voteSeconds: 15, pauseSeconds: 5, farewellSeconds: 10, cardSeconds: 30, discussionSeconds: 30 }, 8).ok).toBe(true)
    const valid = (patch: Partial<ShifterOptions>) => v.safeParse(shifter.options.schema, { ...o, ...patch }).success
    expect(valid({ nightSeconds: 39 })).toBe(false)
    expect(valid({ nightSeconds: 601 })).toBe(false)
    expect(valid({ voteSeconds: 14 })).toBe(false)
    expect(valid({ pauseSeconds: 4 })).toBe(false)
    expect(valid({ shifters: 6 })).toBe(false)
    expect(valid({ voteSeconds: 300, nightSeconds: 600, discussionSeconds: 1800 })).toBe(true)
  })
})
