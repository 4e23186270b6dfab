import { describe, expect, it } from 'vitest'
import { cardSymbol, isRed, themed } from '../../client/games/werwolf/cards'

describe('werwolf card symbols', () => {
  it('shows number cards with their suit', () => {
    expect(cardSymbol('en', { rank: '10', suit: 'diamonds' })).toBe('10♦')
  })

  it('shows kings with the suit in both languages', () => {
    expect(cardSymbol('de', { rank: 'K', suit: 'spades' })).toMatch(/^K♠$/)
    expect(cardSymbol('en', { rank: 'K', suit: 'clubs' })).toMatch(/^K♣$/)
  })

  it('draws hearts and diamonds red', () => {
    expect(isRed({ rank: 'Q', suit: 'hearts' })).toBe(true)
    expect(isRed({ rank: 'K', suit: 'spades' })).toBe(false)
  })

  it('uses the Mafia variant of a text only where one exists', () => {
    expect(themed('ui.werwolf.end.wolves', 'mafia')).toBe('ui.werwolf.end.wolves_mafia')
    expect(themed('ui.werwolf.end.wolves', 'werwolf')).toBe('ui.werwolf.end.wolves')
    expect(themed('ui.werwolf.end.abandoned', 'mafia')).toBe('ui.werwolf.end.abandoned')
  })
})
