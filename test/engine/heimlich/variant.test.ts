import { describe, expect, it } from 'vitest'
import { heimlich } from '../../../server/games/heimlich'
import type { HeimlichState } from '../../../server/games/heimlich/state'
import { MODERATOR, move, play, refused, rigged, viewOf } from './helpers'

/** Four people: s1 red, s2 blue, s3 yellow, s4 green; purple, orange and white are free. s1 moves red into the safe (house 9). */
function scoringTo(redBefore: number, options = { guessVariant: true }, more: Partial<Record<string, number>> = {}): HeimlichState {
  const state = rigged(['red', 'blue', 'yellow', 'green'], { die: 2, positions: { red: 7 }, scores: { red: redBefore, ...more }, safe: 9, options })
  return play(state, 's1', move(['red', 'red']))
}

const RIGHT = { s1: [{ of: 's2', agent: 'blue' }, { of: 's3', agent: 'yellow' }, { of: 's4', agent: 'green' }] } as const

describe('the guessing variant', () => {
  it('is off by default: no guessing round', () => {
    expect(heimlich.options.defaults(4).guessVariant).toBe(false)
    expect(scoringTo(25, { guessVariant: false }).phase).toBe('safe')
  })

  it('opens the round when a marker first goes past 29, not when it lands on 29', () => {
    expect(scoringTo(20).phase).toBe('safe') // 29
    const state = scoringTo(21) // 30
    expect(state.phase).toBe('guess')
    expect(viewOf(state, 's3').prompt).toMatchObject({ type: 'guess', seats: ['s1', 's2', 's4'], agents: ['red', 'blue', 'yellow', 'green', 'purple', 'orange', 'white'], sent: false })
    expect(viewOf(state, null).progress).toEqual({ done: 0, of: 4, waiting: ['s1', 's2', 's3', 's4'] })
  })

  it('holds the round only once a game', () => {
    let state = scoringTo(21)
    for (const seat of state.seats) state = heimlich.act(state, seat, heimlich.legalActions(state, seat)[0]!, 2) as HeimlichState
    expect(state.phase).toBe('safe')
    expect(state.guessed).toBe(true)
    state = play(state, 's1', { type: 'safe', building: 3 })
    // The next scoring passes 29 again: no second round.
    const again = play({ ...state, mover: 's2', die: 2, positions: { ...state.positions, blue: 1 } }, 's2', move(['blue', 'blue']))
    expect(again.phase).toBe('safe')
  })

  it('wants one colour for every other person, each colour at most once, and takes each guess once', () => {
    const state = scoringTo(21)
    refused(state, 's1', { type: 'guess', guess: [{ of: 's2', agent: 'blue' }] }, 'guess_everyone')
    refused(state, 's1', { type: 'guess', guess: [{ of: 's1', agent: 'red' }, { of: 's3', agent: 'yellow' }, { of: 's4', agent: 'green' }] }, 'guess_everyone')
    refused(state, 's1', { type: 'guess', guess: [{ of: 's2', agent: 'blue' }, { of: 's3', agent: 'blue' }, { of: 's4', agent: 'green' }] }, 'guess_colour_twice')
    // Naming one's own colour for someone is allowed (it is simply wrong): refusing it would tell.
    const sent = play(state, 's1', { type: 'guess', guess: [{ of: 's4', agent: 'red' }, { of: 's2', agent: 'blue' }, { of: 's3', agent: 'white' }] })
    expect(sent.guesses.s1).toEqual([{ of: 's2', agent: 'blue' }, { of: 's3', agent: 'white' }, { of: 's4', agent: 'red' }])
    refused(sent, 's1', { type: 'guess', guess: [...RIGHT.s1] }, 'already_acted')
    expect(heimlich.legalActions(sent, 's1')).toEqual([])
  })

  it('keeps every guess secret until the end: only the guesser sees their own', () => {
    const state = play(scoringTo(21), 's1', { type: 'guess', guess: [...RIGHT.s1] })
    expect(viewOf(state, 's1').me?.guess).toEqual(RIGHT.s1)
    expect(JSON.stringify(viewOf(state, 's2'))).not.toContain('"of":"s')
    expect(JSON.stringify(viewOf(state, null))).not.toContain('"of":"s')
    expect(viewOf(state, MODERATOR).insight?.guesses).toEqual([{ by: 's1', guess: RIGHT.s1 }])
    // Who has guessed is public: the table waits for the rest.
    expect(viewOf(state, 's2').progress).toEqual({ done: 1, of: 4, waiting: ['s2', 's3', 's4'] })
  })

  it('adds 5 points per right guess, of a person or of a free agent, to the guesser’s own agent at the end, which can change the winner', () => {
    // Red will reach 42 from 33; blue stands at 40 and is not moved. s2 guesses all three right: 40 + 15 = 55 beats 42.
    let state = scoringTo(33, { guessVariant: true }, { blue: 40 })
    expect(state.phase).toBe('guess')
    state = play(state, 's2', { type: 'guess', guess: [{ of: 's1', agent: 'red' }, { of: 's3', agent: 'yellow' }, { of: 's4', agent: 'green' }] })
    state = play(state, 's1', { type: 'guess', guess: [{ of: 's2', agent: 'blue' }, { of: 's3', agent: 'purple' }, { of: 's4', agent: 'orange' }] })
    state = play(state, 's3', { type: 'guess', guess: [{ of: 's1', agent: 'white' }, { of: 's2', agent: 'purple' }, { of: 's4', agent: 'orange' }] })
    state = play(state, 's4', { type: 'guess', guess: [{ of: 's1', agent: 'blue' }, { of: 's2', agent: 'red' }, { of: 's3', agent: 'white' }] })
    expect(state.phase).toBe('ended')
    const summary = viewOf(state, 's3').summary!
    // s2 also left purple, orange and white to nobody: three free agents guessed right, 30 in all.
    expect(summary.agents.find((a) => a.agent === 'blue')).toMatchObject({ seat: 's2', score: 40, bonus: 30, total: 70, winner: true })
    // s1: blue right; yellow and green named for nobody (wrong), white (right, free).
    expect(summary.agents.find((a) => a.agent === 'red')).toMatchObject({ seat: 's1', score: 42, bonus: 10, total: 52, winner: false })
    // s3 (yellow): named white, purple, orange; left red, blue, green to nobody: all wrong.
    expect(summary.agents.find((a) => a.agent === 'yellow')).toMatchObject({ bonus: 0 })
    expect(summary.winners).toEqual(['s2'])
    expect(summary.guesses.filter((g) => g.right).map((g) => `${g.by}>${g.of ?? `free ${g.agent}`}`)).toEqual(['s1>s2', 's1>free white', 's2>s1', 's2>s3', 's2>s4', 's2>free purple', 's2>free orange', 's2>free white', 's4>free purple', 's4>free orange'])
  })

  it('counts the colours a guess names for nobody, the guesser’s own aside, as its guess of the free agents', () => {
    // s1 plays red; purple, orange and white are free. s1 names blue, purple and yellow: green and
    // orange go to nobody, so s1 guesses them free (orange right, green wrong). Red is its own.
    let state = scoringTo(33, { guessVariant: true })
    state = play(state, 's1', { type: 'guess', guess: [{ of: 's2', agent: 'blue' }, { of: 's3', agent: 'purple' }, { of: 's4', agent: 'yellow' }] })
    state = heimlich.advance(state, state.deadline!)
    const summary = viewOf(state, null).summary!
    expect(summary.guesses).toEqual([
      { by: 's1', of: 's2', agent: 'blue', right: true },
      { by: 's1', of: 's3', agent: 'purple', right: false },
      { by: 's1', of: 's4', agent: 'yellow', right: false },
      { by: 's1', of: null, agent: 'green', right: false },
      { by: 's1', of: null, agent: 'orange', right: true },
      { by: 's1', of: null, agent: 'white', right: true },
    ])
    expect(summary.agents.find((a) => a.agent === 'red')).toMatchObject({ score: 42, bonus: 15, total: 57 })
  })

  it('calls nothing free for a guesser who named their own colour for someone: four colours left over for three free agents would score them all', () => {
    let state = scoringTo(33, { guessVariant: true })
    state = play(state, 's1', { type: 'guess', guess: [{ of: 's2', agent: 'red' }, { of: 's3', agent: 'yellow' }, { of: 's4', agent: 'green' }] })
    state = heimlich.advance(state, state.deadline!)
    const summary = viewOf(state, null).summary!
    expect(summary.guesses.filter((g) => g.by === 's1' && g.of === null)).toEqual([])
    // Its person guesses count as they are: s2 is not red (s1 is), yellow and green are s3's and s4's.
    expect(summary.guesses.filter((g) => g.by === 's1').map((g) => `${g.of}:${g.agent}:${g.right}`)).toEqual(['s2:red:false', 's3:yellow:true', 's4:green:true'])
  })

  it('gives no bonus to whoever has not guessed when the round closes', () => {
    let state = scoringTo(33, { guessVariant: true }, { blue: 40 })
    state = play(state, 's1', { type: 'guess', guess: [...RIGHT.s1] })
    state = heimlich.advance(state, state.deadline!)
    expect(state.phase).toBe('ended')
    expect(state.log.find((e) => e.type === 'guesses')).toEqual({ type: 'guesses', turn: 1, guessed: ['s1'] })
    const summary = viewOf(state, null).summary!
    // Three people and three free agents, all right.
    expect(summary.agents.find((a) => a.agent === 'red')).toMatchObject({ score: 42, bonus: 30, total: 72, winner: true })
    expect(summary.agents.find((a) => a.agent === 'blue')).toMatchObject({ bonus: 0, total: 40 })
  })
})
