import { describe, expect, it } from 'vitest'
import { cops } from '../../../server/games/cops'
import { deepFreeze, EIGHT, floors, look, newGame, play, riggedGame, skipTo, toAction } from './helpers'
import { optionsFor, randomGame } from './random-play'

describe('time', () => {
  it('returns the same object from advance when nothing is due', () => {
    const s = newGame(9, {}, 1, 1000)
    expect(cops.advance(s, 1000)).toBe(s)
    expect(cops.advance(s, cops.deadline(s)! - 1)).toBe(s)
    const ended = cops.advance(s, 10 ** 9)
    expect(ended.phase).toBe('ended')
    expect(cops.advance(ended, Number.MAX_SAFE_INTEGER)).toBe(ended)
    expect(cops.skip(ended, 10)).toBe(ended)
    expect(cops.deadline(ended)).toBeNull()
  })

  it('applies several overdue steps at once, each from the moment the one before ended', () => {
    const s = riggedGame(EIGHT, {}, 1, 0)
    // Day 1: floor (45 s), action (60 s), discussion (300 s); day 2 floor (45 s), event (15 s).
    const later = cops.advance(s, 465_000)
    expect(later).toMatchObject({ phase: 'action', day: 2 })
    expect(later.stage).toBe(s.stage + 5)
    expect(cops.deadline(later)).toBe(465_000 + 60_000)
    const almost = cops.advance(s, 464_999)
    expect(almost).toMatchObject({ phase: 'event', day: 2 })
    expect(cops.deadline(almost)).toBe(465_000)
  })

  it('runs a whole game nobody plays to its end scoring, in one call', () => {
    const end = cops.advance(newGame(12, {}, 3, 0), 10 ** 9)
    expect(end).toMatchObject({ phase: 'ended', day: 5 })
    expect(end.out.filter((o) => o.cause === 'banished')).toHaveLength(4)
    expect(['finalFestival', 'finalPolice', 'policeOut']).toContain(end.reason)
  })

  it('ends a step on skip exactly as its deadline would', () => {
    let s = play(riggedGame(EIGHT), 's1', { type: 'floor', floor: 2 })
    for (let i = 0; i < 12 && s.phase !== 'ended'; i++) {
      const due = cops.deadline(s)!
      expect(cops.skip(s, due)).toEqual(cops.advance(s, due))
      s = cops.skip(s, due)
    }
  })

  it('counts one stage per step and tells it in the view', () => {
    let s = newGame(8)
    expect(cops.stage(s)).toBe(0)
    const phases = [s.phase]
    for (let i = 1; i <= 8; i++) {
      s = cops.skip(s, i)
      expect(cops.stage(s)).toBe(i)
      expect(look(s, null).stage).toBe(i)
      phases.push(s.phase)
    }
    expect(phases).toEqual(['floor', 'action', 'discussion', 'floor', 'event', 'action', 'discussion', 'vote', 'runoff'])
  })

  it('does not change the stage for an action inside a step', () => {
    const s = play(riggedGame(EIGHT), 's4', { type: 'floor', floor: 1 })
    expect(cops.stage(s)).toBe(0)
  })

  it('applies a passed deadline before an action that arrives late', () => {
    const s = riggedGame(EIGHT, {}, 1, 0)
    const late = cops.act(s, 's4', { type: 'floor', floor: 1 }, cops.deadline(s)!)
    expect(late).toMatchObject({ rejected: true, code: 'wrong_phase' })
  })

  it('lets the host skip the discussion, and ends it early when everyone is ready', () => {
    let s = skipTo(riggedGame(EIGHT), 'discussion')
    expect(cops.deadline(s)).toBe(1 + 300_000)
    expect(cops.skip(s, 5)).toMatchObject({ phase: 'floor', day: 2 })
    s = skipTo(s, 'discussion')
    expect(s.day).toBe(2)
    for (const seat of s.seats.slice(0, -1)) s = play(s, seat, { type: 'ready' })
    expect(look(s, 's1').progress).toEqual({ done: 7, of: 8, waiting: ['s8'] })
    s = play(s, 's8', { type: 'ready' })
    expect(s.phase).toBe('vote')
  })

  it('resolves the action phase at once when nobody can act', () => {
    // Cannot happen with 8 or more players in play; built by hand: four players left, one per floor.
    const gone = ['s5', 's6', 's7', 's8'].map((seat) => ({ seat, day: 1, cause: 'banished' as const }))
    const s = floors({ ...riggedGame(EIGHT), out: gone }, [['s1'], ['s2'], ['s3'], ['s4']])
    expect(s).toMatchObject({ phase: 'discussion', day: 1 })
    expect(s.stage).toBe(2)
    expect(look(s, 's1').reports[0]).toMatchObject({ alone: true, result: null })
  })
})

