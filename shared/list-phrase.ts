/** Several names as one phrase in a language: "Ann, Bob and Cat", "Ann, Bob und Cat". */
import type { Lang } from './i18n'

/**
 * One formatter per language: building an Intl.ListFormat loads the language's data. Built for
 * every list, it was the costliest of the app's own functions in an eight-phone game's redraws
 * after Solid's own DOM insertion.
 */
const formatters = new Map<string, Intl.ListFormat>()

function formatter(lang: Lang): Intl.ListFormat {
  let format = formatters.get(lang)
  if (!format) formatters.set(lang, (format = new Intl.ListFormat(lang, { type: 'conjunction' })))
  return format
}

/** The items joined for a sentence in `lang`; plain commas where Intl.ListFormat is missing. */
export function listPhrase(lang: Lang, items: readonly string[]): string {
  return typeof Intl.ListFormat === 'function' ? formatter(lang).format(items) : items.join(', ')
}
