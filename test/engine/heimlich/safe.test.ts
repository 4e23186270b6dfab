import { describe, expect, it } from 'vitest'
import { heimlich } from '../../../server/games/heimlich'
import { CHURCH, RUIN } from '../../../server/games/heimlich/constants'
import { move, play, refused, rigged, viewOf } from './helpers'

/** s1 has just scored by moving red into house 7; the safe waits for its new building. */
function afterScoring() {
  return play(rigged(['red', 'blue'], { die: 2, positions: { red: 5, blue: 3 }, safe: 7 }), 's1', move(['red', 'red']))
}

describe('the safe', () => {
  it('goes to any other building the mover picks, the church and the ruin too', () => {
    const state = afterScoring()
    expect(viewOf(state, 's1').prompt).toMatchObject({ type: 'safe', buildings: [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11] })
    for (const building of [CHURCH, RUIN, 3]) {
      const next = play(state, 's1', { type: 'safe', building })
      expect(next.safe).toBe(building)
      expect(next.log.at(-1)).toMatchObject({ type: 'safe', from: 7, to: building, by: 'mover' })
      expect(next.phase).toBe('move')
      expect(next.mover).toBe('s2')
    }
  })

  it('may not stay where it is, and only the mover places it', () => {
    const state = afterScoring()
    refused(state, 's1', { type: 'safe', building: 7 }, 'safe_stays')
    refused(state, 's2', { type: 'safe', building: 3 }, 'not_your_turn')
    refused(state, 's1', move(['red']), 'wrong_phase')
    expect(heimlich.legalActions(state, 's2')).toEqual([])
    expect(heimlich.legalActions(state, 's1')).toHaveLength(11)
  })

  it('makes no new scoring when it lands on agents', () => {
    const state = afterScoring()
    const scores = state.scores
    const next = play(state, 's1', { type: 'safe', building: 3 })
    expect(next.positions.blue).toBe(3)
    expect(next.scores).toEqual(scores)
    expect(next.log.filter((e) => e.type === 'scoring')).toHaveLength(1)
  })

  it('is put on another building by chance when the mover lets the time run out', () => {
    const state = afterScoring()
    const next = heimlich.advance(state, state.deadline!)
    expect(next.safe).not.toBe(7)
    expect(next.log.at(-1)).toMatchObject({ type: 'safe', from: 7, to: next.safe, by: 'chance' })
    expect(next.phase).toBe('move')
    expect(next.mover).toBe('s2')
    // The host's skip does the same.
    expect(heimlich.skip(state, 5).log.at(-1)).toMatchObject({ type: 'safe', by: 'chance' })
  })
})
