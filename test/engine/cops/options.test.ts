import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { t } from '../../../shared/i18n'
import { cops } from '../../../server/games/cops'
import { ACTION_SECONDS, FLOOR_SECONDS } from '../../../server/games/cops/constants'
import { policeBounds } from '../../../server/games/cops/role-table'
import { seatIds } from './helpers'

const { defaults, check, preview, schema } = cops.options

describe('host options', () => {
  it('recommends the rule book split, hidden roles until the end and the default timers', () => {
    expect(defaults(8)).toEqual({
      cops: 2,
      informants: 1,
      bouncers: 1,
      revealBanished: false,
      floorSeconds: 45,
      eventSeconds: 15,
      actionSeconds: 60,
      discussionSeconds: 300,
      voteSeconds: 60,
      vipSeconds: 30,
    })
  })

  it('accepts the defaults for every head count from 8 to 16, without warnings', () => {
    for (let n = 8; n <= 16; n++) expect(check(defaults(n), n)).toEqual({ ok: true, warnings: [] })
  })

  it('keeps the police between a quarter and a third of the table, rounded sensibly', () => {
    expect(policeBounds(8)).toEqual({ min: 2, max: 3 })
    expect(policeBounds(12)).toEqual({ min: 3, max: 4 })
    expect(policeBounds(16)).toEqual({ min: 4, max: 6 })
    for (let n = 8; n <= 16; n++) {
      const police = defaults(n).cops + defaults(n).informants
      expect(police).toBeGreaterThanOrEqual(policeBounds(n).min)
      expect(police).toBeLessThanOrEqual(policeBounds(n).max)
    }
  })

  it('refuses too many or too few police, with the reason', () => {
    expect(check({ ...defaults(8), cops: 3 }, 8)).toEqual({
      ok: false,
      reason: { key: 'cops.check.policeShare', params: { police: 4, count: 8, min: 2, max: 3 } },
    })
    expect(check({ ...defaults(12), cops: 1, informants: 1 }, 12)).toMatchObject({ ok: false, reason: { key: 'cops.check.policeShare' } })
    expect(check({ ...defaults(12), cops: 2, informants: 1 }, 12)).toMatchObject({ ok: true })
  })

  it('refuses a table without a cop, or with more than two V-Männer or Türsteher', () => {
    expect(check({ ...defaults(9), cops: 0, informants: 2 }, 9)).toMatchObject({ ok: false, reason: { key: 'cops.check.copsMin' } })
    expect(check({ ...defaults(16), cops: 2, informants: 3 }, 16)).toMatchObject({ ok: false, reason: { key: 'cops.check.informantsRange' } })
    expect(check({ ...defaults(16), bouncers: 3 }, 16)).toMatchObject({ ok: false, reason: { key: 'cops.check.bouncersRange' } })
    expect(check({ ...defaults(8), cops: 1, informants: 2, bouncers: 2 }, 8)).toMatchObject({ ok: true })
    expect(check({ ...defaults(9), cops: 2, informants: 1, bouncers: 2 }, 9)).toMatchObject({ ok: true })
    // Even the most crowded split leaves two Besucher at eight players.
    expect(check({ ...defaults(8), cops: 2, informants: 1, bouncers: 2 }, 8)).toMatchObject({ ok: true })
  })

  it('refuses head counts outside 8 to 16', () => {
    expect(check(defaults(7), 7)).toMatchObject({ ok: false, reason: { key: 'cops.check.players' } })
    expect(check(defaults(17), 17)).toMatchObject({ ok: false, reason: { key: 'cops.check.players' } })
  })

  it('warns when the split differs from the table, and names a missing V-Mann or Türsteher', () => {
    const result = check({ ...defaults(12), cops: 2, informants: 1 }, 12)
    expect(result).toEqual({
      ok: true,
      warnings: [{ key: 'cops.check.unusual', params: { count: 12, cops: 3, informants: 1, bouncers: 1 } }],
    })
    const bare = check({ ...defaults(10), cops: 3, informants: 0, bouncers: 0 }, 10)
    expect(bare.ok && bare.warnings.map((w) => w.key)).toEqual(['cops.check.unusual', 'cops.check.noInformant', 'cops.check.noBouncer'])
  })

  it('validates the settings with its schema, timer bounds included', () => {
    expect(v.safeParse(schema, defaults(10)).success).toBe(true)
    expect(v.safeParse(schema, { ...defaults(10), floorSeconds: FLOOR_SECONDS.min - 1 }).success).toBe(false)
    expect(v.safeParse(schema, { ...defaults(10), actionSeconds: ACTION_SECONDS.max + 1 }).success).toBe(false)
    expect(v.safeParse(schema, { ...defaults(10), voteSeconds: 30.5 }).success).toBe(false)
    expect(v.safeParse(schema, { ...defaults(10), revealBanished: 'yes' }).success).toBe(false)
    expect(v.safeParse(schema, { ...defaults(10), cops: undefined }).success).toBe(false)
  })

  it('previews the role split one line a role, with the wristband', () => {
    expect(preview(defaults(8), 8).map((n) => t('de', n.key, n.params))).toEqual([
      '3 × Besucher (Bändchen)',
      '1 × Türsteher (kein Bändchen)',
      '1 × VIP (Bändchen)',
      '2 × Cop (kein Bändchen)',
      '1 × V-Mann (Bändchen)',
    ])
    expect(preview({ ...defaults(10), informants: 0, cops: 3 }, 10).map((n) => t('en', n.key, n.params))).toEqual([
      '5 × Visitor (wristband)',
      '1 × Bouncer (no wristband)',
      '1 × VIP (wristband)',
      '3 × Cop (no wristband)',
    ])
  })

  it('refuses to deal with options the check refuses (a fault, not a player mistake)', () => {
    expect(() => cops.setup({ seats: seatIds(8), options: { ...defaults(8), cops: 4 }, seed: 1, now: 0 })).toThrow()
    expect(() => cops.setup({ seats: seatIds(7), options: defaults(8), seed: 1, now: 0 })).toThrow()
  })

  it('keeps its own copy of the options it was given', () => {
    const options = defaults(8)
    const state = cops.setup({ seats: seatIds(8), options, seed: 1, now: 0 })
    expect(state.options).toEqual(options)
    expect(state.options).not.toBe(options)
  })
})
