/**
 * The blank's steal: does a guess name the civilians' word? The check ignores spacing,
 * punctuation and capitals, and accepts the other spellings stored with the pair; it forgives
 * nothing else, no missing accent and no typo: the verdict is final, so it must be plain to
 * everyone. Every pair also counts the spellings German uses where umlauts cannot be typed
 * ("Kaese" for "Käse"): they are the same word written otherwise, and listing them with every
 * pair would only make the lists longer. "ß" and "ss" differ only in capitals ("STRASSE").
 */

const UMLAUT_SPELLINGS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' }

/**
 * A word folded for comparison: letters and digits only, in one case. Upper case first, so that
 * "ß" becomes "SS" as German capitals write it, then lower case; accents stay, "Bär" is no "Bar".
 */
export function fold(text: string): string {
  return text
    .normalize('NFC')
    .toUpperCase()
    .toLowerCase()
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
