import { describe, expect, it } from 'vitest'
import { cops } from '../../../server/games/cops'
import { finalScore, instantWin, winnersOf } from '../../../server/games/cops/win-check'
import type { CopsState } from '../../../server/games/cops/state'
import { loopTimeout } from '../../support/loop-timeout'
import { MAX_RANDOM_STEPS, optionsFor, randomGame } from './random-play'

/**
 * Games per head count: 9 head counts × 80 = 720 games in every run, every option variant included;
 * four times as many in the soak run (npm run test:soak, also in CI).
 */
const GAMES_PER_COUNT = process.env.SOAK ? 320 : 80

/** The game ended with a result that fits the table. */
function expectValidEnd(state: CopsState): void {
  expect(state.phase).toBe('ended')
  const result = cops.outcome(state)
  expect(result).not.toBeNull()
  const win = state.reason === 'policeOut' || state.reason === 'raid' ? instantWin(state) : finalScore(state)
  expect(win).toEqual({ winner: state.winner, reason: state.reason })
  if (state.reason === 'finalFestival' || state.reason === 'finalPolice') expect(state.day).toBe(5)
  expect(result!.team).toBe(state.winner)
  expect(result!.winners).toEqual(winnersOf(state, state.winner!))
  expect(cops.deadline(state)).toBeNull()
  expect(cops.view(state, null).summary?.roles).toHaveLength(state.seats.length)
}

describe('random legal play', () => {
  for (let n = 8; n <= 16; n++) {
    it(`ends every one of ${GAMES_PER_COUNT} random ${n}-player games with a valid outcome`, { timeout: loopTimeout(GAMES_PER_COUNT, 20) }, () => {
      const teams: Record<string, number> = {}
      for (let k = 0; k < GAMES_PER_COUNT; k++) {
        const { state, steps } = randomGame(n, optionsFor(n, k), k)
        expect(steps).toBeLessThan(MAX_RANDOM_STEPS)
        expectValidEnd(state)
        teams[state.winner!] = (teams[state.winner!] ?? 0) + 1
      }
      // Both sides win some of the random games.
      expect(teams.festival).toBeGreaterThan(0)
      expect(teams.police).toBeGreaterThan(0)
    })
  }
})
