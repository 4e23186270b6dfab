/**
 * A text for a person, as data: an i18n key plus parameters.
 * The server never renders language; each client renders notices in its own.
 * Parameter conventions:
 * - '@some.key' is another catalogue key (rendered in the reader's language);
 * - '#s3' is a seat (the client shows that seat's display name; engines know seats, not names);
 * - '#s1,s3' is several seats, shown as one list in the reader's language ("Anna, Ben and Cara",
 *   "Anna, Ben und Cara"), so a text can name a group whose size it does not know.
 *
 * @example { key: 'mygame.story.victim', params: { player: '#s3' } }
 * @example { key: 'mygame.count.tie', params: { players: seatsParam(['s1', 's3']) } }
 */
export interface Notice {
  key: string
  params?: Record<string, string | number>
}

/** Builds a notice; keeps call sites short. */
export function notice(key: string, params?: Notice['params']): Notice {
  return params ? { key, params } : { key }
}

/** A seat as a notice parameter: '#s3'. */
export function seatParam(seat: string): string {
  return `#${seat}`
}

/** Several seats as one notice parameter, in this order: '#s1,s3' (seat ids hold no commas). */
export function seatsParam(seats: readonly string[]): string {
  return `#${seats.join(',')}`
}

/** The seats a parameter names ('#s3' → ['s3'], '#s1,s3' → ['s1', 's3']), or null when it names none. */
export function seatsIn(value: string | number): string[] | null {
  if (typeof value !== 'string' || !value.startsWith('#')) return null
  return value.slice(1).split(',').filter((seat) => seat !== '')
}
