import { describe, expect, it } from 'vitest'
import { MODERATOR } from '../../../server/games/contract'
import { lookerOf, viewHeader } from '../../../server/games/kit'

const table = { seats: ['s1', 's2'], out: [] }

describe('the viewer', () => {
  it('is a seat of the game, the moderator, or a spectator', () => {
    expect(lookerOf(table, 's2')).toEqual({ seat: 's2', moderator: false, kind: 'player' })
    expect(lookerOf(table, MODERATOR)).toEqual({ seat: null, moderator: true, kind: 'moderator' })
    expect(lookerOf(table, null)).toEqual({ seat: null, moderator: false, kind: 'spectator' })
    // A seat of the room that does not play in this game watches.
    expect(lookerOf(table, 's7')).toEqual({ seat: null, moderator: false, kind: 'spectator' })
  })

  it('starts every view with the common header', () => {
    const state = { phase: 'vote', stage: 4, deadline: 9000 }
    const header = viewHeader('toy', state, lookerOf(table, 's1'), {
      title: { key: 'toy.phase.vote' },
      progress: { done: 1, of: 2, waiting: ['s2'] },
      announcements: [{ key: 'toy.vote.called' }],
    })
    expect(header).toEqual({
      game: 'toy',
      phase: 'vote',
      stage: 4,
      title: { key: 'toy.phase.vote' },
      deadline: 9000,
      limit: 9000,
      progress: { done: 1, of: 2, waiting: ['s2'] },
      announcements: [{ key: 'toy.vote.called' }],
      viewer: 'player',
    })
  })

  it('shows no time limit for a step that only waits for its players', () => {
    const state = { phase: 'turn', stage: 5, deadline: 9000 }
    const header = viewHeader('toy', state, lookerOf(table, 's1'), { title: { key: 'toy.phase.turn' }, progress: null, announcements: [], timed: false })
    // The room still ends a long silence at the deadline; the table sees no countdown.
    expect(header.deadline).toBe(9000)
    expect(header.limit).toBeNull()
  })
})
