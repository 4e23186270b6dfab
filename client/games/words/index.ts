/**
 * The Undercover word game's client: lobby settings, game screens and texts.
 *
 * Its test hooks (data-testid), besides the platform's (client/main.tsx) and the kit's:
 *   my-word             the word on the covered card; `data-word` is it ('' for a blank)
 *   words-seen          "seen it" in the look step (aria-pressed)
 *   speaker             who gives the clue now; `data-seat` is the seat
 *   words-done          the speaker's "done"
 *   words-rules         the three table rules, pinned to the clue step
 *   debate-ring         the debate timer; `data-over` turns 'true' at zero
 *   vote-progress       "3 / 6 voted"
 *   hands-<seat>        a voter's pick in the show of hands; hands-submit enters them
 *   count               the count; `data-landed` ballots shown, `data-done` when all are
 *   ballot              one ballot at the count
 *   flipped             the turned-over card of who is out
 *   words-next          "next" after the count or the steal (aria-pressed)
 *   words-guess         the blank's guess; words-guess-submit sends it
 *   words-winner        the end's heading; truth-table, both-words, vote-<round>[-runoff], steal-line
 *   words-room-lang     the room's language on read-only settings
 */
import type { Catalogue } from '../../../shared/i18n'
import { words } from '../../../shared/i18n/words'
import { wordsScreens } from '../../../shared/i18n/words-screens'
import './words.css'

export { WordsSettings as Settings } from './settings'
export { onePhone } from './passed-phone'
export { startWarning } from './start-warning'
export { WordsGame as Game } from './game'
export { WordsTable as Table } from './tv'

/** The word game's texts: the engine's and the screens'. */
export const texts: readonly Catalogue[] = [words, wordsScreens]
