import { describe, expect, it } from 'vitest'
import { everyoneActed, progressOf, waitingFor } from '../../../server/games/kit'

describe('everyone who must act has acted', () => {
  const done = new Set(['s2'])
  const acted = (s: string) => done.has(s)

  it('names who is still missing, in the given order', () => {
    expect(waitingFor(['s1', 's2', 's3'], acted)).toEqual(['s1', 's3'])
    expect(everyoneActed(['s1', 's2'], acted)).toBe(false)
    expect(everyoneActed(['s2'], acted)).toBe(true)
    expect(everyoneActed([], acted)).toBe(true)
  })

  it('tells the names only where who has acted is public', () => {
    expect(progressOf(['s1', 's2', 's3'], acted, 'public')).toEqual({ done: 1, of: 3, waiting: ['s1', 's3'] })
    expect(progressOf(['s1', 's2', 's3'], acted, 'secret')).toEqual({ done: 1, of: 3, waiting: null })
  })
})
