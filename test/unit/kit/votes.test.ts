import { describe, expect, it } from 'vitest'
import { ballotList, breakTie, countVotes, leadersOf, seedRng, tallyOf } from '../../../server/games/kit'

const seats = ['s1', 's2', 's3', 's4', 's5']

describe('plurality votes', () => {
  it('lists ballots in table order of the voters, abstentions included', () => {
    expect(ballotList(seats, { s3: 's1', s1: 's2', s2: null })).toEqual([
      { voter: 's1', target: 's2' },
      { voter: 's2', target: null },
      { voter: 's3', target: 's1' },
    ])
  })

  it('tallies most first, equal counts in table order, abstentions for nobody', () => {
    const ballots = ballotList(seats, { s1: 's4', s2: 's2', s3: 's4', s4: 's2', s5: null })
    expect(tallyOf(seats, ballots)).toEqual([
      { seat: 's2', votes: 2 },
      { seat: 's4', votes: 2 },
    ])
    expect(leadersOf(tallyOf(seats, ballots))).toEqual(['s2', 's4'])
    expect(leadersOf([])).toEqual([])
  })

  it('weighs a voter as the game says', () => {
    const ballots = ballotList(seats, { s1: 's4', s2: 's2', s3: 's4', s4: 's2' })
    expect(tallyOf(seats, ballots, (voter) => (voter === 's2' ? 2 : 1))[0]).toEqual({ seat: 's2', votes: 3 })
  })

  it('comes to one player out, a tie, or nothing', () => {
    expect(countVotes(seats, ballotList(seats, { s1: 's3', s2: 's3', s3: 's1' }))).toEqual({ kind: 'out', seat: 's3' })
    expect(countVotes(seats, ballotList(seats, { s1: 's3', s3: 's1' }))).toEqual({ kind: 'tie', tied: ['s1', 's3'] })
    expect(countVotes(seats, ballotList(seats, { s1: null }))).toEqual({ kind: 'none' })
    expect(countVotes(seats, [])).toEqual({ kind: 'none' })
  })

  it('breaks a tie by a chosen seat among the tied, by the seeded die, or not at all', () => {
    const rng = seedRng(7)
    expect(breakTie(rng, ['s1', 's3'], { by: 'seat', seat: 's3' })).toEqual(['s3', rng])
    expect(breakTie(rng, ['s1', 's3'], { by: 'seat', seat: 's2' })).toEqual([null, rng])
    expect(breakTie(rng, ['s1', 's3'], { by: 'nobody' })).toEqual([null, rng])
    const [drawn, next] = breakTie(rng, ['s1', 's3'], { by: 'chance' })
    expect(['s1', 's3']).toContain(drawn)
    expect(next).not.toBe(rng)
    expect(breakTie(rng, ['s1', 's3'], { by: 'chance' })).toEqual([drawn, next])
    const draws = new Set(Array.from({ length: 64 }, (_, i) => breakTie(seedRng(i), ['s1', 's3'], { by: 'chance' })[0]))
    expect(draws).toEqual(new Set(['s1', 's3']))
  })
})
