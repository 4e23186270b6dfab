/** Shared tools for the Heimlich & Co. engine tests: rigged tables, strict acting, looking at views. */
import { expect } from 'vitest'
import type { SeatId } from '../../../shared/games'
import type { HeimlichAction, HeimlichAgent, HeimlichDieFace, HeimlichOptions, HeimlichView } from '../../../shared/views/heimlich'
import { isRejection, MODERATOR, type Rejection, type Viewer } from '../../../server/games/contract'
import { heimlich } from '../../../server/games/heimlich'
import type { HeimlichState } from '../../../server/games/heimlich/state'

export { MODERATOR }

/** Seat ids s1..sN. */
export function seatIds(n: number): SeatId[] {
  return Array.from({ length: n }, (_, i) => `s${i + 1}`)
}

/** A fresh game with the basic options (overridable). */
export function newGame(n: number, options: Partial<HeimlichOptions> = {}, seed = 1, now = 0): HeimlichState {
  return heimlich.setup({ seats: seatIds(n), options: { ...heimlich.options.defaults(n), ...options }, seed, now })
}

/**
 * A game set up as given: cards in seat order (s1 gets cards[0], ...), s1 moves first with this
 * die; positions, scores and the safe where the test wants them.
 */
export function rigged(
  cards: readonly HeimlichAgent[],
  setup: {
    die?: HeimlichDieFace
    positions?: Partial<Record<HeimlichAgent, number>>
    scores?: Partial<Record<HeimlichAgent, number>>
    safe?: number
    options?: Partial<HeimlichOptions>
    mover?: SeatId
  } = {},
): HeimlichState {
  const base = newGame(cards.length, setup.options ?? {})
  const seats = seatIds(cards.length)
  return {
    ...base,
    cards: Object.fromEntries(seats.map((seat, i) => [seat, cards[i] as HeimlichAgent])),
    order: seats,
    mover: setup.mover ?? 's1',
    die: setup.die ?? base.die,
    positions: { ...base.positions, ...setup.positions },
    scores: { ...base.scores, ...setup.scores },
    safe: setup.safe ?? base.safe,
  }
}

/** Acts and insists it was accepted. */
export function play(state: HeimlichState, seat: SeatId, action: HeimlichAction, now = 1): HeimlichState {
  const next = heimlich.act(state, seat, action, now)
  if (isRejection(next)) throw new Error(`rejected ${seat} ${JSON.stringify(action)}: ${next.code}`)
  return next
}

/** Acts and insists it was refused with this code. */
export function refused(state: HeimlichState, seat: SeatId, action: HeimlichAction, code: string, now = 1): Rejection {
  const result = heimlich.act(state, seat, action, now)
  expect(isRejection(result), `expected ${code}`).toBe(true)
  expect((result as Rejection).code).toBe(code)
  return result as Rejection
}

/** A viewer's view. */
export function viewOf(state: HeimlichState, viewer: Viewer): HeimlichView {
  return heimlich.view(state, viewer)
}

/** The move action for these steps. */
export function move(steps: HeimlichAgent[], points?: 1 | 2 | 3): HeimlichAction {
  return points === undefined ? { type: 'move', steps } : { type: 'move', steps, points }
}

/** Deep-freezes a value, so any mutation by the engine throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
