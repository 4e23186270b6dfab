import { describe, expect, it } from 'vitest'
import { isRejection } from '../../../server/games/contract'
import { shifter } from '../../../server/games/shifter'
import type { ShifterState } from '../../../server/games/shifter/state'
import { Dice } from '../../support/random-play'
import { newGame, play, riggedGame, skipTo, toNight } from './helpers'
import { optionsFor, randomGame } from './random-play'
import { PLAIN, TWELVE } from './tables'
import { loopTimeout } from '../../support/loop-timeout'

describe('time', () => {
  it('returns the same object from advance when nothing is due, and after the end', () => {
    const s = newGame(9, {}, 1, 1000)
    expect(shifter.advance(s, 1000)).toBe(s)
    expect(shifter.advance(s, shifter.deadline(s)! - 1)).toBe(s)
    let ended = skipTo(toNight(riggedGame(['shifter', 'townfolk', 'townfolk', 'townfolk'])), 'vote')
    ended = play(play(ended, 's2', { type: 'vote', target: 's1' }), 's3', { type: 'vote', target: 's1' })
    ended = shifter.skip(ended, 5)
    expect(ended.phase).toBe('ended')
    expect(shifter.advance(ended, Number.MAX_SAFE_INTEGER)).toBe(ended)
    expect(shifter.skip(ended, 10)).toBe(ended)
  })

  it('applies several overdue steps at once, each from the moment the one before ended', () => {
    const s = riggedGame(PLAIN, {}, 1, 0)
    // Card (180 s), night (120 s), day (300 s), vote (45 s), pause (10 s): at 655 s the second night begins.
    const later = shifter.advance(s, 655_000)
    expect(later.phase).toBe('night')
    expect(later.day).toBe(2)
    expect(later.deadline).toBe(655_000 + 120_000)
    const almost = shifter.advance(s, 654_999)
    expect(almost.phase).toBe('dusk')
    expect(almost.deadline).toBe(655_000)
  })

  it('ends a step on skip exactly as its deadline would', () => {
    let s = play(toNight(riggedGame(TWELVE)), 's1', { type: 'attack', target: 's9' })
    for (let i = 0; i < 8 && s.phase !== 'ended'; i++) {
      const due = shifter.deadline(s)!
      expect(shifter.skip(s, due)).toEqual(shifter.advance(s, due))
      s = shifter.skip(s, due)
    }
  })

  it('counts one stage per step, not per action, and tells it in the view', () => {
    let s = riggedGame(PLAIN)
    expect(shifter.stage(s)).toBe(0)
    s = play(s, 's1', { type: 'confirm' })
    expect(shifter.stage(s)).toBe(0)
    const phases = [s.phase]
    for (let i = 1; i <= 5; i++) {
      s = shifter.skip(s, i)
      expect(shifter.stage(s)).toBe(i)
      expect(shifter.view(s, null).stage).toBe(i)
      phases.push(s.phase)
    }
    expect(phases).toEqual(['reveal', 'night', 'discussion', 'vote', 'dusk', 'night'])
  })

  it('keeps the shifters\' second round inside the night step, so the stage tells nobody of a tie', () => {
    const night = toNight(riggedGame(['shifter', 'shifter', 'shifter', 'visionary', 'alchemist', 'townfolk', 'townfolk', 'townfolk', 'townfolk']))
    const s = play(play(play(night, 's1', { type: 'attack', target: 's6' }), 's2', { type: 'attack', target: 's7' }), 's3', { type: 'sleep' })
    expect(s.night!.tie).toEqual(['s6', 's7'])
    expect(s.stage).toBe(night.stage)
    // The same three taps with the shifters agreed: nobody outside the shifters can tell the two apart.
    const agreed = play(play(play(night, 's1', { type: 'attack', target: 's7' }), 's2', { type: 'attack', target: 's7' }), 's3', { type: 'sleep' })
    expect(agreed.night!.tie ?? []).toEqual([])
    for (const seat of ['s6', 's8']) expect(shifter.view(s, seat)).toEqual(shifter.view(agreed, seat))
  })

  it('never changes the state it is given (deep-frozen inputs, random play)', { timeout: loopTimeout(6, 300) }, () => {
    const dice = new Dice(3)
    for (const n of [4, 9, 15]) {
      for (let k = 0; k < 2; k++) {
        // Every state is frozen before the engine sees it: a change to an input throws.
        randomGame(n, optionsFor(n, k * 5 + 1, dice), 77 + k, (state) => {
          for (const viewer of [state.seats[0]!, null]) shifter.view(state, viewer)
        }, true)
      }
    }
  })

  it('plays the same game for the same seed and the same moves', () => {
    const dice = new Dice(11)
    const options = optionsFor(12, 5, dice)
    const a = randomGame(12, options, 1234).state
    const b = randomGame(12, options, 1234).state
    expect(a).toEqual(b)
  })

  it('keeps the state small and plain JSON (under 64 KB at 15 players)', { timeout: loopTimeout(3, 500) }, () => {
    const dice = new Dice(5)
    let largest = 0
    for (let k = 0; k < 3; k++) {
      const { state: end } = randomGame(15, optionsFor(15, k * 4 + 1, dice), 900 + k, (state: ShifterState) => {
        largest = Math.max(largest, JSON.stringify(state).length)
      })
      expect(JSON.parse(JSON.stringify(end))).toEqual(end)
    }
    expect(largest).toBeLessThan(64 * 1024)
  })

  it('refuses anything a client might send in the wrong shape, without throwing', () => {
    const s = toNight(riggedGame(PLAIN))
    for (const bad of [null, {}, { type: 'attack' }, { type: 'attack', target: 7 }, { type: 'fly' }, { type: 'vote', target: 'x'.repeat(100) }]) {
      const result = shifter.act(s, 's1', bad as never, 1)
      expect(isRejection(result)).toBe(true)
    }
  })
})
