import { describe, expect, it } from 'vitest'
import { werwolf } from '../../../server/games/werwolf'
import { living, roleOf } from '../../../server/games/werwolf/seats'
import type { WerwolfState } from '../../../server/games/werwolf/state'
import { loopTimeout } from '../../support/loop-timeout'
import { MAX_RANDOM_STEPS, optionsFor, randomGame } from './random-play'

/**
 * Games per head count: 13 head counts × 80 = 1,040 games in every run, every option combination
 * included; four times as many in the soak run (npm run test:soak, also in CI).
 */
const GAMES_PER_COUNT = process.env.SOAK ? 320 : 80

/** The game ended with a result that fits the table. */
function expectValidEnd(state: WerwolfState): void {
  expect(state.phase).toBe('ended')
  const result = werwolf.outcome(state)
  expect(result).not.toBeNull()
  const alive = living(state)
  const wolves = alive.filter((seat) => roleOf(state, seat) === 'wolf').length
  const team = result!.team
  if (team === 'village') expect(wolves).toBe(0)
  if (team === 'wolves') expect(wolves).toBeGreaterThanOrEqual(alive.length - wolves)
  if (team === 'nobody') expect(result!.winners).toEqual([])
  else {
    const expected = state.seats.filter((seat) => (roleOf(state, seat) === 'wolf') === (team === 'wolves'))
    expect(result!.winners).toEqual(expected)
  }
  expect(['village', 'wolves', 'nobody']).toContain(team)
  expect(werwolf.deadline(state)).toBeNull()
  expect(werwolf.view(state, null).summary?.cards).toHaveLength(state.seats.length)
}

describe('random legal play', () => {
  for (let n = 5; n <= 17; n++) {
    it(`ends every one of ${GAMES_PER_COUNT} random ${n}-player games with a valid outcome`, { timeout: loopTimeout(GAMES_PER_COUNT, 20) }, () => {
      const teams: Record<string, number> = {}
      for (let k = 0; k < GAMES_PER_COUNT; k++) {
        const { state, steps } = randomGame(n, optionsFor(n, k), k)
        expect(steps).toBeLessThan(MAX_RANDOM_STEPS)
        expectValidEnd(state)
        teams[state.winner!] = (teams[state.winner!] ?? 0) + 1
      }
      // Both sides win some of the random games.
      expect(teams.village).toBeGreaterThan(0)
      expect(teams.wolves).toBeGreaterThan(0)
    })
  }
})
