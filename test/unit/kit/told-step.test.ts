import { describe, expect, it } from 'vitest'
import { notice, type Notice } from '../../../shared/notice'
import { endedStep, stepMachine, toldStep, type StepMachine, type StepState } from '../../../server/games/kit'

/** A toy: a 'day' step that counts days and is told with the new day's number, then the end. */
interface Toy extends StepState<'day' | 'ended'> {
  day: number
  announcements: Notice[]
}

const steps: StepMachine<Toy, Toy['phase']> = stepMachine<Toy, Toy['phase']>({
  day: toldStep<Toy>(
    { begin: (s) => ({ ...s, day: s.day + 1 }), length: () => 1_000, end: (s, at): Toy => steps.enter(s, 'ended', at) },
    (s) => [notice('toy.day', { day: s.day })],
  ),
  ended: toldStep<Toy>(endedStep(), () => [notice('toy.end')]),
})

describe('a told step', () => {
  it('tells the carried story first, then its own lines', () => {
    const s = steps.enter({ phase: 'ended', stage: 0, deadline: null, day: 0, announcements: [notice('toy.story')] }, 'day', 0)
    expect(s.announcements).toEqual([notice('toy.story'), notice('toy.day', { day: 1 })])
  })

  it('writes its lines after the step’s own begin, so they speak of what it set up', () => {
    const s = steps.enter({ phase: 'ended', stage: 0, deadline: null, day: 4, announcements: [] }, 'day', 0)
    expect(s.day).toBe(5)
    expect(s.announcements).toEqual([notice('toy.day', { day: 5 })])
  })

  it('tells a step without a begin of its own as well', () => {
    const s = steps.advance(steps.enter({ phase: 'ended', stage: 0, deadline: null, day: 0, announcements: [] }, 'day', 0), 1_000)
    expect(s).toMatchObject({ phase: 'ended', announcements: [notice('toy.day', { day: 1 }), notice('toy.end')] })
  })
})
