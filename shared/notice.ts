/**
 * A text for a person, as data: an i18n key plus parameters.
 * The server never renders language; each client renders notices in its own.
 * Parameter conventions: '@some.key' is another catalogue key (rendered in the reader's language),
 * '#s3' is a seat (the client shows that seat's display name; engines know seats, not names).
 *
 * @example { key: 'mygame.story.victim', params: { player: '#s3' } }
 */
export interface Notice {
  key: string
  params?: Record<string, string | number>
}

/** Builds a notice; keeps call sites short. */
export function notice(key: string, params?: Notice['params']): Notice {
  return params ? { key, params } : { key }
}
