/** Seat names as one phrase in the reader's language. */
import type { SeatId } from '../../shared/games'
import { lang } from './i18n'

/**
 * One formatter per language: building an Intl.ListFormat loads the language's data. Built for
 * every list, it was the costliest of the app's own functions in an eight-phone game's redraws
 * after Solid's own DOM insertion.
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
