import { describe, expect, it } from 'vitest'
import { isRejection, type Rejection } from '../../../server/games/contract'
import { endedStep, playerAction, refuseCommon, stepMachine, type StepMachine, type StepState } from '../../../server/games/kit'

interface Toy extends StepState<'vote' | 'ended'> {
  seats: string[]
  out: { seat: string }[]
  votes: Record<string, string>
}

const steps: StepMachine<Toy, Toy['phase']> = stepMachine<Toy, Toy['phase']>({
  vote: {
    length: () => 1_000,
    complete: (s) => Object.keys(s.votes).length === 2,
    end: (s, at): Toy => steps.enter(s, 'ended', at),
  },
  ended: endedStep(),
})

const start: Toy = { seats: ['s1', 's2', 's3'], out: [{ seat: 's3' }], votes: {}, phase: 'vote', stage: 0, deadline: 1_000 }
const vote = (s: Toy, seat: string, now: number): Toy | Rejection =>
  playerAction(steps, s, seat, now, (current) => (current.votes[seat] ? refuseCommon('already_acted') : { ...current, votes: { ...current.votes, [seat]: 'x' } }))

describe('the opening checks of an action', () => {
  it('refuses a seat that does not play, or is out', () => {
    expect(vote(start, 's9', 0)).toMatchObject({ rejected: true, code: 'not_player' })
    expect(vote(start, 's3', 0)).toMatchObject({ rejected: true, code: 'out' })
  })

  it('lets a game allow an action by someone out', () => {
    const r = playerAction(steps, start, 's3', 0, (s) => s, { mayActWhenOut: () => true })
    expect(isRejection(r)).toBe(false)
  })

  it('brings time up to now first, so a late action meets the ended game', () => {
    expect(vote(start, 's1', 1_000)).toMatchObject({ rejected: true, code: 'ended' })
  })

  it('passes the game’s own refusal through, and changes nothing', () => {
    const once = vote(start, 's1', 10) as Toy
    expect(vote(once, 's1', 20)).toMatchObject({ rejected: true, code: 'already_acted' })
    expect(once.votes).toEqual({ s1: 'x' })
  })

  it('ends the step at once when the action completes it', () => {
    const once = vote(start, 's1', 10) as Toy
    expect(vote(once, 's2', 20)).toMatchObject({ phase: 'ended', stage: 1 })
  })
})
