import { describe, expect, it } from 'vitest'
import { endedStep, stepMachine, type StepMachine, type StepState } from '../../../server/games/kit'

/** A toy: players tap in 'tap' (10 s, done when both tapped), then 'rest' (5 s), then it ends after two rounds. */
interface Toy extends StepState<'tap' | 'rest' | 'ended'> {
  taps: string[]
  rounds: number
  begun: number
}

const steps: StepMachine<Toy, Toy['phase']> = stepMachine<Toy, Toy['phase']>({
  tap: {
    begin: (s) => ({ ...s, taps: [], begun: s.begun + 1 }),
    length: () => 10_000,
    complete: (s) => s.taps.length >= 2,
    end: (s, at): Toy => steps.enter({ ...s, rounds: s.rounds + 1 }, s.rounds + 1 >= 2 ? 'ended' : 'rest', at),
  },
  rest: { length: () => 5_000, end: (s, at): Toy => steps.enter(s, 'tap', at) },
  ended: endedStep(),
})

const start = (): Toy => steps.enter({ phase: 'rest', stage: -1, deadline: null, taps: [], rounds: 0, begun: 0 }, 'tap', 0)

describe('the step table', () => {
  it('enters a step: the stage grows, it begins, its deadline runs from entry', () => {
    const s = start()
    expect(s).toMatchObject({ phase: 'tap', stage: 0, deadline: 10_000, begun: 1 })
    expect(steps.deadline(s)).toBe(10_000)
    expect(steps.stage(s)).toBe(0)
  })

  it('changes nothing before a deadline, and returns the same object', () => {
    const s = start()
    expect(steps.advance(s, 9_999)).toBe(s)
  })

  it('applies every overdue step, each from the moment the previous one ended', () => {
    const s = steps.advance(start(), 17_000)
    // tap ended at 10 s, rest at 15 s, the next tap runs from 15 s.
    expect(s).toMatchObject({ phase: 'tap', stage: 2, deadline: 25_000, rounds: 1 })
    expect(steps.advance(s, 10 ** 9)).toMatchObject({ phase: 'ended', deadline: null, rounds: 2 })
  })

  it('ends a step early once it is complete, at the moment of the last action', () => {
    let s = start()
    s = steps.settle({ ...s, taps: ['s1'] }, 3_000)
    expect(s.phase).toBe('tap')
    s = steps.settle({ ...s, taps: ['s1', 's2'] }, 4_000)
    expect(s).toMatchObject({ phase: 'rest', deadline: 9_000 })
  })

  it('skips a step exactly as its deadline would, and does nothing once ended', () => {
    const s = steps.skip(start(), 1_000)
    expect(s).toMatchObject({ phase: 'rest', deadline: 6_000 })
    const ended = steps.advance(s, 10 ** 9)
    expect(steps.skip(ended, 10 ** 9 + 1)).toBe(ended)
    expect(steps.advance(ended, 10 ** 10)).toBe(ended)
  })

  it('ends a step that is complete the moment it is entered', () => {
    const quick: StepMachine<Toy, Toy['phase']> = stepMachine<Toy, Toy['phase']>({
      tap: { length: () => 10_000, complete: () => true, end: (s, at) => quick.enter(s, 'ended', at) },
      rest: { length: () => null, end: (s) => s },
      ended: endedStep(),
    })
    const s = quick.enter({ phase: 'rest', stage: 0, deadline: null, taps: [], rounds: 0, begun: 0 }, 'tap', 5)
    expect(s).toMatchObject({ phase: 'ended', stage: 2, deadline: null })
  })
})
