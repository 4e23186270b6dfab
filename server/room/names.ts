/** Display names: cleaned, bounded and unique within a room, also to the eye. */
import { MAX_NAME_LENGTH } from '../../shared/protocol'
import { nameKeys } from './name-skeleton'

/**
 * Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt): characters that render as
 * nothing, such as the soft hyphen, joiners, variation selectors, fillers and tags.
 */
const DEFAULT_IGNORABLE =
  '\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F' +
  '\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\\u{1BCA0}-\\u{1BCA3}\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E0FFF}'
/** Characters that are not ignorable but still draw as an empty space: braille blank, Khitan filler, null notehead. */
const BLANK_LOOKING = '\\u2800\\u{16FE4}\\u{1D159}'
/**
 * Never part of a name: controls, format characters (bidi overrides among them), private use,
 * lone surrogates, and everything above.
 */
const INVISIBLE = new RegExp(`[\\p{Cc}\\p{Cf}\\p{Co}\\p{Cs}${DEFAULT_IGNORABLE}${BLANK_LOOKING}]`, 'gu')

/**
 * NFKC-normalises (full-width and mathematical letters become plain ones), strips invisible and
 * blank-looking characters, folds white space, trims and bounds the length. May return ''.
 */
export function cleanName(raw: string): string {
  const visible = raw.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().normalize('NFKC')
  return Array.from(visible).slice(0, MAX_NAME_LENGTH).join('').trim()
}

/**
 * The name itself if nobody's name looks like it, else the name with the lowest free number
 * ("Anna 2", "Anna 3"). Names clash when they differ only in letter case or in look-alike
 * letters from other scripts (see `nameKeys`).
 */
export function uniqueName(name: string, taken: readonly string[]): string {
  const keys = new Set(taken.flatMap(nameKeys))
  const free = (candidate: string) => !nameKeys(candidate).some((key) => keys.has(key))
  if (free(name)) return name
  for (let i = 2; ; i++) {
    const suffix = ` ${i}`
    const candidate = Array.from(name).slice(0, MAX_NAME_LENGTH - suffix.length).join('') + suffix
    if (free(candidate)) return candidate
  }
}

/**
 * Whether the name a person gets differs from the one they typed in a way they would notice
 * (white space at the ends and runs of spaces aside), so the room tells them.
 */
export function nameChanged(typed: string, shown: string): boolean {
  return typed.normalize('NFC').replace(/\s+/g, ' ').trim() !== shown.normalize('NFC')
}
