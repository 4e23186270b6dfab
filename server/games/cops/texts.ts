/**
 * Building notices: a seat goes into a notice as '#<seat>' (the client puts the name in), a key
 * as '@<key>' (rendered in the reader's language).
 */
import type { SeatId } from '../../../shared/games'
import { notice, type Notice } from '../../../shared/notice'
import type { CopsRole } from '../../../shared/views/cops'

/** A seat as a notice parameter. */
export function seatRef(seat: SeatId): string {
  return `#${seat}`
}

/** A role's name as a notice parameter. */
export function roleRef(role: CopsRole): string {
  return `@cops.role.${role}`
}

/** A role's name as a notice. */
export function roleName(role: CopsRole): Notice {
  return notice(`cops.role.${role}`)
}

/** A yes/no as a notice parameter. */
export function wristbandRef(wristband: boolean): string {
  return wristband ? '@cops.wristband.yes' : '@cops.wristband.no'
}
