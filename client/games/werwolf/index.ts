/** Werwolf's client: lobby settings, game screens, the table screen's board and texts. */
import type { Catalogue } from '../../../shared/i18n'
import { werwolf } from '../../../shared/i18n/werwolf'
import { werwolfMafia } from '../../../shared/i18n/werwolf-mafia'
import { werwolfScreens } from '../../../shared/i18n/werwolf-screens'
import './werwolf.css'

export { WerwolfSettings as Settings } from './settings'
export { WerwolfGame as Game } from './game'
export { WerwolfTable as Table } from './tv'
export { countShown as tableCount } from './night-card'

/** Werwolf's texts: the engine's, the Mafia theme's and the screens'. */
export const texts: readonly Catalogue[] = [werwolf, werwolfMafia, werwolfScreens]
