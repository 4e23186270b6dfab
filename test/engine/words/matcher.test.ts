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

  it('counts umlauts spelt out, and ß as ss as capitals write it', () => {
    expect(guessMatches('Kaese', 'Käse', [])).toBe(true)
    expect(guessMatches('KÄSE', 'Käse', [])).toBe(true)
    expect(guessMatches('Fussball', 'Fußball', [])).toBe(true)
    expect(guessMatches('FUSSBALL', 'Fußball', [])).toBe(true)
    expect(guessMatches('Käse', 'Kaese', [])).toBe(false)
  })

  it('forgives no missing accent or umlaut: that is another word', () => {
    expect(guessMatches('Kase', 'Käse', [])).toBe(false)
    expect(guessMatches('Bar', 'Bär', [])).toBe(false)
    expect(guessMatches('schon', 'schön', [])).toBe(false)
    expect(guessMatches('cafe', 'café', [])).toBe(false)
    expect(guessMatches('cafe', 'café', ['cafe'])).toBe(true)
  })

  it('forgives no typo and no other word', () => {
    expect(guessMatches('Leuchturm', 'Leuchtturm', [])).toBe(false)
    expect(guessMatches('Leuchtturme', 'Leuchtturm', [])).toBe(false)
    expect(guessMatches('', 'Leuchtturm', [])).toBe(false)
    expect(guessMatches('?!', 'Leuchtturm', [])).toBe(false)
  })

  it('folds a word to lower-case letters and digits, accents kept', () => {
    expect(fold(' Crème brûlée No. 5! ')).toBe('crèmebrûléeno5')
    expect(fold('a\u0308')).toBe(fold('ä'))
  })
})
