import { describe, expect, it } from 'vitest'
import { fold, guessMatches } from '../../../server/games/words/matcher'

describe('the matcher for the steal', () => {
  it('ignores capitals', () => {
    expect(guessMatches('LEUCHTTURM', 'Leuchtturm', [])).toBe(true)
    expect(guessMatches('lighthouse', 'Lighthouse', [])).toBe(true)
  })

  it('ignores spacing', () => {
    expect(guessMatches('  ice   cream ', 'icecream', [])).toBe(true)
    expect(guessMatches('Sonnen untergang', 'Sonnenuntergang', [])).toBe(true)
  })

  it('ignores punctuation', () => {
    expect(guessMatches('flip-flops!', 'flip flops', [])).toBe(true)
    expect(guessMatches('U.Boot', 'U-Boot', [])).toBe(true)
    expect(guessMatches('„Tee“', 'Tee', [])).toBe(true)
  })

  it('accepts the other spellings stored with the pair', () => {
    expect(guessMatches('Velo', 'Fahrrad', ['Rad', 'Velo'])).toBe(true)
    expect(guessMatches('Drahtesel', 'Fahrrad', ['Rad', 'Velo'])).toBe(false)
  })

  it('ignores accents and spelt-out umlauts, and reads ß as ss', () => {
    expect(guessMatches('cafe', 'café', [])).toBe(true)
    expect(guessMatches('Kaese', 'Käse', [])).toBe(true)
    expect(guessMatches('Kase', 'Käse', [])).toBe(true)
    expect(guessMatches('Fussball', 'Fußball', [])).toBe(true)
    expect(guessMatches('Käse', 'Kaese', [])).toBe(false)
  })

  it('forgives no typo and no other word', () => {
    expect(guessMatches('Leuchturm', 'Leuchtturm', [])).toBe(false)
    expect(guessMatches('Leuchtturme', 'Leuchtturm', [])).toBe(false)
    expect(guessMatches('', 'Leuchtturm', [])).toBe(false)
    expect(guessMatches('?!', 'Leuchtturm', [])).toBe(false)
  })

  it('folds a word to lower-case letters and digits without accents', () => {
    expect(fold(' Crème brûlée No. 5! ')).toBe('cremebruleeno5')
  })
})
