/**
 * The split: how many undercovers the game recommends per head count (the rule book's table), and
 * the roles a set of options deals. Infiltrators are the undercovers and the blanks together.
 */
import type { WordsOptions, WordsRole } from '../../../shared/views/words'

/** The recommendation: from this head count on, this many undercovers. */
export const UNDERCOVER_TABLE: readonly { from: number; to: number; undercovers: number }[] = [
  { from: 4, to: 6, undercovers: 1 },
  { from: 7, to: 10, undercovers: 2 },
  { from: 11, to: 14, undercovers: 3 },
  { from: 15, to: 16, undercovers: 4 },
]

/** The recommended undercovers for a head count (the nearest row outside 4–16). */
export function recommendedUndercovers(playerCount: number): number {
  const first = UNDERCOVER_TABLE[0]!
  const last = UNDERCOVER_TABLE[UNDERCOVER_TABLE.length - 1]!
  if (playerCount < first.from) return first.undercovers
  return UNDERCOVER_TABLE.find((row) => playerCount >= row.from && playerCount <= row.to)?.undercovers ?? last.undercovers
}

/** How many of each role these options deal to this many players. */
export function roleSplit(options: Pick<WordsOptions, 'undercovers' | 'blanks'>, playerCount: number): Record<WordsRole, number> {
  return {
    civilian: Math.max(0, playerCount - options.undercovers - options.blanks),
    undercover: options.undercovers,
    blank: options.blanks,
  }
}

/** The roles in the order the lobby lists them. */
export const ROLES: readonly WordsRole[] = ['civilian', 'undercover', 'blank']

/** Undercovers and blanks play against the civilians. */
export function isInfiltrator(role: WordsRole): boolean {
  return role !== 'civilian'
}
