/**
 * Building notices: themed keys, role names, card and seat parameters.
 * A seat goes into a notice as '#<seat>' (the client puts the name in); a key as '@<key>'.
 */
import type { SeatId } from '../../../shared/games'
import { werwolfMafia } from '../../../shared/i18n/werwolf-mafia'
import { notice, type Notice } from '../../../shared/notice'
import type { Card, RoleCard, Suit, WerwolfRole, WerwolfTheme } from '../../../shared/views/werwolf'
import type { Hand } from './state'

/** The key to use in this theme: the Mafia variant when the theme's catalogue has one. */
export function themed(theme: WerwolfTheme, key: string): string {
  if (theme !== 'mafia') return key
  const variant = key.replace(/^werwolf\./, 'werwolf.mafia.')
  return Object.hasOwn(werwolfMafia.en, variant) ? variant : key
}

/** A themed notice. */
export function say(theme: WerwolfTheme, key: string, params?: Notice['params']): Notice {
  return notice(themed(theme, key), params)
}

/** A seat as a notice parameter. */
export function seatRef(seat: SeatId): string {
  return `#${seat}`
}

/** A role's name as a notice parameter, in the theme. */
export function roleRef(theme: WerwolfTheme, role: WerwolfRole): string {
  return `@${themed(theme, `werwolf.role.${role}`)}`
}

/** The suit symbols, the same in every language. */
export const SUIT_SYMBOLS: Record<Suit, string> = { spades: '♠', clubs: '♣', diamonds: '♦', hearts: '♥' }

/** A card as notice parameters: rank (J/Q/K by key, since German says B/D/K) and suit symbol. */
export function cardParams(card: Card): { rank: string; suit: string } {
  const rank = card.rank === 'J' || card.rank === 'Q' || card.rank === 'K' ? `@werwolf.rank.${card.rank}` : card.rank
  return { rank, suit: SUIT_SYMBOLS[card.suit] }
}

/**
 * Each hand's card, made once per theme: a hand lasts the whole game, so every view shows the same
 * card object, and the room's difference between two views passes over it at once.
 */
const cards = new WeakMap<Hand, { theme: WerwolfTheme; card: RoleCard }>()

/** A dealt hand as the view shows it, with the role's themed name. */
export function roleCard(theme: WerwolfTheme, hand: Hand): RoleCard {
  const made = cards.get(hand)
  if (made?.theme === theme) return made.card
  const card: RoleCard = { role: hand.role, card: hand.card, name: notice(themed(theme, `werwolf.role.${hand.role}`)) }
  cards.set(hand, { theme, card })
  return card
}
