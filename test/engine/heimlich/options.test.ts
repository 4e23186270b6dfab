import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { heimlich } from '../../../server/games/heimlich'
import { TURN_SECONDS } from '../../../server/games/heimlich/constants'

describe('the host’s settings', () => {
  it('recommends the basic game: no turn timer, no guessing round', () => {
    for (let n = 2; n <= 7; n++) {
      const o = heimlich.options.defaults(n)
      expect(o).toEqual({ turnTimer: false, turnSeconds: TURN_SECONDS.default, guessVariant: false })
      expect(v.is(heimlich.options.schema, o)).toBe(true)
      expect(heimlich.options.check(o, n)).toEqual({ ok: true, warnings: [] })
    }
  })

  it('refuses a table outside 2 to 7 people, and a turn time out of bounds', () => {
    const o = heimlich.options.defaults(4)
    expect(heimlich.options.check(o, 1)).toMatchObject({ ok: false, reason: { key: 'heimlich.check.players' } })
    expect(heimlich.options.check(o, 8)).toMatchObject({ ok: false, reason: { key: 'heimlich.check.players' } })
    expect(heimlich.options.check({ ...o, turnSeconds: TURN_SECONDS.min - 1 }, 4)).toMatchObject({ ok: false, reason: { key: 'heimlich.check.turnSeconds' } })
    expect(v.is(heimlich.options.schema, { ...o, turnSeconds: TURN_SECONDS.max + 1 })).toBe(false)
  })

  it('warns that guessing with two people is a single guess', () => {
    expect(heimlich.options.check({ ...heimlich.options.defaults(2), guessVariant: true }, 2)).toEqual({ ok: true, warnings: [{ key: 'heimlich.check.guessSmall' }] })
    expect(heimlich.options.check({ ...heimlich.options.defaults(3), guessVariant: true }, 3)).toEqual({ ok: true, warnings: [] })
  })

  it('previews the agents in play and the free agents for the head count', () => {
    expect(heimlich.options.preview(heimlich.options.defaults(2), 2)).toEqual([
      { key: 'heimlich.preview.agents', params: { agents: 5, people: 2 } },
      { key: 'heimlich.preview.free', params: { free: 3 } },
    ])
    expect(heimlich.options.preview(heimlich.options.defaults(7), 7)).toEqual([
      { key: 'heimlich.preview.agents', params: { agents: 7, people: 7 } },
      { key: 'heimlich.preview.noFree', params: { free: 0 } },
    ])
  })
})
