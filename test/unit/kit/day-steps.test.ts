import { describe, expect, it } from 'vitest'
import { dayProgress, discussionStep, endedStep, stepMachine, voteStep, type Ballots, type StepMachine, type StepState } from '../../../server/games/kit'

/** A toy day: a minute's talk, then half a minute's vote (or runoff); s4 is out. */
interface Toy extends StepState<'discussion' | 'vote' | 'runoff' | 'night' | 'ended'> {
  seats: string[]
  out: { seat: string }[]
  ready: string[]
  ballots: Ballots
  counted: number
  options: { discussionSeconds: number; voteSeconds: number }
}

const steps: StepMachine<Toy, Toy['phase']> = stepMachine<Toy, Toy['phase']>({
  discussion: discussionStep<Toy>((s, at) => steps.enter(s, 'vote', at)),
  vote: voteStep<Toy>((s, at) => steps.enter({ ...s, counted: s.counted + 1 }, 'night', at)),
  runoff: voteStep<Toy>((s, at) => steps.enter(s, 'ended', at)),
  night: { length: () => null, end: (s) => s },
  ended: endedStep(),
})

const start = (): Toy =>
  steps.enter({ phase: 'ended', stage: 0, deadline: null, seats: ['s1', 's2', 's3', 's4'], out: [{ seat: 's4' }], ready: [], ballots: {}, counted: 0, options: { discussionSeconds: 60, voteSeconds: 30 } }, 'discussion', 0)

describe('the talking day', () => {
  it('lasts as long as the host set each step', () => {
    expect(start()).toMatchObject({ phase: 'discussion', deadline: 60_000 })
    expect(steps.skip(start(), 1_000)).toMatchObject({ phase: 'vote', deadline: 31_000 })
  })

  it('ends the discussion once everyone still in is ready, not waiting for those out', () => {
    let s = steps.settle({ ...start(), ready: ['s1', 's2'] }, 5_000)
    expect(s.phase).toBe('discussion')
    s = steps.settle({ ...s, ready: ['s1', 's2', 's3'] }, 6_000)
    expect(s).toMatchObject({ phase: 'vote', deadline: 36_000 })
  })

  it('ends a round once everyone still in has voted, an abstention included', () => {
    let s = steps.skip(start(), 1_000)
    s = steps.settle({ ...s, ballots: { s1: 's2', s2: null } }, 2_000)
    expect(s.phase).toBe('vote')
    s = steps.settle({ ...s, ballots: { s1: 's2', s2: null, s3: 's1' } }, 3_000)
    expect(s).toMatchObject({ phase: 'night', counted: 1 })
  })

  it('names who the day still waits for, and tells nothing in other steps', () => {
    const talk = { ...start(), ready: ['s2'] }
    expect(dayProgress(talk)).toEqual({ done: 1, of: 3, waiting: ['s1', 's3'] })
    const vote = { ...steps.skip(start(), 1_000), ballots: { s3: 's1' } }
    expect(dayProgress(vote)).toEqual({ done: 1, of: 3, waiting: ['s1', 's2'] })
    expect(dayProgress({ ...vote, phase: 'runoff' })).toEqual({ done: 1, of: 3, waiting: ['s1', 's2'] })
    expect(dayProgress({ ...vote, phase: 'night' })).toBeNull()
  })
})
