import { describe, expect, it } from 'vitest'
import { words } from '../../../server/games/words'
import { TABLE_WAIT_SECONDS } from '../../../server/games/words/constants'
import { deepFreeze, look, lookAll, newGame, play, rigged, SIX, toVote } from './helpers'
import { optionsFor, randomGame } from './random-play'

describe('time', () => {
  it('returns the same object from advance when nothing is due', () => {
    const s = newGame(6, {}, 1, 1000)
    expect(words.advance(s, 1000)).toBe(s)
    expect(words.advance(s, words.deadline(s)! - 1)).toBe(s)
  })

  it('lets a whole game nobody plays run out: clues on the timer, every waiting step on its guard, two quiet rounds', () => {
    const end = words.advance(newGame(8, {}, 3, 0), 10 ** 9)
    expect(end).toMatchObject({ phase: 'ended', reason: 'draw', round: 2 })
    expect(words.deadline(end)).toBeNull()
    expect(words.advance(end, Number.MAX_SAFE_INTEGER)).toBe(end)
    expect(words.skip(end, 10)).toBe(end)
  })

  it('moves a step that waits for the table on by itself after the guard time', () => {
    const s = toVote(rigged(SIX), 0)
    expect(words.deadline(s)).toBe(TABLE_WAIT_SECONDS * 1000)
    expect(words.advance(s, TABLE_WAIT_SECONDS * 1000).phase).toBe('count')
  })

  it('ends a step on skip exactly as its deadline would', () => {
    let s = play(newGame(7, {}, 2, 0), 's1', { type: 'seen' })
    for (let i = 0; i < 30 && s.phase !== 'ended'; i++) {
      const due = words.deadline(s)!
      expect(words.skip(s, due)).toEqual(words.advance(s, due))
      s = words.skip(s, due)
    }
  })

  it('counts one stage per step, each clue a step of its own, and tells it in the view', () => {
    let s = lookAll(rigged(SIX))
    expect(s.stage).toBe(1)
    s = play(s, 's1', { type: 'done' })
    expect(words.stage(s)).toBe(2)
    expect(look(s, null).stage).toBe(2)
    expect(words.stage(play(s, 's2', { type: 'done' }))).toBe(3)
  })

  it('does not change the stage for an action inside a step', () => {
    expect(words.stage(play(rigged(SIX), 's3', { type: 'seen' }))).toBe(0)
  })

  it('applies a passed deadline before an action that arrives late', () => {
    const s = rigged(SIX, {}, 0)
    expect(words.act(s, 's4', { type: 'seen' }, words.deadline(s)!)).toMatchObject({ rejected: true, code: 'wrong_phase' })
  })
})

describe('purity', () => {
  it('never changes the state it is given (deep-frozen inputs, random play)', () => {
    for (let n = 4; n <= 16; n += 3) expect(randomGame(n, optionsFor(n, n), n, true).state.phase).toBe('ended')
  })

  it('gives the same game for the same seed and the same moves', () => {
    expect(randomGame(9, optionsFor(9, 5), 77).state).toEqual(randomGame(9, optionsFor(9, 5), 77).state)
  })

  it('keeps the state small and plain JSON (under 64 KB at 16 players)', () => {
    const { state } = randomGame(16, optionsFor(16, 3), 5)
    const json = JSON.stringify(state)
    expect(json.length).toBeLessThan(64 * 1024)
    expect(JSON.parse(json)).toEqual(state)
  })
})

describe('malformed input', () => {
  it('refuses malformed actions and strangers instead of throwing', () => {
    const s = rigged(SIX)
    for (const bad of [null, 42, {}, { type: 'vote' }, { type: 'vote', target: 5 }, { type: 'guess', word: 'x'.repeat(61) }, { type: 'hands', ballots: 'all' }, { type: 'fly' }]) {
      expect(words.act(s, 's1', bad as never, 1)).toMatchObject({ rejected: true, code: 'unknown_action' })
    }
    expect(words.act(s, 's42', { type: 'seen' }, 1)).toMatchObject({ rejected: true, code: 'not_player' })
    expect(words.legalActions(s, 's42')).toEqual([])
    for (const action of [{ type: 'done' }, { type: 'ready' }, { type: 'next' }, { type: 'vote', target: 's2' }, { type: 'guess', word: 'Tee' }] as const) {
      expect(words.act(s, 's1', action, 1)).toMatchObject({ rejected: true, code: 'wrong_phase' })
    }
  })

  it('refuses every action once the game is over', () => {
    const end = words.advance(newGame(5, {}, 1, 0), 10 ** 9)
    expect(words.act(end, 's1', { type: 'seen' }, 10 ** 9)).toMatchObject({ rejected: true, code: 'ended' })
    for (const seat of end.seats) expect(words.legalActions(end, seat)).toEqual([])
  })
})
