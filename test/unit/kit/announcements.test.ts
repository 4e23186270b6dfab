import { describe, expect, it } from 'vitest'
import { announce, logReader } from '../../../server/games/kit'

interface Record {
  who: string
}

describe('the announcement log', () => {
  it('appends without changing the log it was given', () => {
    const log: Record[] = [{ who: 'a' }]
    const next = announce(log, { who: 'b' })
    expect(log).toHaveLength(1)
    expect(next.map((r) => r.who)).toEqual(['a', 'b'])
    expect(next[0]).toBe(log[0])
  })

  it('builds each entry once per record and lens, and hands out the same object again', () => {
    let builds = 0
    const read = logReader<Record, { text: string }, { reveal: boolean }>(
      (_record, { reveal }) => String(reveal),
      (record, { reveal }) => {
        builds++
        return { text: reveal ? `${record.who} revealed` : `${record.who} hidden` }
      },
    )
    const log: Record[] = [{ who: 'a' }, { who: 'b' }]
    const hidden = read(log, { reveal: false })
    expect(hidden.map((e) => e.text)).toEqual(['a hidden', 'b hidden'])
    expect(read(log, { reveal: false })[1]).toBe(hidden[1])
    expect(builds).toBe(2)
    expect(read(log, { reveal: true }).map((e) => e.text)).toEqual(['a revealed', 'b revealed'])
    expect(builds).toBe(4)
  })
})
