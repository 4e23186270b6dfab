/**
 * Who has won. At once, checked after every action phase and every vote: the festival when every
 * Cop and V-Mann is out; the police when more than half of the real festival roles (Besucher,
 * Türsteher, VIP as dealt; never the V-Mann) are arrested by markers. After day 5 otherwise: the
 * festival if at least half of the police (rounded up) is out, else the police.
 */
import type { SeatId } from '../../../shared/games'
import type { CopsTeam } from '../../../shared/views/cops'
import { teamOf } from './roles'
import { isAlive, roleOf } from './seats'
import type { CopsState, WinReason } from './state'

/** The dealt seats of a side. */
export function sideOf(state: CopsState, team: CopsTeam): SeatId[] {
  return state.seats.filter((seat) => {
    const role = roleOf(state, seat)
    return role !== undefined && teamOf(role) === team
  })
}

/** The end scoring's numbers: police out of police dealt, festival roles arrested of those dealt. */
export function scoreOf(state: CopsState): { policeOut: number; police: number; arrested: number; festival: number } {
  const police = sideOf(state, 'police')
  const festival = sideOf(state, 'festival')
  return {
    policeOut: police.filter((seat) => !isAlive(state, seat)).length,
    police: police.length,
    arrested: state.out.filter((o) => o.cause === 'arrested' && festival.includes(o.seat)).length,
    festival: festival.length,
  }
}

/** Police out needed after day 5 for the festival: half of the police, rounded up. */
export function policeOutNeeded(police: number): number {
  return Math.ceil(police / 2)
}

/** A result: who won and why. */
export interface Win {
  winner: CopsTeam
  reason: WinReason
}

/** An instant win with the players now at the festival, or null. */
export function instantWin(state: CopsState): Win | null {
  const score = scoreOf(state)
  if (score.policeOut === score.police) return { winner: 'festival', reason: 'policeOut' }
  if (score.arrested * 2 > score.festival) return { winner: 'police', reason: 'raid' }
  return null
}

/** The end scoring after day 5: there is always a clear winner. */
export function finalScore(state: CopsState): Win {
  const score = scoreOf(state)
  return score.policeOut >= policeOutNeeded(score.police)
    ? { winner: 'festival', reason: 'finalFestival' }
    : { winner: 'police', reason: 'finalPolice' }
}

/** Every seat of the winning side, players who are out included. */
export function winnersOf(state: CopsState, winner: CopsTeam): SeatId[] {
  return sideOf(state, winner)
}
