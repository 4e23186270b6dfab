import { describe, expect, it } from 'vitest'
import { heimlich } from '../../../server/games/heimlich'
import { move, MODERATOR, play, rigged, viewOf } from './helpers'

/**
 * Three people: s1 red, s2 blue, s3 yellow; green, purple and orange are free. s1 moves red two
 * buildings into the safe (house 9); the other agents stand where the test puts them.
 */
function finalScoring(scores: Record<string, number>, positions: Record<string, number> = {}) {
  const state = rigged(['red', 'blue', 'yellow'], {
    die: 2,
    positions: { red: 7, blue: 0, yellow: 0, green: 0, purple: 0, orange: 0, ...positions },
    scores,
    safe: 9,
  })
  return play(state, 's1', move(['red', 'red']))
}

describe('the end', () => {
  it('comes with the scoring that takes a marker to 42', () => {
    const state = finalScoring({ red: 33 })
    expect(state.scores.red).toBe(42)
    expect(state.phase).toBe('ended')
    expect(state.deadline).toBeNull()
    expect(heimlich.outcome(state)).toEqual({
      winners: ['s1'],
      team: 'red',
      reason: { key: 'heimlich.outcome.person', params: { agent: '@heimlich.agent.red', player: '#s1', score: 42 } },
    })
  })

  it('does not come below 42: the game goes on to the safe', () => {
    const state = finalScoring({ red: 32 })
    expect(state.scores.red).toBe(41)
    expect(state.phase).toBe('safe')
    expect(heimlich.outcome(state)).toBeNull()
  })

  it('gives the win to the marker furthest ahead when several pass 42 in the last scoring', () => {
    // Red reaches 43, blue in house 10 reaches 45: blue, s2's agent, wins.
    const state = finalScoring({ red: 34, blue: 35 }, { blue: 10 })
    expect(state.scores).toMatchObject({ red: 43, blue: 45 })
    expect(heimlich.outcome(state)?.winners).toEqual(['s2'])
    expect(heimlich.outcome(state)?.team).toBe('blue')
  })

  it('lets nobody win when the agent furthest ahead is a free agent', () => {
    const state = finalScoring({ red: 33, green: 38 }, { green: 5 })
    expect(state.scores.green).toBe(43)
    expect(heimlich.outcome(state)).toMatchObject({ winners: [], team: 'green', reason: { key: 'heimlich.outcome.free' } })
  })

  it('shares the win on an exact tie: every person whose agent is on the top score wins', () => {
    const state = finalScoring({ red: 35, blue: 35 }, { blue: 9 })
    expect(state.scores).toMatchObject({ red: 44, blue: 44 })
    expect(heimlich.outcome(state)).toMatchObject({ winners: ['s1', 's2'], team: 'red+blue', reason: { key: 'heimlich.outcome.tie', params: { count: 2, score: 44 } } })
    expect(viewOf(state, null).summary!.agents.filter((a) => a.winner).map((a) => a.agent)).toEqual(['red', 'blue'])
  })

  it('on a tie between a person’s agent and a free agent, the person wins', () => {
    const state = finalScoring({ red: 35, purple: 35 }, { purple: 9 })
    expect(heimlich.outcome(state)).toMatchObject({ winners: ['s1'], team: 'red+purple', reason: { key: 'heimlich.outcome.tie' } })
  })

  it('on a tie of free agents only, nobody wins', () => {
    // Red scores 2 and stays behind; green and orange both reach 42.
    const state = finalScoring({ red: 0, green: 32, orange: 32 }, { green: 10, orange: 10 })
    expect(state.scores).toMatchObject({ red: 9, green: 42, orange: 42 })
    expect(heimlich.outcome(state)).toMatchObject({ winners: [], team: 'green+orange', reason: { key: 'heimlich.outcome.tieFree' } })
  })

  it('turns every card over, the free agents’ too, for every viewer', () => {
    const state = finalScoring({ red: 33 })
    for (const viewer of ['s1', 's2', 's3', null, MODERATOR] as const) {
      const summary = viewOf(state, viewer).summary!
      expect(summary.agents.map((a) => [a.agent, a.seat])).toEqual([
        ['red', 's1'],
        ['blue', 's2'],
        ['yellow', 's3'],
        ['green', null],
        ['purple', null],
        ['orange', null],
      ])
      expect(summary.winners).toEqual(['s1'])
    }
    expect(heimlich.legalActions(state, 's1')).toEqual([])
    expect(heimlich.advance(state, 10 ** 12)).toBe(state)
  })
})
