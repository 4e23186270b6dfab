/** What each game's client folder gives the platform: its lobby settings, its game screens and its texts. */
import type { Component } from 'solid-js'
import type { Catalogue } from '../../shared/i18n'
import type { Notice } from '../../shared/notice'

/** Props of a game's settings form in the lobby. */
export interface SettingsProps {
  /** The room's current options (the game's options object). */
  options: unknown
  /** Players seated now (spectators and the moderator do not count). */
  players: number
  /** Only the host may change settings; everyone else sees them read-only. */
  editable: boolean
  /** Sends the full new options object; settles when the room has taken it (rejects if refused). */
  onChange(options: unknown): Promise<void>
}

/** Props of a game's main screen. The room, link and names come from `useRoom()`. */
export interface GameProps {
  /** The game's view for this viewer (the shape is the game's own; it starts with the common header). */
  view: unknown
}

/**
 * Props of a game's own table screen: the spectator's view (public only: the room sends the table
 * screen what it sends any spectator). The room, link and names come from `useRoom()`.
 */
export interface TableProps {
  view: unknown
}

/** One game's client. Loaded lazily, so each game is its own chunk, texts included. */
export interface GameModule {
  Settings: Component<SettingsProps>
  Game: Component<GameProps>
  /**
   * The game's public board on the table screen (a TV or tablet everyone sees), drawn below the
   * step's title, timer and narration. Without one, the table screen shows the game's own
   * spectator screen there.
   */
  Table?: Component<TableProps>
  /**
   * Whether the table screen may show how far the step is ("5 of 8 have tapped", the names still
   * awaited) for this view; without this, always. No where a count that stalls on the few with
   * something to do would point at them for the whole table.
   */
  tableCount?(view: unknown): boolean
  /** The game's texts in every language, added when the chunk loads. */
  texts: readonly Catalogue[]
  /**
   * Whether these options play the game on one phone passed round the table: then the host's
   * lobby leaves out what only phones of their own need (the invitation, ready marks, switch
   * codes), and the game's settings hold the list of players.
   */
  onePhone?(options: unknown): boolean
  /**
   * Of the settings' warnings, the one the host must not miss before starting, as the line the
   * footer next to Start shows (the warnings themselves sit far up in the settings); null when
   * none is that serious. Without this, the footer repeats no warning.
   */
  startWarning?(warnings: readonly Notice[]): Notice | null
}
