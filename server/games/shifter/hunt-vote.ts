/**
 * The shifters' choice of a victim. Each living shifter picks once (final); "nothing" counts as a
 * pick for nobody. Once all have picked: the most picks is the victim; a tie and the shifters pick
 * again, only among the tied ("TIE! VOTE AGAIN"); tied again, chance decides among them. If the
 * night's first part ends first, the picks made count: most picks wins, a tie goes to chance, no
 * pick at all means no victim.
 */
import type { SeatId } from '../../../shared/games'
import { ballotList, countVotes, everyoneActed, pickOne, type Ballots } from '../kit'
import { livingShifters } from './seats'
import type { NightState, ShifterState } from './state'

/** The current round's picks: the first round, or the second after a tie. */
export function currentPicks(night: NightState): Ballots {
  return night.tie.length > 0 ? night.runoff : night.attacks
}

/** This shifter has picked in the current round (or the choice is settled). */
export function hasPicked(night: NightState, seat: SeatId): boolean {
  return night.fixed || Object.hasOwn(currentPicks(night), seat)
}

/** Records a shifter's pick (null: nothing) and settles the choice once every living shifter has picked. */
export function recordPick(state: ShifterState, seat: SeatId, target: SeatId | null): ShifterState {
  const night = state.night!
  const picked: NightState =
    night.tie.length > 0 ? { ...night, runoff: { ...night.runoff, [seat]: target } } : { ...night, attacks: { ...night.attacks, [seat]: target } }
  const next = { ...state, night: picked }
  return everyoneActed(livingShifters(next), (s) => hasPicked(picked, s)) ? settle(next, 'all') : next
}

/** Fixes the victim from the picks: with `all` picks in a tie may go to a second round, at the deadline it goes to chance. */
export function settle(state: ShifterState, when: 'all' | 'deadline'): ShifterState {
  const night = state.night
  if (!night || night.fixed) return state
  const second = night.tie.length > 0
  const result = countVotes(state.seats, ballotList(state.seats, currentPicks(night)))
  switch (result.kind) {
    case 'out':
      return fix(state, result.seat, false)
    case 'tie':
      if (!second && when === 'all') return { ...state, night: { ...night, tie: result.tied, runoff: {} } }
      return drawn(state, result.tied)
    case 'none':
      // A second round without picks leaves the first round's tie standing.
      return second ? drawn(state, night.tie) : fix(state, null, false)
  }
}

function drawn(state: ShifterState, tied: readonly SeatId[]): ShifterState {
  const [victim, next] = pickOne(state, tied)
  return fix(next, victim, true)
}

function fix(state: ShifterState, victim: SeatId | null, byChance: boolean): ShifterState {
  return { ...state, night: { ...state.night!, fixed: true, victim, byChance } }
}
