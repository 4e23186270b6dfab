/** Display names as people type them. */
import { MAX_NAME_LENGTH } from '../../shared/limits'

/** Longest name the room keeps. */
export const MAX_NAME = MAX_NAME_LENGTH

/** Trims and squeezes spaces; the room does the same and numbers duplicates. */
export function cleanName(input: string): string {
  return input.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME)
}
