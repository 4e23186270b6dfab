/**
 * A round in its fixed order: clues (one speaker at a time), debate, vote, count. A tie sends the
 * tied to one more clue each and everyone else still in to a second vote; that runoff never
 * recurses, and a tie of everyone still in skips it. A blank voted out gets the steal before the
 * win check. After an elimination the win check; two rounds in a row without one end in a draw.
 */
import type { SeatId } from '../../../shared/games'
import type { WordsVoteResult } from '../../../shared/views/words'
import { ballotList, clockwiseFrom, countVotes, isAlive, living, nextClockwise } from '../kit'
import { QUIET_ROUNDS_TO_DRAW } from './constants'
import { enter, finish } from './flow'
import type { VoteRecord, WordsState } from './state'
import { winnerNow } from './win-check'

/** Everyone has looked: round one begins. */
export function afterLook(state: WordsState, at: number): WordsState {
  return startRound(state, at)
}

/**
 * Opens the next round: the opener moves one on in the order shuffled at the deal (skipping those
 * who are out), so nobody opens twice in a row; everyone still in speaks once, from the opener.
 */
export function startRound(state: WordsState, at: number): WordsState {
  const round = state.round + 1
  const alive = (seat: SeatId) => isAlive(state, seat)
  const opener = round === 1 ? (state.order.find(alive) ?? state.opener) : (nextClockwise(state.order, state.opener, alive) ?? state.opener)
  const speakers = clockwiseFrom(state.order, opener).filter(alive)
  return enter({ ...state, round, opener, runoff: false, speakers, speaking: 0 }, 'clue', at)
}

/** The speaker is done (or their time is up): the next speaker, else the debate (or, in a runoff, the vote). */
export function afterClue(state: WordsState, at: number): WordsState {
  if (state.speaking + 1 < state.speakers.length) return enter({ ...state, speaking: state.speaking + 1 }, 'clue', at)
  return state.runoff ? openVote(state, at) : enter(state, 'debate', at)
}

/** The debate is over: the vote, or the next round when round one goes without one. */
export function afterDebate(state: WordsState, at: number): WordsState {
  // The round without a vote is extra information, not a round in which the vote found nobody.
  if (state.round === 1 && state.options.noVoteFirstRound) return startRound(state, at)
  return openVote(state, at)
}

/** The tied of the vote that led to the current runoff. */
export function tiedOf(state: WordsState): SeatId[] {
  if (!state.runoff) return []
  const opening = [...state.votes].reverse().find((v) => v.round === state.round && !v.runoff)
  return opening?.tied ?? []
}

/** Who votes and for whom: everyone still in for anyone else still in; in a runoff, those not tied for the tied. */
function openVote(state: WordsState, at: number): WordsState {
  const alive = living(state)
  const tied = tiedOf(state)
  const voters = state.runoff ? alive.filter((seat) => !tied.includes(seat)) : alive
  const candidates = state.runoff ? tied.filter((seat) => alive.includes(seat)) : alive
  return enter({ ...state, voters, candidates }, 'vote', at)
}

/** The vote closes: the ballots become public, the count shows them, and whoever has most is out. */
export function closeVote(state: WordsState, at: number): WordsState {
  const ballots = ballotList(state.seats, state.ballots)
  const counted = countVotes(state.seats, ballots)
  let result: WordsVoteResult = 'none'
  let out: SeatId | null = null
  let tied: SeatId[] = []
  if (counted.kind === 'out') {
    result = 'out'
    out = counted.seat
  } else if (counted.kind === 'tie') {
    tied = counted.tied
    if (state.runoff) result = 'tieAgain'
    // Nobody outside the tie could vote again.
    else if (living(state).every((seat) => tied.includes(seat))) result = 'allTied'
    else result = 'runoff'
  }
  const record: VoteRecord = { round: state.round, runoff: state.runoff, ballots, result, out, tied }
  const next: WordsState = {
    ...state,
    votes: [...state.votes, record],
    out: out === null ? state.out : [...state.out, { seat: out, round: state.round, runoff: state.runoff }],
  }
  return enter(next, 'count', at)
}

/** The count has been seen: the steal for a blank, the win check, the runoff, or the round ends without anyone out. */
export function afterCount(state: WordsState, at: number): WordsState {
  const record = state.votes.at(-1)
  if (!record) return startRound(state, at)
  switch (record.result) {
    case 'out': {
      const seat = record.out as SeatId
      if (state.roles[seat] === 'blank') return enter({ ...state, steals: [...state.steals, { seat, round: state.round, guess: null, right: null }] }, 'steal', at)
      return afterElimination(state, at)
    }
    case 'runoff': {
      const speakers = clockwiseFrom(state.order, state.opener).filter((seat) => record.tied.includes(seat))
      return enter({ ...state, runoff: true, speakers, speaking: 0 }, 'clue', at)
    }
    case 'allTied':
    case 'tieAgain':
    case 'none':
      return afterQuietRound(state, at)
  }
}

/** The blank's steal is over (a guess, or the host moved on without one): a right guess wins alone. */
export function afterSteal(state: WordsState, at: number): WordsState {
  const steal = state.steals.at(-1)
  if (!steal) return afterElimination(state, at)
  if (steal.right === true) return finish(state, 'blank', 'steal', at)
  const settled: WordsState = steal.right === null ? { ...state, steals: [...state.steals.slice(0, -1), { ...steal, right: false }] } : state
  return afterElimination(settled, at)
}

/** Someone went out: the win check, else the next round. */
function afterElimination(state: WordsState, at: number): WordsState {
  const next = { ...state, quiet: 0 }
  const win = winnerNow(next)
  if (win) return finish(next, win, win === 'civilians' ? 'noInfiltrators' : 'outnumbered', at)
  return startRound(next, at)
}

/** A round with a vote ended without anyone out: no verdict; the second in a row ends the game as a draw. */
function afterQuietRound(state: WordsState, at: number): WordsState {
  const quiet = state.quiet + 1
  if (quiet >= QUIET_ROUNDS_TO_DRAW) return finish({ ...state, quiet }, null, 'draw', at)
  return startRound({ ...state, quiet }, at)
}
