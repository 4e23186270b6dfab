/** Room codes: six characters a person can read aloud and type without mixing up 0/O or 1/I/L. */

/** The code alphabet: no 0, O, 1, I or L. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 6

const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`)

/** A fresh random code (crypto randomness; rejection sampling keeps every letter equally likely). */
export function newRoomCode(): string {
  const out: string[] = []
  const limit = 256 - (256 % CODE_ALPHABET.length)
  while (out.length < CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && out.length < CODE_LENGTH) out.push(CODE_ALPHABET[byte % CODE_ALPHABET.length]!)
    }
  }
  return out.join('')
}

/** Upper-cases and strips spaces and dashes; returns null when it cannot be a room code. */
export function normaliseRoomCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase()
  return CODE_PATTERN.test(code) ? code : null
}
