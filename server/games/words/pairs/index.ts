/**
 * The word pairs: the built-in sets per language (data in de.ts and en.ts, on the server only),
 * the host's own pairs, and how a line of text becomes a pair. A line is two sides separated by a
 * bar; each side is the word followed by its other spellings, separated by commas:
 * 'aeroplane, airplane, aeroplanes | helicopter, helicopters'.
 */
import type { Lang } from '../../../../shared/i18n'
import type { WordsSet } from '../../../../shared/views/words'
import { de } from './de'
import { en } from './en'

/** A built-in set (the host's own pairs are the fourth choice). */
export type BuiltInSet = Exclude<WordsSet, 'own'>

/** The built-in sets, in the order the settings offer them. */
export const BUILT_IN_SETS: readonly BuiltInSet[] = ['everyday', 'tricky', 'brutal']

/** One side of a pair: the word and its other spellings. */
export interface WordEntry {
  word: string
  alternatives: string[]
}

/** A pair as the deal uses it. */
export interface WordPair {
  /** Stable id ('en-e12', 'de-b3'; 'c-…' for the host's own), so recent deals can be avoided. */
  id: string
  sides: [WordEntry, WordEntry]
}

/** The pair lines of each set, per language. */
export const PAIR_LINES: Readonly<Record<Lang, Readonly<Record<BuiltInSet, readonly string[]>>>> = { de, en }

function side(text: string): WordEntry | null {
  const [word, ...alternatives] = text
    .split(',')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s !== '')
  return word === undefined ? null : { word, alternatives }
}

/** The two sides of a pair line, or null when it is not one. */
export function parsePairLine(line: string): [WordEntry, WordEntry] | null {
  const parts = line.split('|')
  if (parts.length !== 2) return null
  const a = side(parts[0]!)
  const b = side(parts[1]!)
  return a && b ? [a, b] : null
}

/** A short stable hash of a text (FNV-1a, 32 bits, hex). */
function hash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(16).padStart(8, '0')
}

/** The id of a built-in pair: language, the set's first letter, its number in the set. */
export function builtInId(lang: Lang, set: BuiltInSet, index: number): string {
  return `${lang}-${set[0]}${index + 1}`
}

/** The id of one of the host's own pairs, from its two words (in either order). */
export function ownId(sides: readonly [WordEntry, WordEntry]): string {
  return `c-${hash(sides.map((s) => s.word.toLowerCase()).sort().join('|'))}`
}

const builtIn = new Map<string, WordPair[]>()

/** The built-in pairs of a set in a language. */
export function builtInPairs(lang: Lang, set: BuiltInSet): WordPair[] {
  const key = `${lang}:${set}`
  let pairs = builtIn.get(key)
  if (!pairs) {
    pairs = PAIR_LINES[lang][set].map((line, index) => {
      const sides = parsePairLine(line)
      if (!sides) throw new Error(`words: pair ${builtInId(lang, set, index)} is not a pair line: ${line}`)
      return { id: builtInId(lang, set, index), sides }
    })
    builtIn.set(key, pairs)
  }
  return pairs
}

/** The host's own pairs that parse, each once. */
export function ownPairs(lines: readonly string[]): WordPair[] {
  const seen = new Set<string>()
  const out: WordPair[] = []
  for (const line of lines) {
    const sides = parsePairLine(line)
    if (!sides) continue
    const id = ownId(sides)
    if (seen.has(id)) continue
    seen.add(id)
    out.push({ id, sides })
  }
  return out
}
