/**
 * What a role is: its side and whether it wears a wristband. The wristband does not always match
 * the side: the Türsteher (festival) has none, the V-Mann (police) wears one as cover.
 */
import type { CopsRole, CopsTeam } from '../../../shared/views/cops'

/** Every role, in the rule book's order. */
export const ROLES: readonly CopsRole[] = ['visitor', 'bouncer', 'vip', 'cop', 'informant']

/** The side a role plays for. */
export function teamOf(role: CopsRole): CopsTeam {
  return role === 'cop' || role === 'informant' ? 'police' : 'festival'
}

/** Whether the role wears a festival wristband. */
export function wearsWristband(role: CopsRole): boolean {
  return role === 'visitor' || role === 'vip' || role === 'informant'
}

/** Police search; everyone else observes (the Türsteher may reveal instead). */
export function actOf(role: CopsRole): 'search' | 'observe' {
  return teamOf(role) === 'police' ? 'search' : 'observe'
}
