/**
 * A game's screen may hold the narration back while it shows something happening: the word game's
 * ballots land one by one, and the result is told once they have. On the table screen that holds
 * its narration panel; on a phone, what the screen reader is told of the step (step-announcer.tsx),
 * which would otherwise say the result out loud before the screen shows it.
 */
import { createContext, onCleanup, useContext } from 'solid-js'

/** What the table screen offers its board: hold the narration (true) or let it show (false). */
export type HoldNarration = (held: boolean) => void

const TableHold = createContext<HoldNarration>(() => {})

/** Gives the board inside a way to hold the narration back. */
export const TableHoldProvider = TableHold.Provider

/** Holds the narration back while `held()` says so (and lets it go when the board goes). */
export function useHoldNarration(): HoldNarration {
  const hold = useContext(TableHold)
  onCleanup(() => hold(false))
  return hold
}
