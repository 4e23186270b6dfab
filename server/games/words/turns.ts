/**
 * Who may do what when: the speaker, the voters, the blank who steals, and — when one phone is
 * passed round — whose turn it is to hold it. On a passed phone everyone looks and votes in table
 * order, one at a time; what the whole table does together (a clue is done, on to the vote, the
 * count is seen, the show of hands) is one tap by whoever holds the phone, in or out.
 */
import type { SeatId } from '../../../shared/games'
import type { WordsAction } from '../../../shared/views/words'
import { isAlive, living } from '../kit'
import type { StealRecord, WordsState } from './state'

/** Whose clue it is, or null outside a clue step. */
export function speakerOf(state: WordsState): SeatId | null {
  return state.phase === 'clue' ? (state.speakers[state.speaking] ?? null) : null
}

/** The steal under way (a blank voted out, no guess yet), or null. */
export function pendingSteal(state: WordsState): StealRecord | null {
  const steal = state.steals.at(-1)
  return state.phase === 'steal' && steal && steal.right === null ? steal : null
}

/** On a passed phone: who takes it now (to look, to cast a secret ballot, to steal); null otherwise. */
export function turnOf(state: WordsState): SeatId | null {
  if (state.options.mode !== 'pass') return null
  switch (state.phase) {
    case 'look':
      return living(state).find((seat) => !state.seen.includes(seat)) ?? null
    case 'vote':
      return state.options.voting === 'secret' ? (state.voters.find((seat) => !Object.hasOwn(state.ballots, seat)) ?? null) : null
    case 'steal':
      return pendingSteal(state)?.seat ?? null
    default:
      return null
  }
}

/** The actions the whole table takes together. */
const TABLE_ACTIONS: ReadonlySet<WordsAction['type']> = new Set(['done', 'ready', 'next', 'hands'])

/** Whether this seat may act although it is out: the blank who steals, and anyone for the table on a passed phone. */
export function mayActWhenOut(state: WordsState, seat: SeatId, action: WordsAction): boolean {
  if (action.type === 'guess') return state.phase === 'steal' && state.steals.at(-1)?.seat === seat
  return state.options.mode === 'pass' && TABLE_ACTIONS.has(action.type)
}

/** Whether this seat may cast a secret ballot now (it may not yet have). */
export function mayVote(state: WordsState, seat: SeatId): boolean {
  if (state.phase !== 'vote' || state.options.voting !== 'secret') return false
  if (!state.voters.includes(seat) || Object.hasOwn(state.ballots, seat)) return false
  return state.options.mode === 'phones' || turnOf(state) === seat
}

/** Whom this seat may vote for: the candidates but itself. */
export function voteTargets(state: WordsState, seat: SeatId): SeatId[] {
  return state.candidates.filter((s) => s !== seat && isAlive(state, s))
}

/** Whether this seat taps for the table now (clue done, ready, count seen, show of hands). */
export function tapsForTable(state: WordsState, seat: SeatId, tapped: readonly SeatId[]): boolean {
  if (state.options.mode === 'pass') return state.seats.includes(seat)
  return isAlive(state, seat) && !tapped.includes(seat)
}
