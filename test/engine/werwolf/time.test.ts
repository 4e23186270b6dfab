import { describe, expect, it } from 'vitest'
import { werwolf } from '../../../server/games/werwolf'
import { MAX_IDLE_ROUNDS } from '../../../server/games/werwolf/constants'
import { deepFreeze, look, newGame, play, playAll, riggedGame, skipTo } from './helpers'
import { optionsFor, randomGame } from './random-play'

const SEVEN = ['wolf', 'wolf', 'seer', 'villager', 'villager', 'villager', 'villager'] as const

describe('time', () => {
  it('returns the same object from advance when nothing is due', () => {
    const s = newGame(9, {}, 1, 1000)
    expect(werwolf.advance(s, 1000)).toBe(s)
    expect(werwolf.advance(s, werwolf.deadline(s)! - 1)).toBe(s)
    let ended = riggedGame(['wolf', 'seer', 'villager', 'villager', 'villager'])
    ended = skipTo(ended, 'vote')
    ended = playAll(ended, [['s2', { type: 'vote', target: 's1' }], ['s3', { type: 'vote', target: 's1' }]])
    ended = werwolf.skip(ended, 5)
    expect(ended.phase).toBe('ended')
    expect(werwolf.advance(ended, Number.MAX_SAFE_INTEGER)).toBe(ended)
    expect(werwolf.skip(ended, 10)).toBe(ended)
  })

  it('applies several overdue steps at once, each from the moment the one before ended', () => {
    const s = riggedGame([...SEVEN], {}, 1, 0)
    // Night (90 s), discussion (300 s), vote (60 s): at 450 s the second night begins.
    const later = werwolf.advance(s, 450_000)
    expect(later.phase).toBe('night')
    expect(later.day).toBe(2)
    expect(later.stage).toBe(s.stage + 3)
    expect(werwolf.deadline(later)).toBe(450_000 + 90_000)
    const almost = werwolf.advance(s, 449_999)
    expect(almost.phase).toBe('vote')
    expect(werwolf.deadline(almost)).toBe(450_000)
  })

  it('ends a step on skip exactly as its deadline would', () => {
    let s = play(riggedGame([...SEVEN]), 's1', { type: 'attack', target: 's5' })
    for (let i = 0; i < 6; i++) {
      const due = werwolf.deadline(s)!
      expect(werwolf.skip(s, due)).toEqual(werwolf.advance(s, due))
      s = werwolf.skip(s, due)
    }
  })

  it('counts one stage per phase change and tells it in the view', () => {
    let s = newGame(8)
    expect(werwolf.stage(s)).toBe(0)
    const phases = [s.phase]
    for (let i = 1; i <= 5; i++) {
      s = werwolf.skip(s, i)
      expect(werwolf.stage(s)).toBe(i)
      expect(look(s, null).stage).toBe(i)
      phases.push(s.phase)
    }
    expect(phases).toEqual(['night', 'discussion', 'vote', 'night', 'discussion', 'vote'])
  })

  it('does not change the stage for an action inside a step', () => {
    const s = play(riggedGame([...SEVEN]), 's4', { type: 'sleep' })
    expect(werwolf.stage(s)).toBe(0)
  })

  it('applies a passed deadline before an action that arrives late', () => {
    const s = riggedGame([...SEVEN])
    const late = werwolf.act(s, 's4', { type: 'sleep' }, werwolf.deadline(s)!)
    expect(late).toMatchObject({ rejected: true, code: 'wrong_phase' })
    const ready = werwolf.act(s, 's4', { type: 'ready' }, werwolf.deadline(s)!)
    expect(ready).toMatchObject({ phase: 'discussion', ready: ['s4'] })
  })

  it(`stops a game nobody plays after ${MAX_IDLE_ROUNDS} idle rounds, without a winner`, () => {
    const s = newGame(10, {}, 1, 0)
    const end = werwolf.advance(s, 10 ** 9)
    expect(end.phase).toBe('ended')
    expect(end.day).toBe(MAX_IDLE_ROUNDS)
    expect(werwolf.outcome(end)).toEqual({ winners: [], team: 'nobody', reason: { key: 'werwolf.outcome.nobody' } })
    expect(look(end, null).summary?.winner).toBeNull()
    expect(end.announcements.map((n) => n.key)).toContain('werwolf.narr.abandoned')
  })

  it('keeps counting idle rounds from the last action', () => {
    let s = riggedGame([...SEVEN], {}, 1, 0)
    s = werwolf.advance(s, 900_000) // two rounds without anyone acting: night 3 begins
    expect(s).toMatchObject({ phase: 'night', day: 3, idle: 2 })
    s = play(s, 's4', { type: 'sleep' }, 900_000)
    const end = werwolf.advance(s, 10 ** 9)
    expect(end.phase).toBe('ended')
    expect(end.day).toBe(3 + MAX_IDLE_ROUNDS)
  })
})

describe('purity', () => {
  it('never changes the state it is given (deep-frozen inputs, random play)', { timeout: 60_000 }, () => {
    for (let n = 5; n <= 17; n++) {
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
    const s = deepFreeze(riggedGame([...SEVEN]))
    const copy = JSON.parse(JSON.stringify(s))
    werwolf.act(s, 's1', { type: 'attack', target: 's5' }, 1)
    werwolf.act(s, 's1', { type: 'attack', target: 's2' }, 1)
    werwolf.advance(s, 10 ** 7)
    werwolf.skip(s, 1)
    werwolf.view(s, 's1')
    werwolf.legalActions(s, 's1')
    expect(s).toEqual(copy)
  })

  it('keeps the state small and plain JSON', { timeout: 60_000 }, () => {
    let biggest = 0
    for (let n = 15; n <= 17; n++) {
      for (let k = 0; k < 10; k++) {
        randomGame(n, optionsFor(n, k), k, (state) => {
          const json = JSON.stringify(state)
          expect(JSON.parse(json)).toEqual(state)
          biggest = Math.max(biggest, json.length)
        })
      }
    }
    expect(biggest).toBeLessThan(64 * 1024)
  })
})

describe('malformed input', () => {
  it('refuses malformed actions and strangers instead of throwing', () => {
    const s = riggedGame([...SEVEN])
    for (const bad of [null, 42, {}, { type: 'protect' }, { type: 'attack', target: 5 }, { type: 'fly', target: 's2' }]) {
      expect(werwolf.act(s, 's1', bad as never, 1)).toMatchObject({ rejected: true, code: 'unknown_action' })
    }
    expect(werwolf.act(s, 's42', { type: 'sleep' }, 1)).toMatchObject({ rejected: true, code: 'not_player' })
    expect(werwolf.legalActions(s, 's42')).toEqual([])
  })
})
