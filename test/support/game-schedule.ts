/**
 * Which games a suite plays: head counts and option sets spread over a number of games.
 */
import type { GameDefinition } from '../../server/games/contract'
import { headCounts } from './option-space'

/** Every head count plays at least this many games. */
export const MIN_GAMES_PER_COUNT = 20

/**
 * Which head count each game k plays, and its number j among the games at that count (which picks
 * its options). A view costs more the bigger the table and the longer its games (roughly n² views
 * per game), so games are shared out in proportion to 1/n² above a floor per head count: every
 * count is played many times and the checked views are spread fairly evenly over the counts.
 * Counts take turns, so any slice of the schedule covers all of them.
 */
export function schedule(def: GameDefinition, total: number, minPerCount = MIN_GAMES_PER_COUNT): { players: number; j: number }[] {
  const counts = headCounts(def)
  const floor = Math.min(minPerCount, Math.floor(total / counts.length))
  const weights = counts.map((n) => 1 / (n * n))
  const weightSum = weights.reduce((a, b) => a + b, 0)
  const spare = total - floor * counts.length
  const quota = counts.map((_, i) => floor + Math.floor((spare * weights[i]!) / weightSum))
  for (let i = 0; quota.reduce((a, b) => a + b, 0) < total; i = (i + 1) % counts.length) quota[i]!++
  const played = counts.map(() => 0)
  const out: { players: number; j: number }[] = []
  while (out.length < total) {
    counts.forEach((players, i) => {
      if (played[i]! < quota[i]!) out.push({ players, j: played[i]!++ })
    })
  }
  return out
}
