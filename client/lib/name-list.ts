/** Seat names as one phrase in the reader's language. */
import type { SeatId } from '../../shared/games'
import { lang } from './i18n'

/**
 * One formatter per language: building an Intl.ListFormat loads the language's data, which cost
 * more than all else a step's redraw does on a slow phone when it was made for every list.
 */
const formatters = new Map<string, Intl.ListFormat>()

function formatter(language: string): Intl.ListFormat {
  let format = formatters.get(language)
  if (!format) formatters.set(language, (format = new Intl.ListFormat(language, { type: 'conjunction' })))
  return format
}

/** Names joined for a sentence ("Ann, Bob und Cat"); plain commas where Intl.ListFormat is missing. */
export function nameList(seats: readonly SeatId[], nameOf: (seat: SeatId) => string): string {
  const list = seats.map(nameOf)
  return typeof Intl.ListFormat === 'function' ? formatter(lang()).format(list) : list.join(', ')
}
