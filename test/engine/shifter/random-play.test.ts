import { describe, expect, it } from 'vitest'
import { shifter } from '../../../server/games/shifter'
import { SPECIAL_ROLES } from '../../../server/games/shifter/constants'
import { livingShifters, living } from '../../../server/games/shifter/seats'
import type { ShifterState } from '../../../server/games/shifter/state'
import { Dice } from '../../support/random-play'
import { optionsFor, randomGame } from './random-play'
import { loopTimeout } from '../../support/loop-timeout'

/** Games per head count: twelve (every special role on and off), four times as many under SOAK. */
const GAMES_PER_COUNT = process.env.SOAK ? 48 : 12

/** The game ended with a result that fits the table. */
function expectValidEnd(state: ShifterState): void {
  expect(state.phase).toBe('ended')
  const result = shifter.outcome(state)!
  const shifters = livingShifters(state).length
  const alive = living(state).length
  if (result.team === 'village') expect(shifters).toBe(0)
  if (result.team === 'shifters') expect(shifters).toBeGreaterThanOrEqual(alive - shifters)
  if (result.team === 'nobody') expect(result.winners).toEqual([])
  else {
    const side = state.seats.filter((seat) => (state.roles[seat] === 'shifter') === (result.team === 'shifters'))
    const lovers = state.lovers.length === 2 && state.lovers.every((l) => living(state).includes(l)) ? state.lovers : []
    expect(result.winners).toEqual(state.seats.filter((seat) => side.includes(seat) || lovers.includes(seat)))
  }
  expect(shifter.deadline(state)).toBeNull()
  expect(shifter.view(state, null).summary?.cards).toHaveLength(state.seats.length)
}

describe('random legal play', () => {
  for (let n = 4; n <= 15; n++) {
    it(`ends every one of ${GAMES_PER_COUNT} random ${n}-player games with a valid outcome, every special role on and off`, { timeout: loopTimeout(GAMES_PER_COUNT, 200) }, () => {
      const dice = new Dice(n)
      const teams: Record<string, number> = {}
      const on = new Set<string>()
      const off = new Set<string>()
      for (let k = 0; k < GAMES_PER_COUNT; k++) {
        const options = optionsFor(n, k, dice)
        expect(shifter.options.check(options, n).ok).toBe(true)
        for (const role of SPECIAL_ROLES) (options[role] ? on : off).add(role)
        const { state } = randomGame(n, options, 1_000 * n + k)
        expectValidEnd(state)
        teams[state.winner!] = (teams[state.winner!] ?? 0) + 1
      }
      expect([...on].sort()).toEqual([...SPECIAL_ROLES].sort())
      expect([...off].sort()).toEqual([...SPECIAL_ROLES].sort())
      expect((teams.village ?? 0) + (teams.shifters ?? 0)).toBeGreaterThan(0)
    })
  }
})
