/**
 * Whether a game's screens are drawn on the table screen (the shared TV or tablet). There the
 * table screen draws the step's title, timer, waiting names and narration itself, large, so the
 * kit's phone-sized step header and narration stand aside.
 */
import { createContext, useContext } from 'solid-js'

const TableMode = createContext(false)

/** Marks everything inside as drawn on the table screen. */
export const TableModeProvider = TableMode.Provider

/** True inside the table screen. */
export function onTable(): boolean {
  return useContext(TableMode)
}
