/** How the screens show a role: its symbol, its side, its wristband. */
import type { CopsRole, CopsTeam } from '../../../shared/views/cops'

/** One symbol per role, for the card and the role labels. */
export const ROLE_SYMBOL: Record<CopsRole, string> = {
  visitor: '🎉',
  bouncer: '🚪',
  vip: '⭐',
  cop: '🚔',
  informant: '🕵️',
}

/** The festival wristband, and its absence. */
export const WRISTBAND_SYMBOL = { yes: '🎟️', no: '🚫' } as const

/** The side a role plays for (the V-Mann plays for the police although he wears a wristband). */
export function teamOfRole(role: CopsRole): CopsTeam {
  return role === 'cop' || role === 'informant' ? 'police' : 'festival'
}

/** The catalogue key of a role's name. */
export function roleKey(role: CopsRole): string {
  return `cops.role.${role}`
}
