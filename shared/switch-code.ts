/**
 * Switch codes: what a person types on a new phone to continue their seat there. Nine characters
 * from the room codes' alphabet (no 0/O, no 1/I/L), about 44.6 bits, shown in three groups of three
 * so they are easy to read out and type. Typed codes may use any letter case, spaces and dashes.
 */

/** The letters a switch code is made of (the room codes' alphabet). */
export const SWITCH_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
/** Characters in a switch code: 31^9 ≈ 2^44.6 codes. */
export const SWITCH_CODE_LENGTH = 9
/** Characters per group when a code is shown. */
export const SWITCH_CODE_GROUP = 3
/** Longest typed code the protocol reads (separators and stray spaces included). */
export const MAX_SWITCH_CODE_INPUT = 24

const PATTERN = new RegExp(`^[${SWITCH_CODE_ALPHABET}]{${SWITCH_CODE_LENGTH}}$`)

/**
 * A typed switch code as the room stores it (upper case, no spaces or dashes), or null when it
 * cannot be one.
 *
 * @example normaliseSwitchCode('k7q-x2m 9pd') === 'K7QX2M9PD'
 */
export function normaliseSwitchCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase()
  return PATTERN.test(code) ? code : null
}

/** A code in the groups it is shown in. @example switchCodeGroups('K7QX2M9PD') → ['K7Q', 'X2M', '9PD'] */
export function switchCodeGroups(code: string): string[] {
  const groups: string[] = []
  for (let i = 0; i < code.length; i += SWITCH_CODE_GROUP) groups.push(code.slice(i, i + SWITCH_CODE_GROUP))
  return groups
}
