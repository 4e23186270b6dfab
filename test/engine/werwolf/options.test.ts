import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { t } from '../../../shared/i18n'
import { werwolf } from '../../../server/games/werwolf'
import { NIGHT_SECONDS } from '../../../server/games/werwolf/constants'
import { seatIds } from './helpers'

const { defaults, check, preview, schema } = werwolf.options

describe('host options', () => {
  it('recommends no optional roles, visible cards, watching dead and the classic theme', () => {
    expect(defaults(9)).toEqual({
      wolves: 2,
      protector: false,
      hunter: false,
      secretCards: false,
      deadSeeAll: true,
      theme: 'werwolf',
      nightSeconds: 90,
      discussionSeconds: 300,
      voteSeconds: 60,
      defenseSeconds: 30,
      hunterSeconds: 30,
    })
  })

  it('accepts the defaults for every head count from 5 to 17', () => {
    for (let n = 5; n <= 17; n++) expect(check(defaults(n), n).ok).toBe(true)
  })

  it('refuses as many werewolves as everyone else, with the reason', () => {
    const result = check({ ...defaults(6), wolves: 3 }, 6)
    expect(result).toEqual({ ok: false, reason: { key: 'werwolf.check.wolvesMajority', params: { wolves: 3, others: 3 } } })
    expect(check({ ...defaults(5), wolves: 3 }, 5).ok).toBe(false)
  })

  it('plays the small round (5–6 players) with one werewolf only (\u201eSpielt mit nur einem Werwolf\u201c)', () => {
    expect(check({ ...defaults(5), wolves: 2 }, 5)).toEqual({ ok: false, reason: { key: 'werwolf.check.smallRoundOneWolf', params: { count: 5 } } })
    expect(check({ ...defaults(6), wolves: 2 }, 6)).toMatchObject({ ok: false, reason: { key: 'werwolf.check.smallRoundOneWolf' } })
    expect(check({ ...defaults(6), wolves: 2, theme: 'mafia' }, 6)).toMatchObject({ ok: false, reason: { key: 'werwolf.mafia.check.smallRoundOneWolf' } })
    expect(check({ ...defaults(7), wolves: 2 }, 7).ok).toBe(true)
  })

  it('warns when the first victim would already make the pack even (the game over at the first dawn)', () => {
    const early = check({ ...defaults(7), wolves: 3 }, 7)
    expect(early).toMatchObject({ ok: true })
    expect(early.ok && early.warnings).toContainEqual({ key: 'werwolf.check.wolvesFirstNight', params: { wolves: 3, others: 4 } })
    // With the hunter, that victim may be him, and his shot keeps the game going: the warning says so.
    const hunted = check({ ...defaults(9), wolves: 4, hunter: true }, 9)
    expect(hunted.ok && hunted.warnings).toContainEqual({ key: 'werwolf.check.wolvesFirstNight', params: { wolves: 4, others: 5, hunter: 1 } })
    expect(t('en', 'werwolf.check.wolvesFirstNight', { wolves: 4, others: 5, hunter: 1 })).toContain('unless their victim is the hunter')
    expect(t('en', 'werwolf.check.wolvesFirstNight', { wolves: 3, others: 4 })).toMatch(/before anyone can vote\.$/)
    // A protector may save that victim: no such warning then.
    const guarded = check({ ...defaults(9), wolves: 4, protector: true }, 9)
    expect(guarded.ok && guarded.warnings.map((w) => w.key)).not.toContain('werwolf.check.wolvesFirstNight')
    for (let n = 5; n <= 17; n++) expect(check(defaults(n), n)).toMatchObject({ ok: true })
  })

  it('refuses no werewolf at all and more than the four kings', () => {
    expect(check({ ...defaults(9), wolves: 0 }, 9)).toMatchObject({ ok: false, reason: { key: 'werwolf.check.wolvesRange' } })
    expect(check({ ...defaults(17), wolves: 5 }, 17)).toMatchObject({ ok: false, reason: { key: 'werwolf.check.wolvesRange' } })
  })

  it('refuses the protector or the hunter below 8 players, with the reason', () => {
    expect(check({ ...defaults(7), protector: true }, 7)).toEqual({
      ok: false,
      reason: { key: 'werwolf.check.specialsFrom', params: { min: 8 } },
    })
    expect(check({ ...defaults(7), hunter: true }, 7).ok).toBe(false)
    expect(check({ ...defaults(8), protector: true, hunter: true }, 8).ok).toBe(true)
  })

  it('refuses head counts outside 5 to 17', () => {
    expect(check(defaults(4), 4)).toMatchObject({ ok: false, reason: { key: 'werwolf.check.players' } })
    expect(check(defaults(18), 18)).toMatchObject({ ok: false, reason: { key: 'werwolf.check.players' } })
  })

  it('warns when the werewolf count is not the recommended one, and names the small round', () => {
    const unusual = check({ ...defaults(12), wolves: 2 }, 12)
    expect(unusual).toEqual({ ok: true, warnings: [{ key: 'werwolf.check.wolvesUnusual', params: { count: 12, recommended: 3 } }] })
    expect(check(defaults(5), 5)).toEqual({ ok: true, warnings: [{ key: 'werwolf.check.smallRound' }] })
  })

  it('uses the Mafia texts for the reasons in the Mafia theme', () => {
    const result = check({ ...defaults(6), wolves: 3, theme: 'mafia' }, 6)
    expect(result).toMatchObject({ ok: false, reason: { key: 'werwolf.mafia.check.wolvesMajority' } })
  })

  it('validates the settings with its schema, timer bounds included', () => {
    expect(v.safeParse(schema, defaults(10)).success).toBe(true)
    expect(v.safeParse(schema, { ...defaults(10), nightSeconds: NIGHT_SECONDS.min - 1 }).success).toBe(false)
    expect(v.safeParse(schema, { ...defaults(10), nightSeconds: NIGHT_SECONDS.max + 1 }).success).toBe(false)
    expect(v.safeParse(schema, { ...defaults(10), voteSeconds: 30.5 }).success).toBe(false)
    expect(v.safeParse(schema, { ...defaults(10), theme: 'vampire' }).success).toBe(false)
    expect(v.safeParse(schema, { ...defaults(10), wolves: undefined }).success).toBe(false)
  })

  it('previews the role split one line a role, with the cards', () => {
    const lines = preview({ ...defaults(9), protector: true }, 9)
    expect(lines.map((n) => t('de', n.key, n.params))).toEqual([
      '2 × Werwolf (K♠ K♣)',
      '1 × Seherin (D♥)',
      '1 × Beschützer (B♥)',
      '5 × Dorfbewohner (Zahlenkarten 2–10)',
    ])
    expect(preview({ ...defaults(5), theme: 'mafia' }, 5).map((n) => t('en', n.key, n.params))).toEqual([
      '1 × Mafioso (K♠)',
      '1 × Commissioner (Q♥)',
      '3 × Citizen (number cards 2–10)',
    ])
  })

  it('refuses to deal with options the check refuses (a fault, not a player mistake)', () => {
    expect(() => werwolf.setup({ seats: seatIds(6), options: { ...defaults(6), wolves: 3 }, seed: 1, now: 0 })).toThrow()
  })

  it('keeps its own copy of the options it was given', () => {
    const options = defaults(8)
    const state = werwolf.setup({ seats: seatIds(8), options, seed: 1, now: 0 })
    expect(state.options).toEqual(options)
    expect(state.options).not.toBe(options)
  })
})
