/**
 * What the platform knows of a game without loading it: its manifest. Each game's manifest sits in
 * its shared view file (shared/views/<id>.ts); the server's definition and the client's registry
 * both take it from there, so head counts and names are written once.
 */
import type { Lang } from './i18n'

/** A game's id, as it appears in URLs and frames. The registries say which exist. */
export type GameId = string

/** A seat in a room ("s1", "s2", ...): stable for the room's life, never a secret. */
export type SeatId = string

/** A game as the home screen and the lobby show it before its own code is loaded. */
export interface GameManifest {
  id: GameId
  /** How many may play. */
  players: { min: number; max: number }
  /** The game's name, per language. */
  name: Record<Lang, string>
  /** One sentence that makes someone want to play it, per language. */
  pitch: Record<Lang, string>
  /**
   * The game's own words for the platform's big buttons, per language, where its rule book names
   * them: creating the room on the home screen, joining it from its link, starting it in the lobby.
   */
  labels?: { create?: Record<Lang, string>; join?: Record<Lang, string>; start?: Record<Lang, string> }
  /**
   * Playable on one phone passed round the table, with no network: the home screen names these
   * games where it offers that. True exactly when the game's definition says who holds the phone
   * (`holder`), which a test checks; the flag is here so the home page need not load the engines.
   */
  onePhone?: true
}
