/**
 * Building notices: a seat goes into a notice as '#<seat>' (the client puts the name in), a key
 * as '@<key>' (rendered in the reader's language).
 */
import type { SeatId } from '../../../shared/games'
import type { HeimlichAgent } from '../../../shared/views/heimlich'

/** A seat as a notice parameter. */
export function seatRef(seat: SeatId): string {
  return `#${seat}`
}

/** An agent's colour name as a notice parameter. */
export function agentRef(agent: HeimlichAgent): string {
  return `@heimlich.agent.${agent}`
}
