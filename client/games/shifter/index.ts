/**
 * Shifter Under Us' client: lobby settings, game screens and texts.
 *
 * Its test hooks (data-testid), besides the platform's (client/main.tsx):
 *   secret-card          the covered card (data-state "hidden" or "shown"); tap to open or close
 *   card-role            the role's name on the open card
 *   card-now             the line for this step on the open card (a finding, what a tap means)
 *   heal                 the Alchemist's HEAL, on the open card
 *   confirm-role         the role card step: "I know my role" (aria-pressed)
 *   night-names          the names of a night or farewell step, the same on every phone
 *   nothing              "Do nothing" under those names
 *   step-done            the line that says this phone is done for the step
 *   hurry                HURRY, in the last seconds of a night step
 *   eliminated           YOU HAVE BEEN ELIMINATED
 *   shifter-mark-<seat>  a fellow shifter's mark in the table (only while the card is open)
 *   opt-shifters         the shifter count; opt-fewer / opt-more change it
 *   opt-<role>           a special role's switch
 */
import type { Catalogue } from '../../../shared/i18n'
import { shifter } from '../../../shared/i18n/shifter'
import { shifterScreens } from '../../../shared/i18n/shifter-screens'
import './shifter.css'

export { ShifterSettings as Settings } from './settings'
export { ShifterGame as Game } from './game'
export { ShifterTable as Table } from './tv'
export { countShown as tableCount } from './night-count'

/** Shifter Under Us' texts: the engine's and the screens'. */
export const texts: readonly Catalogue[] = [shifter, shifterScreens]
