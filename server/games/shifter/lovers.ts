/**
 * Armoris's couple: his two picks become the lovers, each told whom they love and Armoris told the
 * pair. They are paired when the hunt ends, or at dawn when Armoris picked in the night's last part.
 */
import type { SeatId } from '../../../shared/games'
import { seatsWith } from './seats'
import type { ShifterState } from './state'

/** Tonight's picks as the couple, once: a night that made no couple or already has one is left as it was. */
export function pairTonightsLovers(state: ShifterState): ShifterState {
  const love = state.night?.love ?? []
  if (love.length !== 2 || state.lovers.length > 0) return state
  const [a, b] = love as [SeatId, SeatId]
  const day = state.day
  return {
    ...state,
    lovers: [a, b],
    findings: [
      ...state.findings,
      ...seatsWith(state, 'armoris').map((to) => ({ kind: 'couple' as const, to, day, lovers: [a, b] })),
      { kind: 'lovers' as const, to: a, day, partner: b },
      { kind: 'lovers' as const, to: b, day, partner: a },
    ],
  }
}
