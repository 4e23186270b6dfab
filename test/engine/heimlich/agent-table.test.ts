import { describe, expect, it } from 'vitest'
import { heimlich } from '../../../server/games/heimlich'
import { AGENT_TABLE, agentsInPlay } from '../../../server/games/heimlich/agent-table'
import { newGame } from './helpers'

/** The rule book's table: people → agents in play, of them free. */
const RULE_BOOK: [number, number, number][] = [
  [2, 5, 3],
  [3, 6, 3],
  [4, 7, 3],
  [5, 7, 2],
  [6, 7, 1],
  [7, 7, 0],
]

describe('agents and free agents', () => {
  for (const [people, agents, free] of RULE_BOOK) {
    it(`puts ${agents} agents in play for ${people} people, ${free} of them free`, () => {
      expect(AGENT_TABLE[people]).toEqual({ agents, free })
      for (const seed of [1, 2, 3]) {
        const state = newGame(people, {}, seed)
        expect(state.agents).toHaveLength(agents)
        const dealt = Object.values(state.cards)
        // Each person holds exactly one card, no colour twice, every card a colour in play.
        expect(Object.keys(state.cards)).toEqual(state.seats)
        expect(new Set(dealt).size).toBe(people)
        for (const agent of dealt) expect(state.agents).toContain(agent)
        expect(state.agents.filter((agent) => !dealt.includes(agent))).toHaveLength(free)
      }
    })
  }

  it('has no row outside 2 to 7 people', () => {
    expect(Object.keys(AGENT_TABLE).map(Number)).toEqual([2, 3, 4, 5, 6, 7])
    expect(agentsInPlay(1)).toEqual([])
    expect(agentsInPlay(8)).toEqual([])
    expect(heimlich.players).toEqual({ min: 2, max: 7 })
  })

  it('deals the cards at random: over many seeds every person gets every colour in play', () => {
    const seen = new Map<string, Set<string>>()
    for (let seed = 1; seed <= 200; seed++) {
      const state = newGame(3, {}, seed)
      for (const [seat, agent] of Object.entries(state.cards)) seen.set(seat, (seen.get(seat) ?? new Set()).add(agent))
    }
    for (const colours of seen.values()) expect(colours.size).toBe(6)
  })

  it('prints the table on the rules page row by row, in both languages', () => {
    for (const lang of ['de', 'en'] as const) {
      const section = heimlich.rules[lang].sections.find((s) => s.table)!
      expect(section.table!.slice(1)).toEqual(RULE_BOOK.map((row) => row.map(String)))
    }
  })
})
