import { describe, expect, it } from 'vitest'
import { below, chance, pickOne, roll, seedRng, shuffled } from '../../../server/games/kit'

const state = { rng: seedRng(42), other: 'kept' }

describe('chance over the seeded state', () => {
  it('returns the result and the state with the rng moved on, the input untouched', () => {
    const [item, next] = pickOne(state, ['a', 'b', 'c'])
    expect(['a', 'b', 'c']).toContain(item)
    expect(next.rng).not.toBe(state.rng)
    expect(next.other).toBe('kept')
    expect(state.rng).toBe(seedRng(42))
  })

  it('is the same for the same seed, so games replay', () => {
    expect(shuffled(state, [1, 2, 3, 4, 5])).toEqual(shuffled(state, [1, 2, 3, 4, 5]))
    const [order] = shuffled(state, [1, 2, 3, 4, 5])
    expect([...order].sort()).toEqual([1, 2, 3, 4, 5])
  })

  it('rolls every face of a die over many throws, and nothing else', () => {
    const faces = ['1-3', 2, 3, 4, 5, 6] as const
    const seen = new Set<unknown>()
    let s = state
    for (let i = 0; i < 200; i++) {
      let face: (typeof faces)[number]
      ;[face, s] = roll(s, faces)
      seen.add(face)
    }
    expect(seen).toEqual(new Set(faces))
  })

  it('draws whole numbers below n and coin flips with the given odds', () => {
    let s = state
    let heads = 0
    for (let i = 0; i < 1000; i++) {
      let n: number
      let flip: boolean
      ;[n, s] = below(s, 3)
      expect([0, 1, 2]).toContain(n)
      ;[flip, s] = chance(s, 0.25)
      if (flip) heads++
    }
    expect(heads).toBeGreaterThan(150)
    expect(heads).toBeLessThan(350)
    expect(chance(state, 0)[0]).toBe(false)
    expect(chance(state, 1)[0]).toBe(true)
  })
})
