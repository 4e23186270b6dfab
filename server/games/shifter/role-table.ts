/**
 * The deal's limits per head count, as the rule book gives them: at most a third of the players
 * are shifters, at least two plain Townfolk stay, and the places left may hold special roles (six
 * at most, one of each). The book's table lists the maxima at the highest shifter count; with fewer
 * shifters there is room for more special roles.
 */
import type { ShifterOptions, ShifterRole, ShifterSpecial, ShifterTeam } from '../../../shared/views/shifter'
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  MIN_SHIFTERS,
  MIN_TOWNFOLK,
  PLAYERS_PER_MAX_SHIFTER,
  PLAYERS_PER_SUGGESTED_SHIFTER,
  SPECIAL_ROLES,
} from './constants'

/** Most shifters for a head count: a third, rounded down. */
export function maxShifters(playerCount: number): number {
  return Math.max(MIN_SHIFTERS, Math.floor(playerCount / PLAYERS_PER_MAX_SHIFTER))
}

/** Most special roles for a head count and shifter count: two Townfolk stay, six roles exist. */
export function maxSpecials(playerCount: number, shifters: number): number {
  return Math.max(0, Math.min(SPECIAL_ROLES.length, playerCount - shifters - MIN_TOWNFOLK))
}

/** The suggested shifter count: one per four players. */
export function suggestedShifters(playerCount: number): number {
  return Math.max(MIN_SHIFTERS, Math.floor(playerCount / PLAYERS_PER_SUGGESTED_SHIFTER))
}

/** One row of the rule book's table: the maxima for a head count (specials at the most shifters). */
export interface TableRow {
  shifters: number
  specials: number
}

/** The rule book's table for every head count (it prints 4–12 and 15; 13 and 14 follow from its rule). */
export const ROLE_TABLE: Readonly<Record<number, TableRow>> = Object.fromEntries(
  Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => {
    const n = MIN_PLAYERS + i
    return [n, { shifters: maxShifters(n), specials: maxSpecials(n, maxShifters(n)) }]
  }),
)

/** The special roles switched on, in the book's order. */
export function specialsOf(options: Pick<ShifterOptions, ShifterSpecial>): ShifterSpecial[] {
  return SPECIAL_ROLES.filter((role) => options[role])
}

/** One line of a split: a role and how many. */
export interface SplitLine {
  role: ShifterRole
  count: number
}

/** The roles these options deal to this many players: shifters, the specials, Townfolk for the rest. */
export function roleSplit(options: ShifterOptions, playerCount: number): SplitLine[] {
  const specials = specialsOf(options)
  return [
    { role: 'shifter', count: options.shifters },
    ...specials.map((role) => ({ role, count: 1 })),
    { role: 'townfolk', count: Math.max(0, playerCount - options.shifters - specials.length) },
  ]
}

/** The side a role plays for. */
export function teamOf(role: ShifterRole): ShifterTeam {
  return role === 'shifter' ? 'shifters' : 'village'
}
