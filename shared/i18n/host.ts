/**
 * Texts of the host's role at the table: who runs the room, and the controls of a running game
 * (pause, next step, ending the game for everyone).
 */
import type { Catalogue } from './index'

export const host: Catalogue = {
  de: {
    'ui.host.now': '{name} leitet jetzt den Raum.',
    'ui.host.now_you': 'Du leitest jetzt den Raum.',
    'ui.host.controls': 'Steuerung der Spielleitung',
    'ui.host.pause': 'Pause',
    'ui.host.resume': 'Weiter',
    'ui.host.skip': 'Nächster Schritt',
    'ui.host.skip_confirm': 'Diesen Schritt jetzt beenden?',
    'ui.host.skip_body': 'Es geht weiter, als wäre die Zeit des Schritts abgelaufen: Wer noch nicht getippt hat, ist nicht mehr dran, und wo das Spiel dann den Zufall entscheiden lässt, tut es das. Das lässt sich nicht zurücknehmen.',
    'ui.host.skip_do': 'Schritt beenden',
    'ui.host.stop': 'Spiel für alle beenden',
    'ui.host.stop_confirm': 'Das Spiel für alle beenden?',
    'ui.host.stop_body': 'Alle kommen zurück in den Warteraum. Niemand gewinnt, und keine Karte wird aufgedeckt. Das lässt sich nicht zurücknehmen.',
    'ui.host.stop_do': 'Spiel beenden',
    'ui.host.stopped': 'Die Spielleitung hat das Spiel beendet. Keine Karte wurde aufgedeckt.',
  },
  en: {
    'ui.host.now': '{name} now runs the room.',
    'ui.host.now_you': 'You now run the room.',
    'ui.host.controls': 'Host controls',
    'ui.host.pause': 'Pause',
    'ui.host.resume': 'Resume',
    'ui.host.skip': 'Next step',
    'ui.host.skip_confirm': 'End this step now?',
    'ui.host.skip_body': 'The game goes on as if the step’s time had run out: whoever has not tapped yet misses it, and where the game then lets chance decide, it does. This cannot be taken back.',
    'ui.host.skip_do': 'End step',
    'ui.host.stop': 'End the game for everyone',
    'ui.host.stop_confirm': 'End the game for everyone?',
    'ui.host.stop_body': 'Everyone goes back to the lobby. Nobody wins, and no card is turned over. This cannot be taken back.',
    'ui.host.stop_do': 'End game',
    'ui.host.stopped': 'The host ended the game. No card was turned over.',
  },
}
