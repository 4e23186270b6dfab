/** Shared tools for the word game's engine tests: deals, rigged tables, strict acting, getting to a step. */
import { expect } from 'vitest'
import type { SeatId } from '../../../shared/games'
import type { WordsAction, WordsOptions, WordsPhase, WordsRole, WordsView } from '../../../shared/views/words'
import { isRejection, MODERATOR, type Rejection, type Viewer } from '../../../server/games/contract'
import { words } from '../../../server/games/words'
import type { WordsState } from '../../../server/games/words/state'

export { MODERATOR }

/** Seat ids s1..sN. */
export function seatIds(n: number): SeatId[] {
  return Array.from({ length: n }, (_, i) => `s${i + 1}`)
}

/** The recommended options for n players, with changes. */
export function optionsFor(n: number, options: Partial<WordsOptions> = {}): WordsOptions {
  return { ...words.options.defaults(n), ...options }
}

/** A fresh game. */
export function newGame(n: number, options: Partial<WordsOptions> = {}, seed = 1, now = 0): WordsState {
  return words.setup({ seats: seatIds(n), options: optionsFor(n, options), seed, now })
}

/** The pair every rigged table plays: civilians 'Milchkaffee', undercovers 'Cappuccino'. */
export const RIGGED_PAIR: WordsState['pair'] = {
  id: 'test-1',
  civilian: { word: 'Milchkaffee', alternatives: ['Café au lait', 'cafe creme'] },
  undercover: { word: 'Cappuccino', alternatives: ['Capuccino'] },
  reshuffled: false,
}

/**
 * A game whose roles are dealt as given in seat order (s1 gets roles[0], ...), whose speaking
 * order is table order, and whose pair is RIGGED_PAIR; still in the look.
 */
export function rigged(roles: readonly WordsRole[], options: Partial<WordsOptions> = {}, now = 0): WordsState {
  const count = (role: WordsRole) => roles.filter((r) => r === role).length
  const base = newGame(roles.length, { undercovers: count('undercover'), blanks: count('blank'), ...options }, 1, now)
  const seats = seatIds(roles.length)
  return {
    ...base,
    roles: Object.fromEntries(seats.map((seat, i) => [seat, roles[i] as WordsRole])),
    order: seats,
    opener: seats[0]!,
    pair: RIGGED_PAIR,
  }
}

/** Six players: s1 undercover, the rest civilians. */
export const SIX: WordsRole[] = ['undercover', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian']

/** Acts and insists it was accepted. */
export function play(state: WordsState, seat: SeatId, action: WordsAction, now = 1): WordsState {
  const next = words.act(state, seat, action, now)
  if (isRejection(next)) throw new Error(`rejected ${seat} ${JSON.stringify(action)}: ${next.code}`)
  return next
}

/** Acts and insists it was refused with this code. */
export function refused(state: WordsState, seat: SeatId, action: WordsAction, code: string, now = 1): Rejection {
  const result = words.act(state, seat, action, now)
  expect(isRejection(result), `expected ${code}, got ${isRejection(result) ? '' : 'an accepted action'}`).toBe(true)
  expect((result as Rejection).code).toBe(code)
  return result as Rejection
}

/** Seats still in, in table order. */
export function living(state: WordsState): SeatId[] {
  return state.seats.filter((seat) => !state.out.some((o) => o.seat === seat))
}

/** Everyone looks (in turn on a passed phone), and round one's clues begin. */
export function lookAll(state: WordsState, now = 1): WordsState {
  expect(state.phase).toBe('look')
  let s = state
  for (const seat of living(s)) if (s.phase === 'look' && !s.seen.includes(seat)) s = play(s, seat, { type: 'seen' }, now)
  expect(s.phase).toBe('clue')
  return s
}

/** Every speaker of the current clue step says "Done" (the speaker on their phone; anyone on a passed phone). */
export function cluesAll(state: WordsState, now = 1): WordsState {
  let s = state
  const runoff = s.runoff
  for (let i = 0; i < 20 && s.phase === 'clue' && s.runoff === runoff; i++) {
    const speaker = s.speakers[s.speaking]!
    s = play(s, s.options.mode === 'pass' ? s.seats[0]! : speaker, { type: 'done' }, now)
  }
  return s
}

/** Everyone living is ready to vote (one tap on a passed phone). */
export function readyAll(state: WordsState, now = 1): WordsState {
  expect(state.phase).toBe('debate')
  let s = state
  for (const seat of living(s)) if (s.phase === 'debate') s = play(s, seat, { type: 'ready' }, now)
  return s
}

/** From the look or any clue step to this round's vote, with every step done as the table would. */
export function toVote(state: WordsState, now = 1): WordsState {
  let s = state.phase === 'look' ? lookAll(state, now) : state
  s = cluesAll(s, now)
  if (s.phase === 'debate') s = readyAll(s, now)
  expect(s.phase).toBe('vote')
  return s
}

/** Everyone casts a secret ballot as told (voter → target), in table order. */
export function voteAll(state: WordsState, votes: Record<SeatId, SeatId>, now = 1): WordsState {
  let s = state
  for (const voter of s.seats) if (Object.hasOwn(votes, voter)) s = play(s, voter, { type: 'vote', target: votes[voter]! }, now)
  return s
}

/** Everyone living has seen the count (one tap on a passed phone). */
export function nextAll(state: WordsState, now = 1): WordsState {
  let s = state
  const phase = s.phase
  for (const seat of s.seats) if (s.phase === phase && words.legalActions(s, seat).some((a) => a.type === 'next')) s = play(s, seat, { type: 'next' }, now)
  return s
}

/** Everyone living votes for `target` (the target for the first other voter), secretly or by hands; the count follows. */
export function voteOut(state: WordsState, target: SeatId, now = 1): WordsState {
  const s = state.phase === 'vote' ? state : toVote(state, now)
  const other = s.voters.find((seat) => seat !== target)!
  const votes = Object.fromEntries(s.voters.map((voter) => [voter, voter === target ? other : target]))
  const counted =
    s.options.voting === 'open'
      ? play(s, s.voters[0]!, { type: 'hands', ballots: Object.entries(votes).map(([voter, t]) => ({ voter, target: t })) }, now)
      : voteAll(s, votes, now)
  expect(counted.phase).toBe('count')
  return counted
}

/** Skips steps until the game enters this phase (fails after many). */
export function skipTo(state: WordsState, phase: WordsPhase, now = 1): WordsState {
  let s = words.skip(state, now)
  for (let i = 0; i < 60 && s.phase !== phase; i++) s = words.skip(s, now)
  expect(s.phase).toBe(phase)
  return s
}

/** The view for a viewer. */
export function look(state: WordsState, viewer: Viewer): WordsView {
  return words.view(state, viewer)
}

export { deepFreeze } from '../../support/random-play'
