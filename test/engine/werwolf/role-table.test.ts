import { describe, expect, it } from 'vitest'
import { werwolf } from '../../../server/games/werwolf'
import { ROLE_TABLE, roleSplit } from '../../../server/games/werwolf/role-table'
import { newGame } from './helpers'

/** The rule book's table: head count → werewolves, seer, villagers. */
const RULE_BOOK: [number, number, number, number][] = [
  [5, 1, 1, 3],
  [6, 1, 1, 4],
  [7, 2, 1, 4],
  [8, 2, 1, 5],
  [9, 2, 1, 6],
  [10, 2, 1, 7],
  [11, 3, 1, 7],
  [12, 3, 1, 8],
  [13, 3, 1, 9],
  [14, 3, 1, 10],
  [15, 4, 1, 10],
  [16, 4, 1, 11],
  [17, 4, 1, 12],
]

const cardName = (c: { rank: string; suit: string }) => `${c.rank}${c.suit[0]}`

describe('the deal table', () => {
  it.each(RULE_BOOK)('gives %i players %i werewolves, %i seer and %i villagers by default', (n, wolves, seer, villagers) => {
    expect(ROLE_TABLE[n]).toEqual({ wolves, seer, villagers })
    expect(werwolf.options.defaults(n).wolves).toBe(wolves)
    const state = newGame(n)
    const roles = Object.values(state.hands).map((h) => h.role)
    expect(roles.filter((r) => r === 'wolf')).toHaveLength(wolves)
    expect(roles.filter((r) => r === 'seer')).toHaveLength(seer)
    expect(roles.filter((r) => r === 'villager')).toHaveLength(villagers)
    expect(roles).toHaveLength(n)
  })

  it('has exactly one row for every head count from 5 to 17', () => {
    expect(Object.keys(ROLE_TABLE).map(Number)).toEqual(RULE_BOOK.map((r) => r[0]))
  })

  it('deals the kings to the werewolves in the order K♠, K♣, K♦, K♥', () => {
    for (const [wolves, n] of [[1, 5], [2, 7], [3, 11], [4, 15]] as const) {
      const state = newGame(n, { wolves }, 9)
      const kings = state.seats.filter((s) => state.hands[s]!.role === 'wolf').map((s) => cardName(state.hands[s]!.card)).sort()
      expect(kings).toEqual(['Ks', 'Kc', 'Kd', 'Kh'].slice(0, wolves).sort())
    }
  })

  it('deals the queen of hearts to the seer, J♥ to the protector and J♣ to the hunter', () => {
    const state = newGame(10, { protector: true, hunter: true }, 3)
    const cardOf = (role: string) => state.seats.map((s) => state.hands[s]!).filter((h) => h.role === role).map((h) => cardName(h.card))
    expect(cardOf('seer')).toEqual(['Qh'])
    expect(cardOf('protector')).toEqual(['Jh'])
    expect(cardOf('hunter')).toEqual(['Jc'])
  })

  it('swaps villagers for the protector and the hunter, one each', () => {
    expect(roleSplit({ wolves: 2, protector: true, hunter: true }, 8)).toEqual([
      { role: 'wolf', count: 2 },
      { role: 'seer', count: 1 },
      { role: 'protector', count: 1 },
      { role: 'hunter', count: 1 },
      { role: 'villager', count: 3 },
    ])
    expect(roleSplit({ wolves: 2, protector: true, hunter: false }, 8).at(-1)).toEqual({ role: 'villager', count: 4 })
  })

  it('deals villagers distinct number cards from 2 to 10', () => {
    for (let seed = 0; seed < 50; seed++) {
      const state = newGame(17, { protector: true, hunter: true }, seed)
      const numbers = Object.values(state.hands).filter((h) => h.role === 'villager').map((h) => h.card)
      expect(numbers.every((c) => ['2', '3', '4', '5', '6', '7', '8', '9', '10'].includes(c.rank))).toBe(true)
      expect(new Set(numbers.map(cardName)).size).toBe(numbers.length)
    }
  })

  it('deals the same cards for the same seed and different ones for other seeds', () => {
    expect(newGame(12, {}, 42).hands).toEqual(newGame(12, {}, 42).hands)
    const deals = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(newGame(12, {}, seed).hands)))
    expect(deals.size).toBeGreaterThan(15)
  })

  it('gives every seat exactly one card', () => {
    const state = newGame(13)
    expect(Object.keys(state.hands).sort()).toEqual([...state.seats].sort())
  })
})
