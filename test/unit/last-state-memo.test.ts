/** The memo of the last state: one build per state in a row, a rebuild for any other, undefined included. */
import { describe, expect, it } from 'vitest'
import { lastStateMemo } from '../../server/lib/last-state-memo'

describe('lastStateMemo', () => {
  it('builds once for the viewers of one state and again for the next', () => {
    const built: object[] = []
    const partOf = lastStateMemo((state: { day: number }) => (built.push(state), { day: state.day }))
    const first = { day: 1 }
    const part = partOf(first)
    expect(partOf(first)).toBe(part)
    const second = { day: 1 }
    expect(partOf(second)).not.toBe(part)
    expect(partOf(second)).toEqual({ day: 1 })
    expect(built).toEqual([first, second])
  })

  it('builds for a first state that is undefined (a room without a game) rather than answering nothing', () => {
    const viewsOf = lastStateMemo((_state: unknown) => new Map<string, unknown>())
    const views = viewsOf(undefined)
    expect(views).toBeInstanceOf(Map)
    expect(viewsOf(undefined)).toBe(views)
    expect(viewsOf({})).not.toBe(views)
  })
})
