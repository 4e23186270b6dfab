/**
 * Taking players out. When a lover dies, the partner dies at once with them ("heartbreak"),
 * whatever killed the first and whichever side either plays for.
 */
import type { SeatId } from '../../../shared/games'
import type { ShifterCause } from '../../../shared/views/shifter'
import { isAlive, partnerOf } from './seats'
import type { ShifterState } from './state'

/** One death to apply. */
export interface Death {
  seat: SeatId
  cause: ShifterCause
}

/** Applies deaths in order, each followed by the lover's; returns the state and who died, in that order. */
export function kill(state: ShifterState, deaths: readonly Death[], time: 'night' | 'day'): [ShifterState, SeatId[]] {
  let next = state
  const dead: SeatId[] = []
  const queue = [...deaths]
  for (let death = queue.shift(); death !== undefined; death = queue.shift()) {
    if (!isAlive(next, death.seat)) continue
    next = { ...next, out: [...next.out, { seat: death.seat, day: next.day, time, cause: death.cause }] }
    dead.push(death.seat)
    const partner = partnerOf(next, death.seat)
    if (partner !== null && isAlive(next, partner)) queue.push({ seat: partner, cause: 'heartbreak' })
  }
  return [next, dead]
}
