/** What a seat may do right now, as concrete actions (for bots, random-play tests and hints; never sent to a phone). */
import type { SeatId } from '../../../shared/games'
import type { WordsAction } from '../../../shared/views/words'
import { isAlive, isSeat } from '../kit'
import type { WordsState } from './state'
import { mayVote, pendingSteal, speakerOf, tapsForTable, turnOf, voteTargets } from './turns'

/**
 * Some shows of hands: everyone for one candidate (each candidate in turn), and one split evenly
 * between two, so both an elimination and a tie come up.
 */
function someHands(state: WordsState): WordsAction[] {
  const { voters, candidates } = state
  const choose = (voter: SeatId, wanted: SeatId) => (wanted !== voter ? wanted : (candidates.find((c) => c !== voter) ?? null))
  const entry = (pickFor: (voter: SeatId, i: number) => SeatId | null): WordsAction => ({
    type: 'hands',
    ballots: voters.flatMap((voter, i) => {
      const target = pickFor(voter, i)
      return target === null ? [] : [{ voter, target }]
    }),
  })
  const out = candidates.map((c) => entry((voter) => choose(voter, c)))
  const [a, b] = candidates
  if (a !== undefined && b !== undefined) out.push(entry((voter, i) => choose(voter, i % 2 === 0 ? a : b)))
  return out
}

/** Every action `act` would accept from this seat now (the steal: the right word and a wrong one). */
export function legalActions(state: WordsState, seat: SeatId): WordsAction[] {
  if (!isSeat(state, seat)) return []
  const alive = isAlive(state, seat)
  switch (state.phase) {
    case 'look':
      if (!alive || state.seen.includes(seat)) return []
      return state.options.mode === 'phones' || turnOf(state) === seat ? [{ type: 'seen' }] : []
    case 'clue':
      if (state.options.mode === 'pass') return [{ type: 'done' }]
      return speakerOf(state) === seat ? [{ type: 'done' }] : []
    case 'debate':
      return tapsForTable(state, seat, state.ready) ? [{ type: 'ready' }] : []
    case 'vote':
      if (state.options.voting === 'open') return tapsForTable(state, seat, []) && !state.handsIn ? someHands(state) : []
      return mayVote(state, seat) ? voteTargets(state, seat).map((target) => ({ type: 'vote', target })) : []
    case 'count':
      return tapsForTable(state, seat, state.ready) ? [{ type: 'next' }] : []
    case 'steal': {
      const steal = pendingSteal(state)
      if (steal === null) return tapsForTable(state, seat, state.ready) ? [{ type: 'next' }] : []
      return steal.seat === seat
        ? [
            { type: 'guess', word: state.pair.civilian.word },
            { type: 'guess', word: state.pair.undercover.word },
          ]
        : []
    }
    case 'ended':
      return []
  }
}
