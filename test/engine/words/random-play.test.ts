import { describe, expect, it } from 'vitest'
import { words } from '../../../server/games/words'
import { MAX_BLANKS } from '../../../server/games/words/constants'
import type { WordsState } from '../../../server/games/words/state'
import { winnersOf } from '../../../server/games/words/win-check'
import { MAX_EVENTS } from '../../support/random-play'
import { optionsFor, randomGame } from './random-play'

/** Games per head count and number of blanks: 13 head counts × up to 3 blank counts × 24 games. */
const GAMES = process.env.SOAK ? 120 : 24

function expectValidEnd(state: WordsState): void {
  expect(state.phase).toBe('ended')
  const result = words.outcome(state)!
  expect(result.team).toBe(state.winner ?? 'nobody')
  expect(result.winners).toEqual(winnersOf(state, state.winner))
  expect(words.deadline(state)).toBeNull()
  const summary = words.view(state, null).summary!
  expect(summary.truth).toHaveLength(state.seats.length)
  expect(summary.truth.filter((t) => t.won).map((t) => t.seat)).toEqual(result.winners)
}

/** Whether some accepted split deals this many blanks to n players. */
function playable(n: number, blanks: number): boolean {
  try {
    optionsFor(n, 0, blanks)
    return true
  } catch {
    return false
  }
}

describe('random legal play', () => {
  for (let n = words.players.min; n <= words.players.max; n++) {
    for (let blanks = 0; blanks <= MAX_BLANKS; blanks++) {
      if (!playable(n, blanks)) continue
      it(`ends every one of ${GAMES} random ${n}-player games with ${blanks} blank${blanks === 1 ? '' : 's'} with a valid outcome`, () => {
        const endings: Record<string, number> = {}
        for (let k = 0; k < GAMES; k++) {
          const { state, steps } = randomGame(n, optionsFor(n, k, blanks), k * 31 + n)
          expect(steps).toBeLessThan(MAX_EVENTS)
          expectValidEnd(state)
          endings[state.reason!] = (endings[state.reason!] ?? 0) + 1
        }
        expect(Object.keys(endings).length).toBeGreaterThan(1)
      })
    }
  }

  it('plays every switch of the settings at some head count', () => {
    const seen = new Map<string, Set<unknown>>()
    for (let n = words.players.min; n <= words.players.max; n++) {
      for (let k = 0; k < GAMES; k++) {
        for (const [key, value] of Object.entries(optionsFor(n, k))) {
          if (!seen.has(key)) seen.set(key, new Set())
          seen.get(key)!.add(value)
        }
      }
    }
    expect([...seen.get('mode')!].sort()).toEqual(['pass', 'phones'])
    expect([...seen.get('voting')!].sort()).toEqual(['open', 'secret'])
    expect([...seen.get('set')!].sort()).toEqual(['brutal', 'everyday', 'tricky'])
    for (const key of ['noVoteFirstRound', 'skipAnimations', 'tapToReveal']) expect(seen.get(key)!.size, key).toBe(2)
    expect(seen.get('blanks')!.size).toBe(3)
  })

  it("plays the host's own pairs alone to the end", () => {
    const own = ['Ostsee | Nordsee', 'Zugspitze | Watzmann', 'Rhein | Donau']
    for (let k = 0; k < 10; k++) {
      const { state } = randomGame(6, { ...words.options.defaults(6), set: 'own', own, blanks: 1 }, k)
      expect(state.pair.id).toMatch(/^c-/)
      expectValidEnd(state)
    }
  })
})
