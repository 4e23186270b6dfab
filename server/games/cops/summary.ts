/** The end: the outcome the room reads, and the end screen with everything that happened. */
import type { SeatId } from '../../../shared/games'
import type { CopsMarkerChange, CopsRole, CopsSummary } from '../../../shared/views/cops'
import type { Outcome } from '../contract'
import { outcomeReason } from './announcements'
import { wearsWristband } from './roles'
import { markersOf } from './seats'
import type { CopsState } from './state'
import { scoreOf, winnersOf } from './win-check'

/** Winners, side and reason once the game is over; null while it runs. */
export function outcome(state: CopsState): Outcome | null {
  if (state.phase !== 'ended' || state.winner === null) return null
  return { winners: winnersOf(state, state.winner), team: state.winner, reason: outcomeReason(state) }
}

/** Every marker placed or lost, in order: the court order comes before the day's searches. */
export function markerHistory(state: CopsState): CopsMarkerChange[] {
  const totals = new Map<SeatId, number>()
  const changes: CopsMarkerChange[] = []
  const add = (day: number, seat: SeatId, change: 1 | -1, by: SeatId | null) => {
    const total = (totals.get(seat) ?? 0) + change
    totals.set(seat, total)
    changes.push({ day, seat, change, by, total })
  }
  for (const record of state.days) {
    if (record.markerLost !== null) add(record.day, record.markerLost, -1, null)
    for (const a of record.actions) if (a.type === 'search' && a.found === 'marker') add(record.day, a.target, 1, a.by)
  }
  return changes
}

/** The end screen, once the game is over. */
export function summaryOf(state: CopsState): CopsSummary | null {
  const result = outcome(state)
  if (!result || state.winner === null) return null
  return {
    winner: state.winner,
    winners: result.winners,
    reason: result.reason,
    roles: state.seats.map((seat) => {
      const role = state.roles[seat] as CopsRole
      const out = state.out.find((o) => o.seat === seat)
      return { seat, role, wristband: wearsWristband(role), out: out?.cause ?? null, outDay: out?.day ?? null, markers: markersOf(state, seat) }
    }),
    days: state.days,
    markers: markerHistory(state),
    votes: state.log.flatMap((r) =>
      r.type === 'vote' ? [{ day: r.day, round: r.round, ballots: r.ballots, out: r.out, tied: r.tied, vipDouble: r.vipDouble }] : [],
    ),
    decisions: state.log.flatMap((r) => (r.type === 'decision' ? [{ day: r.day, tied: r.tied, out: r.out, by: r.by }] : [])),
    score: scoreOf(state),
  }
}
