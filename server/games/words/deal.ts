/**
 * Which pair goes on the table: the chosen set (with the host's own pairs mixed in, or those
 * alone), without the pairs dealt lately on the host's device or in this room. When every pair of
 * the pool was dealt lately the set has run dry: the table is told, and the pool starts over.
 * Which side goes to the civilians is decided anew at every deal.
 */
import type { Lang } from '../../../shared/i18n'
import type { WordsOptions } from '../../../shared/views/words'
import { chance, pickOne, type SeededState } from '../kit'
import { RECENT_PAIRS } from './constants'
import { builtInPairs, ownPairs, type WordPair } from './pairs'
import type { DealtPair } from './state'

/** The set's pairs these options deal from, in this language (none with own pairs only). */
function setPairs(options: WordsOptions, lang: Lang): WordPair[] {
  return options.set === 'own' ? [] : builtInPairs(lang, options.set)
}

/** The pairs these options deal from, in this language: the set's and the host's own. */
export function poolOf(options: WordsOptions, lang: Lang): WordPair[] {
  return [...setPairs(options, lang), ...ownPairs(options.own ?? [])]
}

/** Pair ids from a room's memory (anything else in it is ignored). */
export function recentFrom(memory: unknown): string[] {
  return Array.isArray(memory) ? memory.filter((id): id is string => typeof id === 'string').slice(-RECENT_PAIRS) : []
}

/** Draws the pair and the civilians' side; returns it with the room's list of recent pairs to keep. */
export function drawPair<S extends SeededState>(
  state: S,
  options: WordsOptions,
  lang: Lang,
  roomRecent: readonly string[],
): [{ pair: DealtPair; recent: string[] }, S] {
  const pool = poolOf(options, lang)
  const device = options.recent ?? []
  const avoid = new Set([...device, ...roomRecent])
  const fresh = pool.filter((p) => !avoid.has(p.id))
  // The set runs dry when its own pairs are all dealt, even while some of the host's mixed in are
  // left: otherwise the table would get only those from then on, without a word.
  const set = setPairs(options, lang)
  const reshuffled = fresh.length === 0 || (set.length > 0 && set.every((p) => avoid.has(p.id)))
  // Starting over, the pair just played (here or on the host's device) still does not come straight back.
  const last = new Set([roomRecent.at(-1), device.at(-1)])
  const rest = pool.filter((p) => !last.has(p.id))
  const [chosen, afterPick] = pickOne(state, !reshuffled ? fresh : rest.length > 0 ? rest : pool)
  const [flip, next] = chance(afterPick, 0.5)
  const [civilian, undercover] = flip ? [chosen.sides[1], chosen.sides[0]] : chosen.sides
  // Starting over forgets this pool's pairs, here and on the host's device (told at the end), so
  // the next deals draw from all of it again.
  const inPool = new Set(pool.map((p) => p.id))
  const kept = reshuffled ? roomRecent.filter((id) => !inPool.has(id)) : roomRecent
  const pair: DealtPair = { id: chosen.id, civilian, undercover, reshuffled, ...(reshuffled ? { forget: device.filter((id) => inPool.has(id)) } : {}) }
  return [{ pair, recent: [...kept, chosen.id].slice(-RECENT_PAIRS) }, next]
}
