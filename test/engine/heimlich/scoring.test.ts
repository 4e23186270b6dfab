import { describe, expect, it } from 'vitest'
import type { HeimlichLogEntry } from '../../../shared/views/heimlich'
import { move, play, rigged, viewOf } from './helpers'

type Scoring = Extract<HeimlichLogEntry, { type: 'scoring' }>

function lastScoring(log: readonly HeimlichLogEntry[]): Scoring | undefined {
  return log.filter((e): e is Scoring => e.type === 'scoring').at(-1)
}

describe('scoring', () => {
  it('scores the seed’s example: Blau in house 8 gains 8, Rot in the ruin loses 3 but not below 0, Gelb in the church stays', () => {
    // s1 plays blue, s2 red, s3 yellow; red has only 1 point, so the ruin takes it to 0.
    const state = rigged(['blue', 'red', 'yellow'], {
      die: 2,
      positions: { blue: 6, red: 11, yellow: 0, green: 3, purple: 3, orange: 3 },
      scores: { blue: 10, red: 1, yellow: 5, green: 0, purple: 0, orange: 0 },
      safe: 8,
    })
    const next = play(state, 's1', move(['blue', 'blue']))
    expect(next.positions.blue).toBe(8)
    expect(next.scores).toEqual({ blue: 18, red: 0, yellow: 5, green: 3, purple: 3, orange: 3 })
    const scoring = lastScoring(next.log)!
    expect(scoring.rows.find((r) => r.building === 8)!.agents).toEqual([{ agent: 'blue', before: 10, gain: 8, after: 18 }])
    expect(scoring.rows.find((r) => r.building === 11)!.agents).toEqual([{ agent: 'red', before: 1, gain: -1, after: 0 }])
    expect(scoring.rows.find((r) => r.building === 0)!.agents).toEqual([{ agent: 'yellow', before: 5, gain: 0, after: 5 }])
  })

  it('takes three off in the ruin when the marker has them', () => {
    const state = rigged(['red', 'blue'], { die: 2, positions: { red: 11, blue: 1 }, scores: { red: 7 }, safe: 3 })
    expect(play(state, 's1', move(['blue', 'blue'])).scores.red).toBe(4)
  })

  it('gives a free agent its points just like a person’s agent', () => {
    // Two people: red and blue are dealt; green is free.
    const state = rigged(['red', 'blue'], { die: 3, positions: { green: 2 }, safe: 5 })
    expect(play(state, 's1', move(['green', 'green', 'green'])).scores.green).toBe(5)
  })

  it('does not score when an agent only passes the safe', () => {
    const state = rigged(['red', 'blue'], { die: 4, positions: { red: 5 }, safe: 7 })
    const next = play(state, 's1', move(['red', 'red', 'red', 'red']))
    expect(next.positions.red).toBe(9)
    expect(lastScoring(next.log)).toBeUndefined()
    expect(next.phase).toBe('move')
    expect(next.turn).toBe(2)
  })

  it('does not score for an agent that was already in the safe’s building and did not move', () => {
    const state = rigged(['red', 'blue'], { die: 2, positions: { red: 7 }, safe: 7 })
    const next = play(state, 's1', move(['blue', 'blue']))
    expect(lastScoring(next.log)).toBeUndefined()
    expect(next.scores.red).toBe(0)
  })

  it('scores once when two agents end their move in the safe’s building', () => {
    const state = rigged(['red', 'blue'], { die: 2, positions: { red: 6, blue: 6 }, safe: 7 })
    const next = play(state, 's1', move(['red', 'blue']))
    expect(next.log.filter((e) => e.type === 'scoring')).toHaveLength(1)
    expect(next.scores).toMatchObject({ red: 7, blue: 7 })
  })

  it('scores every agent on the board at once, building by building in board order', () => {
    const state = rigged(['red', 'blue'], { die: 5, positions: { red: 2, blue: 10, yellow: 4, green: 4, purple: 0 }, safe: 4 })
    const next = play(state, 's1', move(['red', 'red', 'purple', 'purple', 'purple']))
    const rows = lastScoring(next.log)!.rows
    expect(rows.map((r) => [r.building, r.value, r.agents.map((a) => a.agent)])).toEqual([
      [3, 3, ['purple']],
      [4, 4, ['red', 'yellow', 'green']],
      [10, 10, ['blue']],
    ])
    expect(next.scores).toEqual({ red: 4, blue: 10, yellow: 4, green: 4, purple: 3 })
    // Everyone reads the same scoring.
    expect(viewOf(next, 's2').log).toEqual(viewOf(next, null).log)
  })

  it('lets the mover place the safe after a scoring, and only after one', () => {
    const scoring = play(rigged(['red', 'blue'], { die: 2, positions: { red: 5 }, safe: 7 }), 's1', move(['red', 'red']))
    expect(scoring.phase).toBe('safe')
    expect(scoring.mover).toBe('s1')
    const quiet = play(rigged(['red', 'blue'], { die: 2, safe: 7 }), 's1', move(['red', 'red']))
    expect(quiet.phase).toBe('move')
    expect(quiet.mover).toBe('s2')
  })
})
