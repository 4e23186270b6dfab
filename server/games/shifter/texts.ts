/**
 * Building notices for Shifter Under Us: a seat goes into a notice as '#<seat>' (the client puts
 * the name in), a role or another text as '@<key>'.
 */
import type { SeatId } from '../../../shared/games'
import { notice, type Notice } from '../../../shared/notice'
import type { ShifterRole } from '../../../shared/views/shifter'

/** A seat as a notice parameter. */
export function seatRef(seat: SeatId): string {
  return `#${seat}`
}

/** A role's name as a notice parameter. */
export function roleRef(role: ShifterRole): string {
  return `@shifter.role.${role}`
}

/** A role's name as a notice. */
export function roleName(role: ShifterRole): Notice {
  return notice(`shifter.role.${role}`)
}

/** What a role does, as a notice. */
export function roleAbout(role: ShifterRole): Notice {
  return notice(`shifter.about.${role}`)
}
