/** Who this device is on a phone passed round the table: whether it is one, and which of its seats acts for a tap. */
import type { SeatId } from '../../../shared/games'
import type { WordsOptions, WordsView } from '../../../shared/views/words'
import type { RoomLink } from '../../lib/connection'

/** Whether the room's options play the game on one phone passed round (the lobby asks). */
export function onePhone(options: unknown): boolean {
  return typeof options === 'object' && options !== null && (options as Partial<WordsOptions>).mode === 'pass'
}

/** Whether this device is the phone passed round: it holds several seats of a game played that way. */
export function isPassDevice(link: RoomLink, view: WordsView): boolean {
  return view.rules.mode === 'pass' && link.more().length > 0
}

/**
 * Who acts for a tap on this device: the seat holding it, else (for the table) the first of its
 * seats that plays. Named in every action, so a resend after a reconnect counts for the same seat.
 */
export function actorOf(link: RoomLink): SeatId | undefined {
  if (link.more().length === 0) return undefined
  const current = link.state.current
  const view = current?.view as WordsView | null | undefined
  if (!current || !view?.players) return undefined
  if (view.me) return view.me.seat
  const mine = [current.you, ...link.more()]
  return mine.find((seat) => seat !== null && view.players.some((p) => p.seat === seat)) ?? undefined
}
