/**
 * The festival day in its fixed order: floor choice (days 1–4; day 5 has one floor and no
 * choice), event (days 2–5), action, discussion, banishment vote (days 2–5) with runoff and the
 * VIP's decision. Every step ends here, whether by its deadline, a skip, or everyone being done;
 * the win check follows every action phase and every banishment. After day 5: the end scoring.
 */
import type { SeatId } from '../../../shared/games'
import type { CopsDayRecord } from '../../../shared/views/cops'
import { ballotList, pickOne } from '../kit'
import { resolveActions } from './action-phase'
import { countRound } from './banishment'
import { DAYS, FIRST_EVENT_DAY, FIRST_VOTE_DAY } from './constants'
import { drawEvent } from './events'
import { floorsOn, placeEveryone } from './floors'
import { eliminate, enter, finish } from './flow'
import type { CopsState } from './state'
import { finalScore, instantWin } from './win-check'

/** Opens festival day `day` at `at`: its record, then the floor choice, or straight on with one floor. */
export function startDay(state: CopsState, day: number, at: number): CopsState {
  const record: CopsDayRecord = {
    day,
    floors: floorsOn(day),
    event: null,
    markerLost: null,
    placement: {},
    placedAtRandom: [],
    actions: [],
    arrested: [],
  }
  const next: CopsState = { ...state, day, days: [...state.days, record] }
  if (record.floors > 1) return enter(next, 'floor', at)
  return afterFloors(placeEveryone(next), at)
}

/** The floor choice ends: whoever has not chosen goes to a random floor. */
export function endFloor(state: CopsState, at: number): CopsState {
  return afterFloors(placeEveryone(state), at)
}

function afterFloors(state: CopsState, at: number): CopsState {
  if (state.day >= FIRST_EVENT_DAY) return enter(drawEvent(state), 'event', at)
  return enterAction(state, at)
}

/** The event card has been shown. */
export function endEvent(state: CopsState, at: number): CopsState {
  return enterAction(state, at)
}

/** The action phase (over at once when nobody stands with anyone: the step table sees to that). */
function enterAction(state: CopsState, at: number): CopsState {
  return enter(state, 'action', at)
}

/** The action phase ends: everything resolves at once, arrests, the win check, then the discussion. */
export function endAction(state: CopsState, at: number): CopsState {
  const next = resolveActions(state)
  const win = instantWin(next)
  if (win) return finish(next, win.winner, win.reason, at)
  return enter(next, 'discussion', at)
}

/** The discussion ends: the vote (from day 2), or the next day (day 1 is the rest day of democracy). */
export function endDiscussion(state: CopsState, at: number): CopsState {
  if (state.day >= FIRST_VOTE_DAY) return enter(state, 'vote', at)
  return nextDay(state, at)
}

/** After the last step of a day: the next day, or the end scoring after day 5. */
function nextDay(state: CopsState, at: number): CopsState {
  if (state.day >= DAYS) {
    const win = finalScore(state)
    return finish(state, win.winner, win.reason, at)
  }
  return startDay(state, state.day + 1, at)
}

/**
 * A vote or runoff closes: ballots go public (face down until the end after a tied first round,
 * where the VIP's vote counted double or, by the tie standing, plainly did not); one player leaves,
 * or the tie goes on down the chain.
 */
export function closeRound(state: CopsState, at: number): CopsState {
  const round = state.phase === 'runoff' ? 'runoff' : 'vote'
  const ballots = ballotList(state.seats, state.ballots)
  const result = countRound(state, ballots)
  const tied = result.out === null ? result.tied : []
  const vipDouble = result.out !== null && result.vipDouble
  const record = { type: 'vote', day: state.day, round, ballots, out: result.out, tied, vipDouble } as const
  const logged: CopsState = {
    ...state,
    tied,
    log: [...state.log, round === 'vote' && ballots.length > 0 && (result.vipDouble || result.out === null) ? { ...record, sealed: true } : record],
  }
  if (result.out !== null) return banish(logged, result.out, at)
  // The VIP's step runs even when the VIP is out (everyone still in taps, and chance decides), so
  // the app never tells the table whether the VIP is still in.
  return enter(logged, round === 'vote' ? 'runoff' : 'vipDecides', at)
}

/** The tie after the runoff is decided: by the VIP, or by chance. */
export function decide(state: CopsState, out: SeatId, by: 'vip' | 'chance', at: number): CopsState {
  const logged: CopsState = { ...state, log: [...state.log, { type: 'decision', day: state.day, tied: state.tied, out, by }] }
  return banish(logged, out, at)
}

/** Chance picks among the tied (the VIP is out, or let the deadline pass). */
export function decideByChance(state: CopsState, at: number): CopsState {
  const [out, next] = pickOne(state, state.tied)
  return decide(next, out, 'chance', at)
}

function banish(state: CopsState, seat: SeatId, at: number): CopsState {
  const next = eliminate(state, seat, 'banished')
  const win = instantWin(next)
  if (win) return finish(next, win.winner, win.reason, at)
  return nextDay(next, at)
}
