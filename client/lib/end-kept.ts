/**
 * "Another round" takes the room back to the lobby at the host's tap, while the others may still be
 * reading the end screen: who was who, who voted for whom. Their phones keep showing it, with the
 * last view the room sent, until they go to the lobby themselves, the host changes the game, or
 * the next game starts. The host, who asked for it, goes at once, and so does a game on this
 * device (every seat is the host's there).
 */
import { createEffect, createSignal, on } from 'solid-js'
import { unwrap } from 'solid-js/store'
import type { GameId, SeatId } from '../../shared/games'
import type { RoomLink } from './connection'

/** The end screen this phone still shows after the room went back to the lobby. */
export interface KeptEnd {
  game: GameId
  view: unknown
  /** Everyone's name at the end: the new round's lobby no longer has those who left. */
  names: Record<SeatId, string>
}

export function useKeptEnd(link: RoomLink, local: boolean): { kept(): KeptEnd | null; leave(): void } {
  const phase = () => link.state.current?.room.phase
  /** The end's view as last sent (the store replaces it with null in the lobby; it is never changed after). */
  let last: KeptEnd | null = null
  createEffect(() => {
    const current = link.state.current
    if (current?.room.phase !== 'ended' || current.view === null) return
    last = { game: current.room.game, view: unwrap(current.view), names: Object.fromEntries(current.room.seats.map((s) => [s.id, s.name])) }
  })
  const [kept, setKept] = createSignal<KeptEnd | null>(null)
  createEffect(
    on(phase, (now, before) => {
      const current = link.state.current
      if (before === 'ended' && now === 'lobby' && !local && current && current.room.host !== current.you) setKept(last)
      else if (now !== 'lobby') setKept(null)
    }),
  )
  return {
    kept: () => {
      const end = kept()
      return end && phase() === 'lobby' && link.state.current?.room.game === end.game ? end : null
    },
    leave: () => setKept(null),
  }
}
