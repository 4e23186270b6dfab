/** Werwolf's playing cards as people read them ("K♠", "D♥" in German, "Q♥" in English), and themed texts. */
import { messages, t, type Lang } from '../../../shared/i18n'
import type { Card, Suit, WerwolfTheme, WerwolfView } from '../../../shared/views/werwolf'
import { useRoom } from '../../lib/room-context'

const SUIT_SYMBOLS: Record<Suit, string> = { spades: '♠', clubs: '♣', diamonds: '♦', hearts: '♥' }

/** The rank as printed on the card in this language (B/D/K in German for J/Q/K). */
export function rankText(lang: Lang, rank: Card['rank']): string {
  if (rank !== 'J' && rank !== 'Q' && rank !== 'K') return rank
  const key = `werwolf.rank.${rank}`
  const text = t(lang, key)
  return text === key ? rank : text
}

/** A card's short symbol, e.g. "K♠". */
export function cardSymbol(lang: Lang, card: Card): string {
  return `${rankText(lang, card.rank)}${SUIT_SYMBOLS[card.suit]}`
}

/** Hearts and diamonds are red. */
export function isRed(card: Card): boolean {
  return card.suit === 'hearts' || card.suit === 'diamonds'
}

/** The game's theme, from the room's current view (Werwolf until a view says otherwise). */
export function useTheme(): () => WerwolfTheme {
  const { link } = useRoom()
  return () => (link.state.current?.view as WerwolfView | null | undefined)?.theme ?? 'werwolf'
}

/** The Mafia variant of a UI text where one exists (`…_mafia`), else the text itself. */
export function themed(key: string, theme: WerwolfTheme): string {
  const variant = `${key}_mafia`
  return theme === 'mafia' && Object.hasOwn(messages.en, variant) ? variant : key
}
