/**
 * Building notices: a seat goes into a notice as '#<seat>' (the client puts the name in), several
 * as '#<seat>,<seat>' (a list of names), a key as '@<key>' (rendered in the reader's language).
 */
import type { SeatId } from '../../../shared/games'
import { seatParam, seatsParam } from '../../../shared/notice'
import type { WordsRole, WordsSet } from '../../../shared/views/words'

/** A seat as a notice parameter. */
export function seatRef(seat: SeatId): string {
  return seatParam(seat)
}

/** Several seats as one notice parameter, named as a list ("Anna and Ben"). */
export function seatsRef(seats: readonly SeatId[]): string {
  return seatsParam(seats)
}

/** A role's name as a notice parameter. */
export function roleRef(role: WordsRole): string {
  return `@words.role.${role}`
}

/** A pair set's name as a notice parameter. */
export function setRef(set: WordsSet): string {
  return `@words.set.${set}`
}
