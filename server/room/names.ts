/** Display names: cleaned, bounded and unique within a room. */
import { MAX_NAME_LENGTH } from '../../shared/protocol'

// Control characters, bidi overrides and zero-width characters: invisible tricks, never a name.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g

/** Trims, strips invisible characters, folds white space and bounds the length. May return ''. */
export function cleanName(raw: string): string {
  const folded = raw.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()
  return Array.from(folded).slice(0, MAX_NAME_LENGTH).join('').trim()
}

/** The name itself if free, else the name with the lowest free number ("Anna 2", "Anna 3"). */
export function uniqueName(name: string, taken: readonly string[]): string {
  const lower = new Set(taken.map((n) => n.toLowerCase()))
  if (!lower.has(name.toLowerCase())) return name
  for (let i = 2; ; i++) {
    const suffix = ` ${i}`
    const candidate = Array.from(name).slice(0, MAX_NAME_LENGTH - suffix.length).join('') + suffix
    if (!lower.has(candidate.toLowerCase())) return candidate
  }
}
