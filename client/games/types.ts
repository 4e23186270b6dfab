/** What each game's client folder gives the platform: its lobby settings and its game screens. */
import type { Component } from 'solid-js'
import type { Notice } from '../../shared/notice'

/** Props of a game's settings form in the lobby. */
export interface SettingsProps {
  /** The room's current options (the game's options object). */
  options: unknown
  /** Players seated now (spectators and the moderator do not count). */
  players: number
  /** Only the host may change settings; everyone else sees them read-only. */
  editable: boolean
  /** Sends the full new options object. */
  onChange(options: unknown): void
}

/** Props of a game's main screen. The room, link and names come from `useRoom()`. */
export interface GameProps {
  /** The game's view for this viewer (the shape is the game's own). */
  view: unknown
}

/** One game's client. Loaded lazily, so each game is its own chunk. */
export interface GameModule {
  Settings: Component<SettingsProps>
  Game: Component<GameProps>
  /** The game's current phase name from a view (for `data-phase` and step signals). */
  phase(view: unknown): string | null
  /** The current step's title from a view, for the room bar. */
  title(view: unknown): Notice | null
}
