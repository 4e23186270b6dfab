/**
 * The deal: the rule book's role table per head count, the split the host's options give, and
 * the bounds of the police share ("about a quarter to a third of the table").
 */
import type { CopsOptions, CopsRole } from '../../../shared/views/cops'
import { POLICE_SHARE_MAX, POLICE_SHARE_MIN, VIPS } from './constants'

/** One row of the rule book's table. */
export interface RoleRow {
  visitors: number
  bouncers: number
  vip: number
  cops: number
  informants: number
}

/**
 * The rule book's table. Rules of thumb: a third cop from 12 players, a second Türsteher from 14,
 * a second V-Mann from 16.
 */
export const ROLE_TABLE: Readonly<Record<number, RoleRow>> = {
  8: { visitors: 3, bouncers: 1, vip: 1, cops: 2, informants: 1 },
  9: { visitors: 4, bouncers: 1, vip: 1, cops: 2, informants: 1 },
  10: { visitors: 5, bouncers: 1, vip: 1, cops: 2, informants: 1 },
  11: { visitors: 6, bouncers: 1, vip: 1, cops: 2, informants: 1 },
  12: { visitors: 6, bouncers: 1, vip: 1, cops: 3, informants: 1 },
  13: { visitors: 7, bouncers: 1, vip: 1, cops: 3, informants: 1 },
  14: { visitors: 7, bouncers: 2, vip: 1, cops: 3, informants: 1 },
  15: { visitors: 8, bouncers: 2, vip: 1, cops: 3, informants: 1 },
  16: { visitors: 8, bouncers: 2, vip: 1, cops: 3, informants: 2 },
}

/** The table's row for a head count (the nearest row outside 8–16, for previews only). */
export function tableRow(playerCount: number): RoleRow {
  const keys = Object.keys(ROLE_TABLE).map(Number)
  const n = Math.min(Math.max(playerCount, Math.min(...keys)), Math.max(...keys))
  return ROLE_TABLE[n] as RoleRow
}

/**
 * The police share the host may choose: a quarter of the table rounded half up, to a third
 * rounded up. Every row of the rule book lies inside (8 players: 2–3, 12: 3–4, 16: 4–6).
 */
export function policeBounds(playerCount: number): { min: number; max: number } {
  return { min: Math.round(playerCount * POLICE_SHARE_MIN), max: Math.ceil(playerCount * POLICE_SHARE_MAX) }
}

/** One line of a split: a role and how many. */
export interface SplitLine {
  role: CopsRole
  count: number
}

/** The roles these options deal to this many players, in the rule book's order. */
export function roleSplit(options: Pick<CopsOptions, 'cops' | 'informants' | 'bouncers'>, playerCount: number): SplitLine[] {
  const visitors = playerCount - options.cops - options.informants - options.bouncers - VIPS
  return [
    { role: 'visitor', count: Math.max(0, visitors) },
    { role: 'bouncer', count: options.bouncers },
    { role: 'vip', count: VIPS },
    { role: 'cop', count: options.cops },
    { role: 'informant', count: options.informants },
  ]
}
