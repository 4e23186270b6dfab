/**
 * Undercover Cops' client: lobby settings, game screens and texts.
 *
 * Its test hooks (data-testid), besides the platform's (client/main.tsx):
 *   marker-count         evidence markers on you, on your card; `data-markers` is the number
 *   reveals-left         the Türsteher's reveals left
 *   floor-<n>            floor choice, floor n (aria-pressed = your pick)
 *   event-card           the day's event card; `data-event` is its id
 *   event-ready          "continue" under the event card (aria-pressed)
 *   scene                your floor as figures; `data-people`, `data-wristbands` are the counts
 *   act-observe          the Türsteher observes (aria-checked) ...
 *   act-reveal           ... or reveals a role instead
 *   confirm-action       confirms a final choice after a target-<seatId> tap (action, the VIP's pick)
 *   result-card          your newest summary after an action phase; `data-day` is its day
 *   result-<kind>        a line of it: marker, badge, wristband, no-wristband, nothing, role, none,
 *                        searched, markers, arrested, marker-lost (note-card: a court order before the summary)
 *   news-<kind>          a big announcement: arrest, no-arrest, banished, tie
 *   out-banner           you are out and watch in silence
 *   day-<n>              one festival day's record (end screen, moderator)
 */
import type { Catalogue } from '../../../shared/i18n'
import { cops } from '../../../shared/i18n/cops'
import { copsScreens } from '../../../shared/i18n/cops-screens'
import './cops.css'

export { CopsSettings as Settings } from './settings'
export { CopsGame as Game } from './game'
export { CopsTable as Table } from './tv'

/** Undercover Cops' texts: the engine's and the screens'. */
export const texts: readonly Catalogue[] = [cops, copsScreens]
