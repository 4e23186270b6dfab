import { describe, expect, it } from 'vitest'
import { clockwiseFrom, isAlive, isSeat, living, nextClockwise, seatsWhere } from '../../../server/games/kit'

const table = { seats: ['s1', 's2', 's3', 's4'], out: [{ seat: 's3' }] }

describe('the table', () => {
  it('knows who plays and who is still in, in table order', () => {
    expect(isSeat(table, 's3')).toBe(true)
    expect(isSeat(table, 's9')).toBe(false)
    expect(isAlive(table, 's3')).toBe(false)
    expect(isAlive(table, 's9')).toBe(false)
    expect(living(table)).toEqual(['s1', 's2', 's4'])
    expect(seatsWhere(table, (s) => s !== 's2')).toEqual(['s1', 's3', 's4'])
  })

  it('goes clockwise from the first player, each seat once', () => {
    expect(clockwiseFrom(table.seats, 's3')).toEqual(['s3', 's4', 's1', 's2'])
    expect(clockwiseFrom(table.seats, 's1')).toEqual(table.seats)
    expect(clockwiseFrom(table.seats, 'nobody')).toEqual(table.seats)
  })

  it('passes the turn clockwise, skipping whoever may not take one', () => {
    const alive = (s: string) => isAlive(table, s)
    expect(nextClockwise(table.seats, 's2', alive)).toBe('s4')
    expect(nextClockwise(table.seats, 's4', alive)).toBe('s1')
    expect(nextClockwise(table.seats, 's1', (s) => s === 's1')).toBe('s1')
    expect(nextClockwise(table.seats, 's1', () => false)).toBeNull()
  })
})
