import { describe, expect, it } from 'vitest'
import type { CopsRole } from '../../../shared/views/cops'
import { cops } from '../../../server/games/cops'
import { ROLE_TABLE } from '../../../server/games/cops/role-table'
import { teamOf, wearsWristband } from '../../../server/games/cops/roles'
import { look, newGame } from './helpers'

/** The rule book's table: players → Besucher, Türsteher, VIP, festival | Cops, V-Mann, police. */
const RULE_BOOK: [number, number, number, number, number, number, number, number][] = [
  [8, 3, 1, 1, 5, 2, 1, 3],
  [9, 4, 1, 1, 6, 2, 1, 3],
  [10, 5, 1, 1, 7, 2, 1, 3],
  [11, 6, 1, 1, 8, 2, 1, 3],
  [12, 6, 1, 1, 8, 3, 1, 4],
  [13, 7, 1, 1, 9, 3, 1, 4],
  [14, 7, 2, 1, 10, 3, 1, 4],
  [15, 8, 2, 1, 11, 3, 1, 4],
  [16, 8, 2, 1, 11, 3, 2, 5],
]

function countOf(roles: CopsRole[], role: CopsRole): number {
  return roles.filter((r) => r === role).length
}

describe('the role table', () => {
  it.each(RULE_BOOK)(
    'deals %i players %i Besucher, %i Türsteher, %i VIP (= %i festival) and %i Cops, %i V-Mann (= %i police)',
    (n, visitors, bouncers, vip, festival, copsCount, informants, police) => {
      expect(ROLE_TABLE[n]).toEqual({ visitors, bouncers, vip, cops: copsCount, informants })
      expect(cops.options.defaults(n)).toMatchObject({ cops: copsCount, informants, bouncers })
      const roles = Object.values(newGame(n, {}, n).roles)
      expect(roles).toHaveLength(n)
      expect([countOf(roles, 'visitor'), countOf(roles, 'bouncer'), countOf(roles, 'vip')]).toEqual([visitors, bouncers, vip])
      expect([countOf(roles, 'cop'), countOf(roles, 'informant')]).toEqual([copsCount, informants])
      expect(roles.filter((r) => teamOf(r) === 'festival')).toHaveLength(festival)
      expect(roles.filter((r) => teamOf(r) === 'police')).toHaveLength(police)
    },
  )

  it('has exactly one row for every head count from 8 to 16', () => {
    expect(Object.keys(ROLE_TABLE).map(Number)).toEqual(RULE_BOOK.map((r) => r[0]))
    expect(cops.players).toEqual({ min: 8, max: 16 })
  })

  it('gives Besucher, VIP and V-Mann a wristband, Türsteher and Cops none', () => {
    expect(wearsWristband('visitor')).toBe(true)
    expect(wearsWristband('vip')).toBe(true)
    expect(wearsWristband('informant')).toBe(true)
    expect(wearsWristband('bouncer')).toBe(false)
    expect(wearsWristband('cop')).toBe(false)
    expect(teamOf('informant')).toBe('police')
    expect(teamOf('bouncer')).toBe('festival')
  })

  it('deals at random with the seed: the same seed the same roles, other seeds others', () => {
    expect(newGame(12, {}, 42).roles).toEqual(newGame(12, {}, 42).roles)
    const deals = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(newGame(12, {}, seed).roles)))
    expect(deals.size).toBeGreaterThan(15)
  })

  it('gives each Türsteher two reveals', () => {
    const s = newGame(14, {}, 3)
    const bouncers = s.seats.filter((seat) => s.roles[seat] === 'bouncer')
    expect(bouncers).toHaveLength(2)
    expect(s.revealsLeft).toEqual(Object.fromEntries(bouncers.map((seat) => [seat, 2])))
  })

  it('tells each player only their own role: the cops do not know each other at the start', () => {
    const s = newGame(12, {}, 5)
    for (const seat of s.seats) {
      const v = look(s, seat)
      expect(v.me).toMatchObject({ role: s.roles[seat], wristband: wearsWristband(s.roles[seat]!), markers: 0 })
      expect(v.players.filter((p) => p.role !== null).map((p) => p.seat)).toEqual([seat])
    }
  })
})
