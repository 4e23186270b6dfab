/**
 * Chance over a game's own seeded state: pick, shuffle, roll a die. Each returns the result and
 * the state with its rng moved on, so games stay pure and replayable from their seed.
 */
import { nextFloat, nextInt, pick, shuffle, type Rng } from '../../lib/rng'

export { seedRng, type Rng } from '../../lib/rng'

/** The part of a game's state chance reads. */
export interface SeededState {
  rng: Rng
}

/** One item at random. */
export function pickOne<S extends SeededState, T>(state: S, items: readonly T[]): [T, S] {
  const [item, rng] = pick(state.rng, items)
  return [item, { ...state, rng }]
}

/** The items in a random order. */
export function shuffled<S extends SeededState, T>(state: S, items: readonly T[]): [T[], S] {
  const [order, rng] = shuffle(state.rng, items)
  return [order, { ...state, rng }]
}

/** A die with these faces (any values, e.g. ['1-3', 2, 3, 4, 5, 6]), rolled once. */
export function roll<S extends SeededState, F>(state: S, faces: readonly F[]): [F, S] {
  return pickOne(state, faces)
}

/** A whole number in [0, n). */
export function below<S extends SeededState>(state: S, n: number): [number, S] {
  const [value, rng] = nextInt(state.rng, n)
  return [value, { ...state, rng }]
}

/** True with this probability. */
export function chance<S extends SeededState>(state: S, probability: number): [boolean, S] {
  const [value, rng] = nextFloat(state.rng)
  return [value < probability, { ...state, rng }]
}
