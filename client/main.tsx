/**
 * Entry point of the browser client.
 *
 * Stable test hooks (data-testid) for the browser tests:
 *   home-name            home: your name
 *   home-game-<id>       home: the radio button choosing game <id>
 *   home-create          home: create a room
 *   home-code            home: room code input
 *   home-join            home: join the typed room (with a name typed, joins at once; else the room asks)
 *   home-back            home: "back to room …", while this device holds a seat in a room that still exists
 *   home-here            home: play on this phone alone, without a network (or continue the game kept on it)
 *   local-start          a game on this phone: start it (when the start page did not say enough)
 *   local-note           a game on this phone: the lobby's note that there is no link, table screen or other phone
 *   local-bar            a game on this phone: the room bar's label in place of the room code
 *   local-unavailable    a game on this phone: offline play was never loaded on this device
 *   join-name            room link: your name
 *   join-submit          room link: join (or watch, when the game runs)
 *   lobby-code           lobby: the room code, big
 *   lobby-ready          lobby: ready toggle (aria-pressed)
 *   lobby-start          lobby: start (host only; disabled while the options check fails)
 *   player-<seatId>      lobby: one person's row (players and spectators)
 *   phase                room bar: `data-phase` is "lobby" or the game's phase (the view header's `phase`)
 *   secret-card          game: your role card; `data-state` is "hidden" or "shown"
 *   target-<seatId>      game: a name button in a picker (aria-pressed = your current pick)
 *   sleep                game: the single tap at night for roles without an action
 *   read-aloud           game: the leading phone's switch for reading the narration aloud
 *   ready-to-vote        game: discussion, ready to vote (aria-pressed)
 *   abstain              game: runoff abstention, when allowed
 *   skip                 game: end the current step now (host controls, asked first; the moderator's big button)
 *   confirm-yes          an open confirmation dialog: do it (removing a player, ending a step, leaving a running game)
 *   pause / resume       game: host controls
 *   stop                 game: end the game for everyone, back to the lobby (the host's, last on the page; asked first)
 *   rematch              end: back to the lobby with the same seats (host only)
 *   end-screen           end: the end screen container
 *   lost                 the seat was lost; `data-reason` is "replaced", "kicked" or "unknown_room"
 *   not-a-code           a room link whose code cannot be a room code
 *   (each game lists its own hooks in its client folder's index.ts)
 *   lang-switch          switches German/English (shows "EN" or "DE", the language it switches to)
 *   offline              a room while this device has no network: "no connection, your seat is kept"
 *   offline-banner       start page and room link before joining, while this device has no network
 */
import { render } from 'solid-js/web'
import { App } from './app'
import { lang } from './lib/i18n'
import { keepOfflinePlayReady } from './lib/offline-play'
import { registerServiceWorker } from './lib/pwa'
import './styles.css'

document.documentElement.lang = lang()
const root = document.getElementById('app')
if (root) render(() => <App />, root)
registerServiceWorker()
keepOfflinePlayReady()
