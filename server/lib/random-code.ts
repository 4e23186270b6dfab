/** `length` characters drawn evenly from `alphabet` with the platform's cryptographic random source. */
export function randomCode(alphabet: string, length: number): string {
  const out: string[] = []
  // Rejection sampling: bytes past the last whole multiple of the alphabet would favour its first letters.
  const limit = 256 - (256 % alphabet.length)
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length + 8))) {
      if (byte < limit && out.length < length) out.push(alphabet[byte % alphabet.length]!)
    }
  }
  return out.join('')
}
