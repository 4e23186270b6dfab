/**
 * The day: talk until everyone living is READY TO VOTE (or the deadline), then a vote. Each living
 * player names another once; the choice is final. Most votes: out. A tie: TIE! VOTE AGAIN, only
 * between the tied; tied again, chance decides among them. Nobody voting (in either round): nobody
 * is out. A dying lover takes the partner along. Then the end check, the farewell (Mortician) and
 * the pause before the night.
 */
import type { SeatId } from '../../../shared/games'
import type { Rejection } from '../contract'
import { ballotList, countVotes, pickOne } from '../kit'
import { kill } from './deaths'
import { afterDeaths, enter } from './flow'
import { voteLines } from './narration'
import { refuse } from './rejections'
import { isAlive, isSeat, living } from './seats'
import type { LogRecord, ShifterState } from './state'

type VoteRecord = Extract<LogRecord, { type: 'vote' }>

/** Discussion: this seat is ready to vote; the vote starts once all living are. */
export function readyAct(state: ShifterState, seat: SeatId): ShifterState | Rejection {
  if (state.phase !== 'discussion') return refuse('wrong_phase')
  if (state.ready.includes(seat)) return refuse('already_acted')
  return { ...state, ready: [...state.ready, seat], acted: true }
}

/** Whom this seat may vote for in the current round. */
export function voteTargets(state: ShifterState, seat: SeatId): SeatId[] {
  const pool = state.phase === 'runoff' ? state.tied.filter((s) => isAlive(state, s)) : living(state)
  return pool.filter((s) => s !== seat)
}

/** A vote, final once cast. */
export function voteAct(state: ShifterState, seat: SeatId, target: SeatId): ShifterState | Rejection {
  if (state.phase !== 'vote' && state.phase !== 'runoff') return refuse('wrong_phase')
  if (Object.hasOwn(state.ballots, seat)) return refuse('already_acted')
  if (!isSeat(state, target)) return refuse('unknown_target')
  if (!isAlive(state, target)) return refuse('target_out')
  if (target === seat) return refuse('self_vote')
  if (state.phase === 'runoff' && !state.tied.includes(target)) return refuse('not_tied')
  return { ...state, ballots: { ...state.ballots, [seat]: target }, acted: true }
}

/** The round closes at `at`: ballots go public; one leader is out, a first tie goes to the runoff. */
export function closeVote(state: ShifterState, at: number): ShifterState {
  const round: 'vote' | 'runoff' = state.phase === 'runoff' ? 'runoff' : 'vote'
  const ballots = ballotList(state.seats, state.ballots)
  const result = countVotes(state.seats, ballots)
  if (round === 'vote' && result.kind === 'tie') {
    const record: VoteRecord = { type: 'vote', day: state.day, round, ballots, out: null, tied: result.tied, byChance: false, followed: [] }
    const logged: ShifterState = { ...state, log: [...state.log, record] }
    return enter({ ...logged, tied: result.tied }, 'runoff', at, voteLines(logged, record))
  }
  let next = state
  let out: SeatId | null = null
  let byChance = false
  if (result.kind === 'out') out = result.seat
  else if (round === 'runoff' && result.kind === 'tie') {
    // Tied again: chance decides among them. Nobody voting, in either round, puts nobody out.
    const [drawn, after] = pickOne(next, result.tied)
    out = drawn
    next = after
    byChance = true
  }
  const [killed, dead] = out === null ? [next, []] : kill(next, [{ seat: out, cause: round }], 'day')
  const record: VoteRecord = { type: 'vote', day: state.day, round, ballots, out, tied: result.kind === 'tie' ? result.tied : [], byChance, followed: dead.slice(1) }
  const logged: ShifterState = { ...killed, log: [...killed.log, record] }
  return afterDeaths(logged, dead, at, voteLines(logged, record), 'dusk')
}
