import { describe, expect, it } from 'vitest'
import { beforeTheCount } from '../../client/games/words/before-count'
import { look, rigged, SIX, toVote, voteAll } from '../engine/words/helpers'

describe('the word game’s count, before its ballots have landed', () => {
  // s1 is voted out by everyone else; s1 votes s2.
  const counted = voteAll(toVote(rigged(SIX)), { s1: 's2', s2: 's1', s3: 's1', s4: 's1', s5: 's1', s6: 's1' })

  it('shows the table as before the vote: the one voted out still in, no card turned, nobody waited for', () => {
    expect(counted.phase).toBe('count')
    for (const viewer of ['s1', 's3', null] as const) {
      const view = look(counted, viewer)
      expect(view.players.find((p) => p.seat === 's1')).toMatchObject({ alive: false })
      const before = beforeTheCount(view, false)
      expect(before.players.find((p) => p.seat === 's1')).toEqual({ seat: 's1', alive: true, out: null, role: null })
      expect(before.progress).toBeNull()
      if (viewer === 's1') expect(before.me).toMatchObject({ seat: 's1', alive: true })
      // Once the ballots are on screen, the view as it is.
      expect(beforeTheCount(view, true)).toBe(view)
    }
  })

  it('leaves every other step alone', () => {
    const voting = look(toVote(rigged(SIX)), 's3')
    expect(beforeTheCount(voting, false)).toBe(voting)
  })
})
