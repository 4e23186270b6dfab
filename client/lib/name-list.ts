/** Seat names as one phrase in the reader's language. */
import type { SeatId } from '../../shared/games'
import { listPhrase } from '../../shared/list-phrase'
import { lang } from './i18n'

/** Names joined for a sentence ("Ann, Bob und Cat"). */
export function nameList(seats: readonly SeatId[], nameOf: (seat: SeatId) => string): string {
  return listPhrase(lang(), seats.map(nameOf))
}
