import { describe, expect, it } from 'vitest'
import { heimlich } from '../../../server/games/heimlich'
import { LOG_BLOCK } from '../../../server/games/heimlich/constants'
import type { HeimlichState } from '../../../server/games/heimlich/state'
import { MODERATOR, move, play, rigged, viewOf } from './helpers'

/** Four people (s1 red, s2 blue, s3 yellow, s4 green; purple, orange, white free), a few moves in. */
function midGame(): HeimlichState {
  let state = rigged(['red', 'blue', 'yellow', 'green'], { die: 3, safe: 9 })
  state = play(state, 's1', move(['blue', 'purple', 'purple']))
  return state
}

const json = (value: unknown) => JSON.stringify(value)

describe('what each phone shows', () => {
  it('shows each person their own agent, on their card only, and nobody else’s', () => {
    const state = midGame()
    for (const seat of state.seats) {
      const view = viewOf(state, seat)
      expect(view.me).toEqual({ seat, agent: state.cards[seat], guess: null })
      // No other person's card anywhere in this view.
      for (const other of state.seats.filter((s) => s !== seat)) expect(json(view)).not.toMatch(new RegExp(`"seat":"${other}","agent"`))
    }
    expect(viewOf(state, null).me).toBeNull()
  })

  it('gives a person the same view whichever colours the others hold (and whichever are free)', () => {
    const state = midGame()
    const swapped: HeimlichState = { ...state, cards: { ...state.cards, s2: 'yellow', s3: 'blue' } }
    const freed: HeimlichState = { ...state, cards: { ...state.cards, s4: 'white' } }
    for (const viewer of ['s1', null] as const) {
      expect(json(viewOf(swapped, viewer))).toBe(json(viewOf(state, viewer)))
      expect(json(viewOf(freed, viewer))).toBe(json(viewOf(state, viewer)))
    }
  })

  it('makes the board, the markers, the safe, the die, the turn and every move public', () => {
    const state = midGame()
    const spectator = viewOf(state, null)
    for (const seat of state.seats) {
      const view = viewOf(state, seat)
      for (const key of ['positions', 'scores', 'safe', 'die', 'mover', 'order', 'log', 'turn', 'agents', 'buildings'] as const) expect(view[key]).toEqual(spectator[key])
    }
    expect(spectator.log[0]).toMatchObject({ type: 'move', seat: 's1', moves: [{ agent: 'blue', from: 0, to: 1, points: 1 }, { agent: 'purple', from: 0, to: 2, points: 2 }] })
  })

  it('carries the recent story: the block of log entries being written and the one before, older blocks dropping out whole', () => {
    const entry = (turn: number) => ({ type: 'timeout' as const, turn, seat: 's1', face: 2 as const })
    const logOf = (n: number) => Array.from({ length: n }, (_, i) => entry(i + 1))
    const turns = (n: number) => viewOf({ ...midGame(), log: logOf(n) }, null).log.map((e) => e.turn)
    expect(turns(LOG_BLOCK * 2)).toHaveLength(LOG_BLOCK * 2)
    expect(turns(LOG_BLOCK * 2 + 1)[0]).toBe(LOG_BLOCK + 1)
    expect(turns(LOG_BLOCK * 3)).toHaveLength(LOG_BLOCK * 2)
    expect(turns(LOG_BLOCK * 3).at(-1)).toBe(LOG_BLOCK * 3)
  })

  it('offers the mover every agent in the same order, whoever the mover is', () => {
    const red = rigged(['red', 'blue'], { die: 2, safe: 9 })
    const blue = rigged(['blue', 'red'], { die: 2, safe: 9 })
    expect(viewOf(red, 's1').prompt).toEqual(viewOf(blue, 's1').prompt)
    expect(viewOf(red, 's1').prompt).toMatchObject({ type: 'move', agents: ['red', 'blue', 'yellow', 'green', 'purple'] })
    expect(viewOf(red, 's2').prompt).toBeNull()
  })

  it('lets the moderator see every card while the game runs', () => {
    const view = viewOf(midGame(), MODERATOR)
    expect(view.insight?.agents).toEqual([
      { agent: 'red', seat: 's1' },
      { agent: 'blue', seat: 's2' },
      { agent: 'yellow', seat: 's3' },
      { agent: 'green', seat: 's4' },
      { agent: 'purple', seat: null },
      { agent: 'orange', seat: null },
      { agent: 'white', seat: null },
    ])
    expect(viewOf(midGame(), 's1').insight).toBeNull()
    expect(viewOf(midGame(), null).insight).toBeNull()
  })

  it('never puts random-number state in a view', () => {
    const state = midGame()
    for (const viewer of [...state.seats, null, MODERATOR]) expect(json(viewOf(state, viewer))).not.toMatch(/"rng"|"seed"/)
    expect(heimlich.view({ ...state, rng: state.rng + 1 }, 's1')).toEqual(heimlich.view(state, 's1'))
  })
})
