/** Names joined for a sentence in the reader's language ("Ann, Bob und Cat"). */
import type { SeatId } from '../../../shared/games'
import { lang } from '../../lib/i18n'

export function names(seats: readonly SeatId[], nameOf: (seat: SeatId) => string): string {
  const list = seats.map(nameOf)
  return typeof Intl.ListFormat === 'function' ? new Intl.ListFormat(lang(), { type: 'conjunction' }).format(list) : list.join(', ')
}
