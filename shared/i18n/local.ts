/**
 * Texts of a game played on one phone passed round the table (client/screens/local.tsx): no link,
 * no table screen, no network.
 */
import type { Catalogue } from './index'

export const local: Catalogue = {
  de: {
    'ui.local.title': 'Auf diesem Handy',
    'ui.local.bar': 'Auf diesem Handy',
    'ui.local.about': 'Alle spielen auf diesem einen Handy, das reihum geht. Ein Netz braucht es dafür nicht.',
    'ui.local.player': 'Spieler 1',
    'ui.local.start': 'Los geht’s',
    'ui.local.loading': 'Das Spiel auf diesem Handy wird vorbereitet …',
    'ui.local.unavailable_title': 'Offline-Spiel noch nicht bereit',
    'ui.local.unavailable': 'Dieses Handy hat das Spiel ohne Netz noch nicht geladen. Öffne „Auf diesem Handy spielen“ einmal mit Internet; danach geht es auch im Flugmodus.',
    'ui.local.storage_failed': 'Dieses Handy lässt die App kein Spiel speichern – der Speicher ist voll, oder es ist ein privates Fenster. Mach Platz oder öffne die App in einem normalen Fenster.',
    'ui.local.note_title': 'Nur auf diesem Handy',
    'ui.local.note': 'Dieses Spiel läuft ganz auf diesem Gerät: kein Link, keine Tischanzeige, keine weiteren Handys. Gebt das Handy reihum – ein Netz braucht ihr nicht. Das Spiel bleibt gespeichert, auch wenn die App zugeht.',
    'ui.local.end': 'Spiel auf diesem Handy beenden',
    'ui.local.end_ask': 'Das Spiel auf diesem Handy wirklich beenden? Es wird gelöscht.',
    'ui.local.end_confirm': 'Ja, beenden',
    'ui.local.unreadable': 'Das Spiel auf diesem Handy lässt sich nicht mehr öffnen. Beende es, dann könnt ihr ein neues anfangen.',
    'ui.local.restarting': 'Das Spiel auf diesem Handy wird neu geladen … Bleibt es dabei, ist vielleicht der Speicher des Handys voll.',
  },
  en: {
    'ui.local.title': 'On this phone',
    'ui.local.bar': 'On this phone',
    'ui.local.about': 'Everyone plays on this one phone, passed round. No network needed.',
    'ui.local.player': 'Player 1',
    'ui.local.start': 'Let’s go',
    'ui.local.loading': 'Getting the game ready on this phone …',
    'ui.local.unavailable_title': 'Offline play is not ready yet',
    'ui.local.unavailable': 'This phone has not loaded the game for offline play yet. Open “Play on this phone” once with internet; after that it works in airplane mode too.',
    'ui.local.storage_failed': 'This phone does not let the app keep a game – its storage is full, or this is a private window. Free some space or open the app in a normal window.',
    'ui.local.note_title': 'On this phone only',
    'ui.local.note': 'This game runs entirely on this device: no link, no table screen, no other phones. Pass the phone round – you need no network. The game is kept even when the app closes.',
    'ui.local.end': 'End the game on this phone',
    'ui.local.end_ask': 'Really end the game on this phone? It will be deleted.',
    'ui.local.end_confirm': 'Yes, end it',
    'ui.local.unreadable': 'The game on this phone can no longer be opened. End it, and you can start a new one.',
    'ui.local.restarting': 'Reloading the game on this phone … If this stays, the phone’s storage may be full.',
  },
}
