import { describe, expect, it } from 'vitest'
import { voteDays } from '../../client/games/werwolf/vote-days'
import type { WerwolfLogEntry } from '../../shared/views/werwolf'

const SEATS = ['s1', 's2', 's3', 's4', 's5']
const dawn = (day: number, victim: string | null): WerwolfLogEntry => ({ type: 'dawn', day, victim, card: null, lines: [] })
const vote = (
  day: number,
  round: 'vote' | 'runoff',
  ballots: [string, string | null][],
  out: string | null,
  tied: string[] = [],
): WerwolfLogEntry => ({ type: 'vote', day, round, ballots: ballots.map(([voter, target]) => ({ voter, target })), tally: [], out, tied, card: null, lines: [] })

describe('the end screen’s votes, day by day', () => {
  it('ends a day that went to a runoff with the runoff’s result', () => {
    const days = voteDays(SEATS, [
      dawn(1, 's5'),
      vote(1, 'vote', [['s1', 's2'], ['s2', 's1']], null, ['s1', 's2']),
      vote(1, 'runoff', [['s1', 's2'], ['s2', 's1'], ['s3', 's1'], ['s4', 's1']], 's1'),
    ])
    expect(days).toHaveLength(1)
    expect(days[0]!.out).toBe('s1')
    expect(days[0]!.rounds.map((r) => r.round)).toEqual(['vote', 'runoff'])
    expect(days[0]!.rounds[0]!.tied).toEqual(['s1', 's2'])
  })

  it('lists every living player of a round, those without a ballot too, and tells abstaining apart', () => {
    const [day] = voteDays(SEATS, [dawn(1, 's5'), vote(1, 'runoff', [['s1', 's2'], ['s3', null]], null)])
    expect(day!.rounds[0]!.choices).toEqual([
      { voter: 's1', type: 'voted', target: 's2' },
      { voter: 's2', type: 'none' },
      { voter: 's3', type: 'abstained' },
      { voter: 's4', type: 'none' },
    ])
  })

  it('leaves out whoever the night, an earlier vote or the hunter took', () => {
    const days = voteDays(SEATS, [
      dawn(1, 's5'),
      vote(1, 'vote', [['s1', 's2'], ['s3', 's2'], ['s4', 's2']], 's2'),
      { type: 'shot', day: 1, hunter: 's2', target: 's4', card: null, lines: [] },
      dawn(2, null),
      vote(2, 'vote', [], null),
    ])
    expect(days.map((d) => d.day)).toEqual([1, 2])
    expect(days[1]!.rounds[0]!.choices.map((c) => c.voter)).toEqual(['s1', 's3'])
    expect(days[1]!.out).toBeNull()
  })
})
