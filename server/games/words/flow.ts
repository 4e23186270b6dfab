/**
 * The steps of a round as a table (how long each lasts, what completes it early, what comes when
 * it ends), entering a step, and ending the game. Which step follows which is round.ts; this file
 * only knows how to stand in one.
 *
 * The look (on everyone's own phone) and the clue timer end a step on time. The debate timer only
 * nudges (its end is `nudgeAt`); the debate, the vote, the count and the steal wait for the table
 * (the host may always skip), and move on by themselves only after TABLE_WAIT_SECONDS.
 */
import type { WordsPhase } from '../../../shared/views/words'
import { endedStep, everyoneActed, living, seconds, stepMachine } from '../kit'
import { PASS_TURN_SECONDS, TABLE_WAIT_SECONDS } from './constants'
import { afterCount, afterClue, afterDebate, afterLook, afterSteal, closeVote } from './round'
import type { EndReason, WordsState } from './state'
import type { WordsWinner } from '../../../shared/views/words'

/** Everyone who must tap in a talking step has: each of the living on their own phones, any one tap on a passed phone. */
export function tableDone(state: WordsState, tapped: readonly string[]): boolean {
  return state.options.mode === 'pass' ? tapped.length > 0 : everyoneActed(living(state), (seat) => tapped.includes(seat))
}

/** Every voter has cast a ballot, or the show of hands is in. */
export function voteDone(state: WordsState): boolean {
  if (state.options.voting === 'open') return state.handsIn
  return everyoneActed(state.voters, (seat) => Object.hasOwn(state.ballots, seat))
}

/** A step that waits for the table: it moves on by itself only when the table has walked away. */
const tableWait = () => seconds(TABLE_WAIT_SECONDS)
/** The look and the vote on a phone passed round: a turn each, handing over included, so a big table is not cut off. */
const turnsWait = (state: WordsState, turns: number) => tableWait() + (state.options.mode === 'pass' ? seconds(PASS_TURN_SECONDS) * turns : 0)

/** The steps whose deadline is a real timer the table sees; the others only have the walked-away guard. */
export function timedStep(state: WordsState): boolean {
  return state.phase === 'clue' && state.options.clueSeconds > 0
}

// Each `end` is an arrow: round.ts enters steps again, so the table is built before it has loaded.
export const steps = stepMachine<WordsState, WordsPhase>({
  look: {
    begin: (state) => ({ ...state, seen: [] }),
    // "Once everyone has looked": on their own phones or in turn on a passed one, however long that takes.
    length: (state) => turnsWait(state, living(state).length),
    complete: (state) => everyoneActed(living(state), (seat) => state.seen.includes(seat)),
    end: (state, at) => afterLook(state, at),
  },
  clue: {
    begin: (state) => ({ ...state, spoken: false }),
    length: (state) => (state.options.clueSeconds > 0 ? seconds(state.options.clueSeconds) : tableWait()),
    complete: (state) => state.spoken,
    end: (state, at) => afterClue(state, at),
  },
  debate: {
    begin: (state, at) => ({ ...state, ready: [], nudgeAt: state.options.debateSeconds > 0 ? at + seconds(state.options.debateSeconds) : null }),
    length: tableWait,
    complete: (state) => tableDone(state, state.ready),
    end: (state, at) => afterDebate(state, at),
  },
  vote: {
    begin: (state) => ({ ...state, ballots: {}, handsIn: false }),
    // An open show of hands is entered once; a secret vote passes the phone to every voter.
    length: (state) => turnsWait(state, state.options.voting === 'secret' ? state.voters.length : 0),
    complete: (state) => voteDone(state),
    end: (state, at) => closeVote(state, at),
  },
  count: {
    begin: (state) => ({ ...state, ready: [] }),
    length: tableWait,
    complete: (state) => tableDone(state, state.ready),
    end: (state, at) => afterCount(state, at),
  },
  steal: {
    begin: (state) => ({ ...state, ready: [] }),
    length: tableWait,
    // The verdict stays on screen until the table has seen it, like the count.
    complete: (state) => state.steals.at(-1)?.right !== null && tableDone(state, state.ready),
    end: (state, at) => afterSteal(state, at),
  },
  ended: endedStep(),
})

/** Enters a step at `at`. */
export function enter(state: WordsState, phase: WordsPhase, at: number): WordsState {
  return steps.enter(state, phase, at)
}

/** Ends the game with this result. */
export function finish(state: WordsState, winner: WordsWinner | null, reason: EndReason, at: number): WordsState {
  return enter({ ...state, winner, reason }, 'ended', at)
}
