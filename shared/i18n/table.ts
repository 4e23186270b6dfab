/**
 * Texts of the table screen (a TV, tablet or laptop in the middle of the table): it speaks to the
 * whole table at once, never to one person. Loaded with the table screen's code.
 */
import type { Catalogue } from './index'

export const table: Catalogue = {
  de: {
    'ui.tv.corner': 'Link verloren? Scannen:',
    'ui.tv.corner_label': 'QR-Code zum Wiederkommen: {url}',
    'ui.tv.board': 'Spielbrett',
    'ui.tv.code': 'Raumcode {code}',
  },
  en: {
    'ui.tv.corner': 'Lost the link? Scan:',
    'ui.tv.corner_label': 'QR code to come back: {url}',
    'ui.tv.board': 'Board',
    'ui.tv.code': 'Room code {code}',
  },
}
