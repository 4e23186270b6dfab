import { describe, expect, it } from 'vitest'
import { heimlich } from '../../../server/games/heimlich'
import { ABANDON_MS, GUESS_TIME_FACTOR, PATIENCE_MS, TURN_SECONDS } from '../../../server/games/heimlich/constants'
import { move, newGame, play, rigged, viewOf } from './helpers'

describe('the turn timer and the patience', () => {
  it('is off by default: a turn waits, and only after long silence passes on', () => {
    const state = newGame(3, {}, 1, 1_000)
    expect(state.options.turnTimer).toBe(false)
    expect(heimlich.deadline(state)).toBe(1_000 + PATIENCE_MS)
    expect(viewOf(state, 's1').rules.timer).toBe(false)
    expect(heimlich.advance(state, 1_000 + PATIENCE_MS - 1)).toBe(state)
  })

  it('gives each turn the chosen seconds when it is on, shown to everyone', () => {
    const state = newGame(3, { turnTimer: true, turnSeconds: 30 }, 1, 1_000)
    expect(heimlich.deadline(state)).toBe(31_000)
    expect(viewOf(state, null)).toMatchObject({ deadline: 31_000, rules: { timer: true, turnSeconds: 30 } })
    expect(TURN_SECONDS).toEqual({ default: 60, min: 15, max: 300 })
  })

  it('spends every point by chance when a turn runs out: nobody waits a turn out (\u201eAlle Punkte müssen verbraucht werden\u201c)', () => {
    for (const die of [2, 6, '1-3'] as const) {
      const state = rigged(['red', 'blue', 'yellow'], { die, safe: 9, options: { turnTimer: true, turnSeconds: 30 } })
      const next = heimlich.advance(state, 30_000)
      const moved = next.log.findLast((e) => e.type === 'move')
      expect(moved).toMatchObject({ type: 'move', turn: 1, seat: state.mover, face: die, chance: true, scored: false })
      const points = (moved as { points: number }).points
      expect(die === '1-3' ? [1, 2, 3] : [die]).toContain(points)
      // Every point moved an agent one building on.
      const walked = state.agents.reduce((sum, agent) => sum + ((next.positions[agent]! - state.positions[agent]! + 12) % 12), 0)
      expect(walked).toBe(points)
      expect(next.mover).toBe(state.order[1])
      expect(next.turn).toBe(2)
      // The next turn's clock runs from the moment the last one ended.
      expect(next.deadline).toBe(60_000)
      // Chance is the game's own, seeded: the same state runs out the same way.
      expect(heimlich.advance(state, 30_000)).toEqual(next)
    }
  })

  it('treats the host’s skip like the deadline', () => {
    const state = newGame(3, {}, 2, 0)
    const skipped = heimlich.skip(state, 5_000)
    expect(skipped.log.findLast((e) => e.type === 'move')).toMatchObject({ seat: state.mover, chance: true })
    expect(skipped.lastActionAt).toBe(state.lastActionAt)
    expect(skipped.mover).toBe(state.order[1])
    expect(skipped.turn).toBe(2)
  })

  it('refuses a move sent after the deadline has passed', () => {
    const state = rigged(['red', 'blue'], { die: 2, safe: 9, options: { turnTimer: true, turnSeconds: 15 } })
    const late = heimlich.act(state, 's1', move(['red', 'red']), state.deadline! + 1)
    expect(late).toMatchObject({ rejected: true, code: 'not_your_turn' })
  })

  it('ends a game nobody has played for an hour, without a winner', () => {
    const state = newGame(3, {}, 3, 0)
    expect(heimlich.advance(state, ABANDON_MS - 1).phase).toBe('move')
    const later = heimlich.advance(state, ABANDON_MS + 1)
    expect(later.phase).toBe('ended')
    expect(later.result).toBe('abandoned')
    // Chance moved for each lapsed turn meanwhile; the last one found the table gone.
    expect(later.log.filter((e) => e.type === 'move' && e.chance).length).toBeGreaterThan(0)
    expect(later.log.at(-1)).toMatchObject({ type: 'timeout' })
    expect(heimlich.outcome(later)).toMatchObject({ winners: [], team: 'nobody', reason: { key: 'heimlich.outcome.abandoned', params: { minutes: 60 } } })
    // A move resets that hour.
    const moved = play(rigged(['red', 'blue'], { die: 2, safe: 9 }), 's1', move(['red', 'red']), PATIENCE_MS - 1)
    expect(heimlich.advance(moved, ABANDON_MS + 1).phase).toBe('move')
  })

  it('gives the guessing round a few turn lengths with the timer on, the patience without', () => {
    const withTimer = rigged(['red', 'blue', 'yellow'], { die: 2, positions: { red: 7 }, scores: { red: 25 }, safe: 9, options: { guessVariant: true, turnTimer: true, turnSeconds: 20 } })
    const guessing = play(withTimer, 's1', move(['red', 'red']), 100)
    expect(guessing.phase).toBe('guess')
    expect(guessing.deadline).toBe(100 + 20_000 * GUESS_TIME_FACTOR)
    const patient = play({ ...withTimer, options: { ...withTimer.options, turnTimer: false } }, 's1', move(['red', 'red']), 100)
    expect(patient.deadline).toBe(100 + PATIENCE_MS)
  })
})
