/** Seat names as one phrase in the reader's language. */
import type { SeatId } from '../../shared/games'
import { lang } from './i18n'

/** Names joined for a sentence ("Ann, Bob und Cat"); plain commas where Intl.ListFormat is missing. */
export function nameList(seats: readonly SeatId[], nameOf: (seat: SeatId) => string): string {
  const list = seats.map(nameOf)
  return typeof Intl.ListFormat === 'function' ? new Intl.ListFormat(lang(), { type: 'conjunction' }).format(list) : list.join(', ')
}
