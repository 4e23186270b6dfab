/**
 * The Undercover word game: civilians share a word, undercovers hold a similar one, blanks hold
 * none, and nobody is told their side. Played on everyone's own phone or on one phone passed round.
 * The definition the room runs; each piece lives in its own file.
 */
import type { SeatId } from '../../../shared/games'
import { manifest, type WordsAction, type WordsOptions, type WordsView } from '../../../shared/views/words'
import type { GameDefinition } from '../contract'
import { defineGame } from '../kit'
import { act } from './act'
import { actionSchema } from './actions'
import { steps } from './flow'
import { legalActions } from './legal-actions'
import { hostOptions } from './options'
import { rules } from './rules-doc'
import { memory, setup } from './setup'
import type { WordsState } from './state'
import { outcome } from './summary'
import { turnOf } from './turns'
import { view } from './view'

export type { WordsState } from './state'

/** The word game's definition. */
export const words: GameDefinition<WordsState, WordsAction, WordsView, WordsOptions> = defineGame({
  manifest, steps, rules, options: hostOptions, action: actionSchema, setup, act, legalActions, view, outcome, memory, holder,
  passesPhone: (options) => options.mode === 'pass',
})

/** On a passed phone: the seat whose turn it is to hold it (to look, vote or steal); null while the table talks. */
function holder(state: WordsState, seats: readonly SeatId[]): SeatId | null {
  const turn = turnOf(state)
  return turn !== null && seats.includes(turn) ? turn : null
}
