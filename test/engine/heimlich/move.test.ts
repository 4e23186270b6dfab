import { describe, expect, it } from 'vitest'
import { heimlich } from '../../../server/games/heimlich'
import { DIE_FACES } from '../../../server/games/heimlich/constants'
import { deepFreeze, move, newGame, play, refused, rigged, viewOf } from './helpers'

const FIVE = ['red', 'blue', 'yellow', 'green', 'purple'] as const

describe('the die', () => {
  it('is rolled by the server as each turn begins, with the faces 1–3, 2, 3, 4, 5, 6', () => {
    expect(DIE_FACES).toEqual(['1-3', 2, 3, 4, 5, 6])
    const seen = new Set<unknown>()
    for (let seed = 1; seed <= 200; seed++) seen.add(newGame(2, {}, seed).die)
    expect([...seen].sort()).toEqual([...DIE_FACES].sort())
    // The next turn has its own roll, shown to everyone.
    const state = rigged([...FIVE.slice(0, 2)], { die: 2, safe: 9 })
    const next = play(state, 's1', move(['red', 'red']))
    expect(next.turn).toBe(2)
    expect(DIE_FACES).toContain(next.die)
    expect(viewOf(next, 's1').die?.face).toBe(next.die)
    expect(viewOf(next, null).die?.face).toBe(next.die)
  })

  it('lets the mover choose 1, 2 or 3 points on the 1–3 face, and only then', () => {
    const state = rigged(['red', 'blue'], { die: '1-3', safe: 9 })
    expect(viewOf(state, 's1').die).toEqual({ face: '1-3', choices: [1, 2, 3] })
    refused(state, 's1', move(['red']), 'points_needed')
    for (const points of [1, 2, 3] as const) {
      const steps = Array.from({ length: points }, () => 'blue' as const)
      expect(play(state, 's1', move(steps, points)).positions.blue).toBe(points)
    }
    refused(state, 's1', move(['red', 'red'], 1), 'spend_all')
    const fixed = rigged(['red', 'blue'], { die: 4, safe: 9 })
    expect(viewOf(fixed, 's1').die).toEqual({ face: 4, choices: [4] })
    refused(fixed, 's1', move(['red', 'red', 'red'], 3), 'points_fixed')
    expect(play(fixed, 's1', move(['red', 'red', 'red', 'red'])).positions.red).toBe(4)
  })
})

describe('the move', () => {
  it('must spend every point: fewer or more steps than the die are refused', () => {
    const state = rigged(['red', 'blue'], { die: 5, safe: 9 })
    refused(state, 's1', move(['red', 'red', 'red', 'red']), 'spend_all')
    refused(state, 's1', move(['red', 'red', 'red', 'red', 'red', 'red']), 'spend_all')
    refused(state, 's1', move([]), 'spend_all')
    expect(play(state, 's1', move(['red', 'red', 'red', 'red', 'red'])).positions.red).toBe(5)
  })

  it('splits the points over any agents, one building clockwise per point: own, others and free agents alike', () => {
    // s1 plays red; blue is s2's; yellow, green and purple are free.
    const state = rigged(['red', 'blue'], { die: 6, safe: 11 })
    const next = play(state, 's1', move(['blue', 'yellow', 'yellow', 'green', 'blue', 'purple']))
    expect(next.positions).toEqual({ red: 0, blue: 2, yellow: 2, green: 1, purple: 1 })
    expect(next.log.at(-1)).toMatchObject({ type: 'move', seat: 's1', face: 6, points: 6, scored: false })
  })

  it('goes round the loop: from the ruin the next building is the church', () => {
    const state = rigged(['red', 'blue'], { die: 3, positions: { red: 10 }, safe: 5 })
    expect(play(state, 's1', move(['red', 'red', 'red'])).positions.red).toBe(1)
  })

  it('does not care about the order of the steps, only how many points each agent gets', () => {
    const state = rigged(['red', 'blue'], { die: 4, safe: 9 })
    const a = play(state, 's1', move(['red', 'blue', 'red', 'blue']))
    const b = play(state, 's1', move(['blue', 'blue', 'red', 'red']))
    expect(a).toEqual(b)
  })

  it('is the mover’s alone, in the move step only, and only with agents in play', () => {
    const state = rigged(['red', 'blue'], { die: 2, safe: 9 })
    refused(state, 's2', move(['red', 'red']), 'not_your_turn')
    refused(state, 's1', move(['white', 'red']), 'unknown_agent')
    refused(state, 's1', { type: 'safe', building: 3 }, 'wrong_phase')
    refused(state, 's1', { type: 'guess', guess: [{ of: 's2', agent: 'blue' }] }, 'wrong_phase')
    refused(state, 's9', move(['red', 'red']), 'not_player')
  })

  it('lists every different move as a legal action, and accepts each of them', () => {
    const state = deepFreeze(rigged(['red', 'blue'], { die: 3, safe: 9 }))
    const moves = heimlich.legalActions(state, 's1')
    // Three points over five agents: C(7, 3) = 35 different splits.
    expect(moves).toHaveLength(35)
    for (const action of moves) expect(() => play(state, 's1', action)).not.toThrow()
    expect(heimlich.legalActions(state, 's2')).toEqual([])
    const choose = rigged(['red', 'blue'], { die: '1-3', safe: 9 })
    // 1, 2 or 3 points over five agents: 5 + 15 + 35.
    expect(heimlich.legalActions(choose, 's1')).toHaveLength(55)
  })
})
