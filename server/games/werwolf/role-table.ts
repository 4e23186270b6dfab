/**
 * The deal: which roles a head count gets and which playing card stands for each role.
 * Werewolves are the kings, the seer is the queen of hearts, villagers are number cards; from
 * eight players the jack of hearts (protector) and the jack of clubs (hunter) may replace villagers.
 */
import type { Card, Rank, Suit, WerwolfOptions, WerwolfRole } from '../../../shared/views/werwolf'

/** The recommended split for a head count (without the optional protector and hunter). */
export interface RoleRow {
  wolves: number
  seer: number
  villagers: number
}

/**
 * The recommended split per head count. The rule reference fixes the small round (5–6: one
 * werewolf and the seer) and eight players with two werewolves; the rows between are this app's.
 */
export const ROLE_TABLE: Readonly<Record<number, RoleRow>> = {
  5: { wolves: 1, seer: 1, villagers: 3 }, // small round
  6: { wolves: 1, seer: 1, villagers: 4 }, // small round
  7: { wolves: 2, seer: 1, villagers: 4 },
  8: { wolves: 2, seer: 1, villagers: 5 },
  9: { wolves: 2, seer: 1, villagers: 6 },
  10: { wolves: 2, seer: 1, villagers: 7 },
  11: { wolves: 3, seer: 1, villagers: 7 },
  12: { wolves: 3, seer: 1, villagers: 8 },
  13: { wolves: 3, seer: 1, villagers: 9 },
  14: { wolves: 3, seer: 1, villagers: 10 },
  15: { wolves: 4, seer: 1, villagers: 10 },
  16: { wolves: 4, seer: 1, villagers: 11 },
  17: { wolves: 4, seer: 1, villagers: 12 },
}

/** The kings, in the order they are taken as werewolves. */
export const WOLF_CARDS: readonly Card[] = [
  { rank: 'K', suit: 'spades' },
  { rank: 'K', suit: 'clubs' },
  { rank: 'K', suit: 'diamonds' },
  { rank: 'K', suit: 'hearts' },
]
/** The seer: queen of hearts. */
export const SEER_CARD: Card = { rank: 'Q', suit: 'hearts' }
/** The protector: jack of hearts. */
export const PROTECTOR_CARD: Card = { rank: 'J', suit: 'hearts' }
/** The hunter: jack of clubs. */
export const HUNTER_CARD: Card = { rank: 'J', suit: 'clubs' }

const SUITS: readonly Suit[] = ['spades', 'clubs', 'diamonds', 'hearts']
const NUMBER_RANKS: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', '10']

/** The 36 number cards villagers are dealt from (distinct cards, drawn with the seed). */
export const NUMBER_CARDS: readonly Card[] = NUMBER_RANKS.flatMap((rank) => SUITS.map((suit) => ({ rank, suit })))

/** The recommended number of werewolves for a head count. */
export function defaultWolves(playerCount: number): number {
  return ROLE_TABLE[playerCount]?.wolves ?? 1
}

/** One line of a split: a role, how many, and the cards for it. */
export interface SplitLine {
  role: WerwolfRole
  count: number
}

/** The roles these options deal to this many players, wolves first, villagers last. */
export function roleSplit(options: Pick<WerwolfOptions, 'wolves' | 'protector' | 'hunter'>, playerCount: number): SplitLine[] {
  const specials = 1 + (options.protector ? 1 : 0) + (options.hunter ? 1 : 0)
  const lines: SplitLine[] = [
    { role: 'wolf', count: options.wolves },
    { role: 'seer', count: 1 },
  ]
  if (options.protector) lines.push({ role: 'protector', count: 1 })
  if (options.hunter) lines.push({ role: 'hunter', count: 1 })
  lines.push({ role: 'villager', count: Math.max(0, playerCount - options.wolves - specials) })
  return lines
}

/** The side a role plays for. */
export function teamOf(role: WerwolfRole): 'village' | 'wolves' {
  return role === 'wolf' ? 'wolves' : 'village'
}