describe('purity', () => {
  it('never changes the state it is given (deep-frozen inputs, random play)', { timeout: 30_000 }, () => {
    for (let n = 8; n <= 16; n++) {
      const { state } = randomGame(n, optionsFor(n, n * 3), n, undefined, true)
      expect(state.phase).toBe('ended')
    }
  })

  it('gives the same game for the same seed and the same moves', () => {
    const a = randomGame(12, optionsFor(12, 5), 77)
    const b = randomGame(12, optionsFor(12, 5), 77)
    expect(a.state).toEqual(b.state)
  })

  it('leaves a frozen state unchanged through act, advance, skip, view and legalActions', () => {
    const s = deepFreeze(toAction(riggedGame(EIGHT), [['s1', 's6'], ['s2', 's3', 's4', 's5', 's7', 's8']]))
    const copy = JSON.parse(JSON.stringify(s))
    cops.act(s, 's1', { type: 'search', target: 's6' }, 1)
    cops.act(s, 's6', { type: 'observe', target: 's1' }, 1)
    cops.advance(s, 10 ** 7)
    cops.skip(s, 1)
    for (const viewer of [null, 's1', 's6']) cops.view(s, viewer)
    cops.legalActions(s, 's1')
    cops.outcome(s)
    expect(s).toEqual(copy)
  })

  it('keeps the state small and plain JSON (under 64 KB at 16 players)', { timeout: 30_000 }, () => {
    let biggest = 0
    for (let k = 0; k < 12; k++) {
      randomGame(16, optionsFor(16, k), k, (state) => {
        const json = JSON.stringify(state)
        biggest = Math.max(biggest, json.length)
        if (state.phase === 'ended') expect(JSON.parse(json)).toEqual(state)
      })
    }
    expect(biggest).toBeLessThan(64 * 1024)
  })
})

describe('malformed input', () => {
  it('refuses malformed actions and strangers instead of throwing', () => {
    const s = riggedGame(EIGHT)
    for (const bad of [null, 42, {}, { type: 'floor' }, { type: 'floor', floor: 0 }, { type: 'search', target: 5 }, { type: 'fly', target: 's2' }]) {
      expect(cops.act(s, 's1', bad as never, 1)).toMatchObject({ rejected: true, code: 'unknown_action' })
    }
    expect(cops.act(s, 's42', { type: 'floor', floor: 1 }, 1)).toMatchObject({ rejected: true, code: 'not_player' })
    expect(cops.legalActions(s, 's42')).toEqual([])
    expect(cops.act(s, 's1', { type: 'vote', target: 's2' }, 1)).toMatchObject({ rejected: true, code: 'wrong_phase' })
    expect(cops.act(s, 's1', { type: 'decide', target: 's2' }, 1)).toMatchObject({ rejected: true, code: 'wrong_phase' })
    expect(cops.act(s, 's1', { type: 'ready' }, 1)).toMatchObject({ rejected: true, code: 'wrong_phase' })
  })

  it('refuses every action once the game is over', () => {
    const end = cops.advance(newGame(8, {}, 1, 0), 10 ** 9)
    expect(cops.act(end, 's1', { type: 'ready' }, 10 ** 9)).toMatchObject({ rejected: true, code: 'ended' })
    for (const seat of end.seats) expect(cops.legalActions(end, seat)).toEqual([])
  })
})
