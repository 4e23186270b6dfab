/**
 * The blank's steal: does a guess name the civilians' word? The check ignores spacing,
 * punctuation and capitals, and accepts the other spellings stored with the pair. It also ignores
 * accents and umlauts (a phone keyboard may lack them: "Kase" and "Kaese" both count for "Käse",
 * "ss" for "ß"). It forgives no typo: the verdict is final, so it must be plain to everyone.
 */

const UMLAUT_SPELLINGS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' }

/** A word folded for comparison: no accents, lower case, ß as ss, letters and digits only. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]/gu, '')
}

/** Every folded form these words may be written in (each also with umlauts spelt out). */
export function spellingsOf(words: readonly string[]): Set<string> {
  const out = new Set<string>()
  for (const word of words) {
    const composed = word.normalize('NFC')
    out.add(fold(composed))
    out.add(fold(composed.replace(/[äöüÄÖÜ]/g, (c) => UMLAUT_SPELLINGS[c] ?? c)))
  }
  out.delete('')
  return out
}

/** Whether a guess names this word (or one of its other spellings). */
export function guessMatches(guess: string, word: string, alternatives: readonly string[]): boolean {
  const folded = fold(guess)
  return folded !== '' && spellingsOf([word, ...alternatives]).has(folded)
}
