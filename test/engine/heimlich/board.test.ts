import { describe, expect, it } from 'vitest'
import { BUILDINGS, clockwise } from '../../../server/games/heimlich/board'
import { GOAL, SAFE_START } from '../../../server/games/heimlich/constants'
import { newGame, play, viewOf } from './helpers'
import { heimlich } from '../../../server/games/heimlich'
import { clockwiseFrom } from '../../../server/games/kit'

describe('the board and the start', () => {
  it('has twelve buildings clockwise: the church (0), houses 1 to 10, the ruin (−3)', () => {
    expect(BUILDINGS.map((b) => [b.kind, b.value])).toEqual([
      ['church', 0],
      ...Array.from({ length: 10 }, (_, i) => ['house', i + 1]),
      ['ruin', -3],
    ])
    // The ruin sits between house 10 and the church.
    expect(clockwise(10, 1)).toBe(11)
    expect(clockwise(11, 1)).toBe(0)
  })

  it('starts every agent in the church, the safe on house 7 and every marker on 0', () => {
    const state = newGame(4)
    for (const agent of state.agents) {
      expect(state.positions[agent]).toBe(0)
      expect(state.scores[agent]).toBe(0)
    }
    expect(state.safe).toBe(SAFE_START)
    expect(SAFE_START).toBe(7)
    const view = viewOf(state, 's1')
    expect(view.safe).toBe(7)
    expect(view.rules.goal).toBe(GOAL)
    expect(GOAL).toBe(42)
  })

  it('draws the first player at random and goes on clockwise from there', () => {
    const firsts = new Set<string>()
    for (let seed = 1; seed <= 60; seed++) {
      const state = newGame(5, {}, seed)
      firsts.add(state.mover)
      expect(state.order).toEqual(clockwiseFrom(state.seats, state.mover))
      expect(viewOf(state, null).order).toEqual(state.order)
    }
    expect(firsts.size).toBe(5)
  })

  it('hands the turn to the next person clockwise after each turn, round and round', () => {
    let state = newGame(3, {}, 4)
    const movers = [state.mover]
    for (let turn = 0; turn < 6; turn++) {
      const move = heimlich.legalActions(state, state.mover).find((a) => a.type === 'move' && a.steps.every((agent) => agent === 'red'))!
      state = play(state, state.mover, move)
      if (state.phase === 'safe') state = play(state, state.mover, heimlich.legalActions(state, state.mover)[0]!)
      movers.push(state.mover)
    }
    expect(movers).toEqual([...state.order, ...state.order, state.order[0]])
  })

  it('tells every phone whose turn it is', () => {
    const state = newGame(4, {}, 2)
    for (const viewer of [...state.seats, null]) {
      const view = viewOf(state, viewer)
      expect(view.mover).toBe(state.mover)
      expect(view.title).toEqual({ key: 'heimlich.phase.move', params: { player: `#${state.mover}`, turn: 1 } })
      expect(view.progress).toEqual({ done: 0, of: 1, waiting: [state.mover] })
    }
  })
})
