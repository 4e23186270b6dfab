/**
 * The word game under the generic random player (test/support/random-play.ts): the invariants
 * that hold after every event, and a runner that checks them. Options come from the game's own
 * schema, so every switch comes round.
 */
import type { WordsOptions } from '../../../shared/views/words'
import { words } from '../../../server/games/words'
import { isInfiltrator } from '../../../server/games/words/role-table'
import type { WordsState } from '../../../server/games/words/state'
import { winnerNow } from '../../../server/games/words/win-check'
import { optionSpace } from '../../support/option-space'
import { playRandomGame } from '../../support/random-play'

const spaces = new Map<number, WordsOptions[]>()

/** Every accepted combination of the switches at this head count (read once per head count). */
function combinations(n: number): WordsOptions[] {
  let found = spaces.get(n)
  if (!found) spaces.set(n, (found = optionSpace(words, n).combinations as WordsOptions[]))
  return found
}

/** Options for game number `k` at this head count with this many blanks: every accepted switch comes round. */
export function optionsFor(n: number, k: number, blanks?: number): WordsOptions {
  const all = combinations(n)
  const fitting = blanks === undefined ? all : all.filter((o) => o.blanks === blanks)
  if (fitting.length === 0) throw new Error(`no options for ${n} players with ${blanks} blanks`)
  const chosen = fitting[(k * 7) % fitting.length]!
  // Every other game passes one phone round, whatever the rotation picked, so both modes stay played.
  return k % 2 === 1 ? { ...chosen, mode: 'pass' } : chosen
}

/** Checks that hold after every event; throws with a reason otherwise. */
export function checkInvariants(prev: WordsState, s: WordsState): void {
  if (s.stage < prev.stage) throw new Error('stage went down')
  if (s.round < prev.round) throw new Error('round went down')
  if (s.out.length < prev.out.length) throw new Error('someone came back')
  const outSeats = s.out.map((o) => o.seat)
  if (new Set(outSeats).size !== outSeats.length) throw new Error('out twice')
  if (s.phase !== 'ended' && s.deadline === null) throw new Error('running without a deadline')
  if (s.phase === 'ended' && s.deadline !== null) throw new Error('ended with a deadline')
  // A verdict comes only after an elimination, and then at once.
  if (s.phase !== 'ended' && s.phase !== 'count' && s.phase !== 'steal' && winnerNow(s) !== null) throw new Error('the game should have ended')
  if (s.phase === 'ended' && s.reason !== 'draw' && s.reason !== 'steal' && winnerNow(s) !== s.winner) throw new Error('wrong winner')
  if (s.out.length > prev.out.length && prev.phase !== 'vote') throw new Error('out without a vote')
  const alive = s.seats.filter((seat) => !outSeats.includes(seat))
  const infiltrators = alive.filter((seat) => isInfiltrator(s.roles[seat]!)).length
  if (s.phase !== 'ended' && infiltrators >= alive.length - infiltrators && s.phase !== 'count' && s.phase !== 'steal') throw new Error('infiltrators caught up unnoticed')
  if (s.quiet >= 2 && s.phase !== 'ended') throw new Error('two quiet rounds without a draw')
  for (const [voter, target] of Object.entries(s.ballots)) {
    if (voter === target) throw new Error('a vote for oneself')
    if (s.phase === 'vote' && (outSeats.includes(voter) || outSeats.includes(target))) throw new Error('a ballot by or for someone out')
  }
  if (s.phase === 'vote' && s.runoff && s.voters.some((v) => s.candidates.includes(v))) throw new Error('a tied player votes in the runoff')
  if (s.steals.filter((st) => st.right === null).length > 1) throw new Error('two steals at once')
}

/** Plays one game to the end with random legal events, deadlines and skips, checking the invariants. */
export function randomGame(n: number, options: WordsOptions, seed: number, freeze = false) {
  const check = (before: unknown, after: unknown) => checkInvariants(before as WordsState, after as WordsState)
  const { state, events } = playRandomGame(words, { players: n, options, seed, freeze, check })
  return { state: state as WordsState, steps: events }
}
