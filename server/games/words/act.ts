/** A player's action: refused with a reason, or the new state. The kit runs the common checks first. */
import * as v from 'valibot'
import type { SeatId } from '../../../shared/games'
import type { WordsAction } from '../../../shared/views/words'
import type { Rejection } from '../contract'
import { isAlive, isSeat, playerAction } from '../kit'
import { actionSchema } from './actions'
import { steps } from './flow'
import { fold, guessMatches } from './matcher'
import { refuse } from './rejections'
import type { WordsState } from './state'
import { mayActWhenOut, pendingSteal, speakerOf, tapsForTable, turnOf, voteTargets } from './turns'

/** Applies one action by one seat at `now`. Never throws, never changes `state`. */
export function act(state: WordsState, seat: SeatId, action: WordsAction, now: number): WordsState | Rejection {
  // The room validates actions already; an unchecked caller still gets a refusal, not a throw.
  if (!v.is(actionSchema, action)) return refuse('unknown_action')
  return playerAction(steps, state, seat, now, (current) => apply(current, seat, action), {
    mayActWhenOut: (current) => mayActWhenOut(current, seat, action),
  })
}

function apply(state: WordsState, seat: SeatId, action: WordsAction): WordsState | Rejection {
  switch (action.type) {
    case 'seen':
      return seen(state, seat)
    case 'done':
      return done(state, seat)
    case 'ready':
      if (state.phase !== 'debate') return refuse('wrong_phase')
      return tableTap(state, seat, state.ready, (ready) => ({ ...state, ready }))
    case 'next':
      // After the count, and after the blank's guess once its verdict is shown.
      if (state.phase !== 'count' && !(state.phase === 'steal' && pendingSteal(state) === null)) return refuse('wrong_phase')
      return tableTap(state, seat, state.ready, (ready) => ({ ...state, ready }))
    case 'vote':
      return vote(state, seat, action.target)
    case 'hands':
      return hands(state, seat, action.ballots)
    case 'guess':
      return guess(state, seat, action.word)
    default:
      return refuse('unknown_action')
  }
}

/** Looked at the word: on a passed phone only whoever's turn it is. */
function seen(state: WordsState, seat: SeatId): WordsState | Rejection {
  if (state.phase !== 'look') return refuse('wrong_phase')
  if (state.seen.includes(seat)) return refuse('already_acted')
  if (state.options.mode === 'pass' && turnOf(state) !== seat) return refuse('not_your_turn')
  return { ...state, seen: [...state.seen, seat] }
}

/** The clue is given: the speaker says so on their own phone; on a passed phone whoever holds it. */
function done(state: WordsState, seat: SeatId): WordsState | Rejection {
  if (state.phase !== 'clue') return refuse('wrong_phase')
  if (state.options.mode === 'phones' && speakerOf(state) !== seat) return refuse('not_your_turn')
  return { ...state, spoken: true }
}

/** A tap for the table (ready to vote, count seen): each of the living once, or one tap on a passed phone. */
function tableTap(state: WordsState, seat: SeatId, tapped: readonly SeatId[], write: (tapped: SeatId[]) => WordsState): WordsState | Rejection {
  if (state.options.mode === 'phones' && tapped.includes(seat)) return refuse('already_acted')
  if (!tapsForTable(state, seat, tapped)) return refuse('not_player')
  return write([...tapped, seat])
}

/** A secret ballot, final once cast: never for oneself, never for someone out; in a runoff only for the tied. */
function vote(state: WordsState, seat: SeatId, target: SeatId): WordsState | Rejection {
  if (state.phase !== 'vote') return refuse('wrong_phase')
  if (state.options.voting !== 'secret') return refuse('open_voting')
  if (!state.voters.includes(seat)) return refuse('not_voter')
  if (Object.hasOwn(state.ballots, seat)) return refuse('already_acted')
  if (state.options.mode === 'pass' && turnOf(state) !== seat) return refuse('not_your_turn')
  const checked = checkTarget(state, seat, target)
  if (checked) return checked
  return { ...state, ballots: { ...state.ballots, [seat]: target } }
}

function checkTarget(state: WordsState, voter: SeatId, target: SeatId): Rejection | null {
  if (!isSeat(state, target)) return refuse('unknown_target')
  if (!isAlive(state, target)) return refuse('target_out')
  if (target === voter) return refuse('self_target')
  if (!voteTargets(state, voter).includes(target)) return refuse(state.runoff ? 'not_tied' : 'not_candidate')
  return null
}

/** The show of hands, entered at once on one screen: each voter at most once; whoever is missing did not vote. */
function hands(state: WordsState, seat: SeatId, ballots: readonly { voter: SeatId; target: SeatId }[]): WordsState | Rejection {
  if (state.phase !== 'vote') return refuse('wrong_phase')
  if (state.options.voting !== 'open') return refuse('secret_voting')
  if (state.handsIn) return refuse('already_acted')
  if (!tapsForTable(state, seat, [])) return refuse('not_player')
  const entered: Record<SeatId, SeatId> = {}
  for (const { voter, target } of ballots) {
    if (!state.voters.includes(voter) || Object.hasOwn(entered, voter)) return refuse('bad_hands')
    const checked = checkTarget(state, voter, target)
    if (checked) return checked
    entered[voter] = target
  }
  return { ...state, ballots: entered, handsIn: true }
}

/** The blank's one guess at the civilians' word; the verdict is final. */
function guess(state: WordsState, seat: SeatId, word: string): WordsState | Rejection {
  if (state.phase !== 'steal') return refuse('wrong_phase')
  const steal = pendingSteal(state)
  if (!steal) return refuse('already_acted')
  if (steal.seat !== seat) return refuse('not_stealer')
  const typed = word.replace(/\s+/g, ' ').trim()
  // A guess with no letter or digit is a slip of the finger, not a guess.
  if (fold(typed) === '') return refuse('empty_guess')
  const right = guessMatches(typed, state.pair.civilian.word, state.pair.civilian.alternatives)
  return { ...state, steals: [...state.steals.slice(0, -1), { ...steal, guess: typed, right }] }
}
