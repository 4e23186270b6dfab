/**
 * Building notices: a seat goes into a notice as '#<seat>' (the client puts the name in), a key
 * as '@<key>' (rendered in the reader's language).
 */
import type { SeatId } from '../../../shared/games'
import type { WordsRole, WordsSet } from '../../../shared/views/words'

/** A seat as a notice parameter. */
export function seatRef(seat: SeatId): string {
  return `#${seat}`
}

/** A role's name as a notice parameter. */
export function roleRef(role: WordsRole): string {
  return `@words.role.${role}`
}

/** A pair set's name as a notice parameter. */
export function setRef(set: WordsSet): string {
  return `@words.set.${set}`
}
