/**
 * A text for a person, as data: an i18n key plus parameters.
 * The server never renders language; each client renders notices in its own.
 *
 * @example { key: 'werwolf.story.victim', params: { name: 'Ben' } }
 */
export interface Notice {
  key: string
  params?: Record<string, string | number>
}

/** Builds a notice; keeps call sites short. */
export function notice(key: string, params?: Notice['params']): Notice {
  return params ? { key, params } : { key }
}
