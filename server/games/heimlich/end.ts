/**
 * The end: the scoring that takes a marker to the goal ends the game. Every card is turned over.
 * The agent furthest ahead wins (in the variant after the guess bonuses); its owner wins, nobody
 * if it is a free agent. Exact tie, decided by the app: every agent on the top score wins
 * together, so each of their owners wins; a free agent among them wins for nobody, and the
 * owners of the others still win.
 */
import type { SeatId } from '../../../shared/games'
import { notice, type Notice } from '../../../shared/notice'
import type { HeimlichAgent, HeimlichFinalAgent } from '../../../shared/views/heimlich'
import type { Outcome } from '../contract'
import { ABANDON_MS } from './constants'
import { enter } from './flow'
import { guessBonus } from './guess'
import type { EndReason, HeimlichState } from './state'
import { agentRef, seatRef } from './texts'

/** Ends the game for this reason. */
export function finish(state: HeimlichState, reason: EndReason, at: number): HeimlichState {
  return enter({ ...state, result: reason }, 'ended', at)
}

/** Whose card an agent is, or null for a free agent. */
export function ownerOf(state: HeimlichState, agent: HeimlichAgent): SeatId | null {
  return state.seats.find((seat) => state.cards[seat] === agent) ?? null
}

/** Every agent at the end with its owner, marker, bonus and total; furthest ahead first, ties in colour order. */
export function standings(state: HeimlichState): HeimlichFinalAgent[] {
  const rows = state.agents.map((agent) => {
    const seat = ownerOf(state, agent)
    const score = state.scores[agent] ?? 0
    const bonus = seat !== null && state.options.guessVariant ? guessBonus(state, seat) : 0
    return { agent, seat, score, bonus, total: score + bonus, winner: false }
  })
  const top = Math.max(...rows.map((r) => r.total))
  const marked = rows.map((r) => ({ ...r, winner: state.result === 'goal' && r.total === top }))
  return marked.sort((a, b) => b.total - a.total)
}

/** The people who won: the owners of the agents on the top score. */
export function winnersOf(table: readonly HeimlichFinalAgent[]): SeatId[] {
  return table.flatMap((row) => (row.winner && row.seat !== null ? [row.seat] : []))
}

/** Why the game ended, in words. */
export function outcomeReason(state: HeimlichState, table: readonly HeimlichFinalAgent[]): Notice {
  if (state.result === 'abandoned') return notice('heimlich.outcome.abandoned', { minutes: ABANDON_MS / 60_000 })
  const top = table.filter((row) => row.winner)
  if (top.length > 1) {
    const people = top.filter((row) => row.seat !== null).length
    return notice(people > 0 ? 'heimlich.outcome.tie' : 'heimlich.outcome.tieFree', { count: top.length, score: top[0]?.total ?? 0 })
  }
  const [first] = top
  if (!first) return notice('heimlich.outcome.running')
  if (first.seat === null) return notice('heimlich.outcome.free', { agent: agentRef(first.agent), score: first.total })
  return notice('heimlich.outcome.person', { agent: agentRef(first.agent), player: seatRef(first.seat), score: first.total })
}

/** Winners, winning colours and reason once the game is over; null while it runs. */
export function outcome(state: HeimlichState): Outcome | null {
  if (state.phase !== 'ended' || state.result === null) return null
  const table = standings(state)
  const top = table.filter((row) => row.winner).map((row) => row.agent)
  return { winners: winnersOf(table), team: top.length > 0 ? top.join('+') : 'nobody', reason: outcomeReason(state, table) }
}
