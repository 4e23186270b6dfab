/** Room codes: six characters a person can read aloud and type without mixing up 0/O or 1/I/L. */
import { randomCode } from '../lib/random-code'

/** The code alphabet: no 0, O, 1, I or L. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 6

const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`)

/** A fresh random code (crypto randomness, every letter equally likely). */
export function newRoomCode(): string {
  return randomCode(CODE_ALPHABET, CODE_LENGTH)
}

/** Upper-cases and strips spaces and dashes; returns null when it cannot be a room code. */
export function normaliseRoomCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase()
  return CODE_PATTERN.test(code) ? code : null
}
