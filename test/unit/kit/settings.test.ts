import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SECOND_MS, seconds, secondsSchema, wholeNumber } from '../../../server/games/kit'

describe('settings and time', () => {
  it('accepts whole numbers within bounds only', () => {
    const schema = wholeNumber(1, 3)
    expect(v.is(schema, 2)).toBe(true)
    for (const bad of [0, 4, 1.5, '2', null]) expect(v.is(schema, bad)).toBe(false)
  })

  it('takes timers in whole seconds within their spec, and counts them in milliseconds', () => {
    const schema = secondsSchema({ default: 60, min: 10, max: 120 })
    expect(v.is(schema, 60)).toBe(true)
    expect(v.is(schema, 9)).toBe(false)
    expect(v.is(schema, 121)).toBe(false)
    expect(seconds(45)).toBe(45 * SECOND_MS)
  })
})
