/** The texts of the games' rules pages, for checks on their wording. */
import type { Lang } from '../../shared/i18n'
import { games } from '../../server/games'

/** Every text on one game's rules page in one language: its headings, paragraphs and table cells. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsOf)
  return []
}

/** Each game's rules page in `lang`, as its id and its texts. */
export function rulesPages(lang: Lang): { game: string; texts: string[] }[] {
  return Object.values(games).map((def) => ({ game: def.id, texts: textsOf(def.rules[lang]) }))
}
