/**
 * Building notices: a seat goes into a notice as '#<seat>' (the client puts the name in), a key
 * as '@<key>' (rendered in the reader's language).
 */
import type { SeatId } from '../../../shared/games'
import type { HeimlichAgent, HeimlichDieFace } from '../../../shared/views/heimlich'
import { CHOICE_FACE } from './constants'

/** A seat as a notice parameter. */
export function seatRef(seat: SeatId): string {
  return `#${seat}`
}

/** An agent's colour name as a notice parameter. */
export function agentRef(agent: HeimlichAgent): string {
  return `@heimlich.agent.${agent}`
}

/** A die face as a notice parameter ('1–3' reads the same in both languages). */
export function faceRef(face: HeimlichDieFace): string | number {
  return face === CHOICE_FACE ? '1–3' : face
}
