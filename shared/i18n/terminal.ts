/**
 * Texts of the terminal when `npm start` serves a game night (server/dev/launch.ts): where phones
 * connect, and how to keep the server to this computer. Never loaded by the app itself.
 */
import type { Catalogue } from './index'

export const terminal: Catalogue = {
  de: {
    'terminal.ready': 'Spielleiter läuft. Handys im selben WLAN öffnen:',
    'terminal.scan': 'oder scannen diesen Code:',
    'terminal.others': 'Andere Adressen dieses Computers, falls ein Handy die erste nicht erreicht:',
    'terminal.here': 'Auf diesem Computer: {url}',
    'terminal.keep_local': 'Nur für diesen Computer: HOST=127.0.0.1 npm start',
    'terminal.firewall': 'Fragt der Computer, ob „workerd“ oder „node“ eingehende Verbindungen annehmen darf: im privaten Netz erlauben, sonst erreichen die Handys ihn nicht.',
    'terminal.local_only': 'Spielleiter läuft nur für diesen Computer: {url} (Handys erreichen ihn so nicht; für das WLAN ohne HOST starten).',
    'terminal.no_network': 'Spielleiter läuft, aber dieser Computer hat keine Netzwerkadresse: mit dem WLAN verbinden und neu starten. Bis dahin nur hier: {url}',
    'terminal.partykit_everywhere': 'partykit dev hört immer auf allen Adressen dieses Computers. Nur für diesen Computer: HOST=127.0.0.1 npm start',
    'terminal.stop': 'Beenden: Strg+C',
    'terminal.bad_port': 'PORT muss eine Zahl von 1 bis 65535 sein, nicht „{port}“.',
  },
  en: {
    'terminal.ready': 'Spielleiter is running. Phones on the same Wi-Fi open:',
    'terminal.scan': 'or scan this code:',
    'terminal.others': 'Other addresses of this computer, if a phone cannot reach the first:',
    'terminal.here': 'On this computer: {url}',
    'terminal.keep_local': 'To keep it to this computer: HOST=127.0.0.1 npm start',
    'terminal.firewall': 'If the computer asks whether “workerd” or “node” may accept incoming connections, allow it on private networks, or the phones cannot reach it.',
    'terminal.local_only': 'Spielleiter is running for this computer only: {url} (phones cannot reach it; start without HOST for the Wi-Fi).',
    'terminal.no_network': 'Spielleiter is running, but this computer has no network address: connect it to the Wi-Fi and start again. Until then, only here: {url}',
    'terminal.partykit_everywhere': 'partykit dev always listens on every address of this computer. To keep it to this computer: HOST=127.0.0.1 npm start',
    'terminal.stop': 'Stop: Ctrl-C',
    'terminal.bad_port': 'PORT must be a number from 1 to 65535, not “{port}”.',
  },
}
