import { describe, expect, it } from 'vitest'
import type { HeimlichOptions } from '../../../shared/views/heimlich'
import { heimlich } from '../../../server/games/heimlich'
import { TURN_SECONDS } from '../../../server/games/heimlich/constants'
import { randomGame } from './random-play'

/** Games per head count and variant setting: 6 head counts × 2 × 100 = 1,200 games (10 times as many under SOAK). */
const GAMES = process.env.SOAK ? 1_000 : 100

/** Options for game k: the timer off and on (short and long) in turn. */
function optionsFor(n: number, guessVariant: boolean, k: number): HeimlichOptions {
  const turnTimer = k % 3 !== 0
  return { ...heimlich.options.defaults(n), guessVariant, turnTimer, turnSeconds: k % 3 === 1 ? TURN_SECONDS.min : TURN_SECONDS.max }
}

describe('random legal play', () => {
  for (let n = 2; n <= 7; n++) {
    for (const guessVariant of [false, true]) {
      it(`ends every one of ${GAMES} random ${n}-person games ${guessVariant ? 'with' : 'without'} the guessing round, with a valid outcome`, { timeout: 30_000 + GAMES * 500 }, () => {
        const winners = { person: 0, free: 0, nobody: 0 }
        let guessed = 0
        for (let k = 0; k < GAMES; k++) {
          const { state } = randomGame(n, optionsFor(n, guessVariant, k), 1_000 * n + k, k % 8 === 0)
          const outcome = heimlich.outcome(state)!
          expect(outcome).not.toBeNull()
          const summary = heimlich.view(state, null).summary!
          expect(summary.winners).toEqual(outcome.winners)
          const top = Math.max(...summary.agents.map((a) => a.total))
          if (state.result === 'goal') {
            expect(summary.agents.filter((a) => a.winner).every((a) => a.total === top)).toBe(true)
            if (outcome.winners.length > 0) winners.person++
            else winners.free++
          } else winners.nobody++
          // A game that reached the goal had its guessing round exactly when the variant is on; one
          // abandoned early (everyone let their turns lapse) may end before anyone passed the mark.
          if (state.result === 'goal') expect(state.guessed).toBe(guessVariant)
          else expect(state.guessed && !guessVariant).toBe(false)
          if (state.guessed) guessed++
        }
        // People win most random games, and with free agents in play some of those win too.
        expect(winners.person).toBeGreaterThan(0)
        if (n <= 6) expect(winners.free).toBeGreaterThan(0)
        if (guessVariant) expect(guessed).toBeGreaterThanOrEqual(winners.person + winners.free)
        else expect(guessed).toBe(0)
      })
    }
  }
})
