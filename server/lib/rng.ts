/**
 * A small seeded PRNG (mulberry32) whose whole state is one number, so it lives inside game state,
 * survives snapshots and makes every game replayable. Functions return the next rng state with the
 * value; nothing is mutated.
 */

/** The PRNG state: a 32-bit unsigned integer. */
export type Rng = number

/** Turns any seed into a starting state. */
export function seedRng(seed: number): Rng {
  return (Math.floor(seed) ^ 0x9e3779b9) >>> 0
}

/** A float in [0, 1) and the next state. */
export function nextFloat(rng: Rng): [number, Rng] {
  const next = (rng + 0x6d2b79f5) >>> 0
  let t = next
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next]
}

/** An integer in [0, n) and the next state. */
export function nextInt(rng: Rng, n: number): [number, Rng] {
  const [f, next] = nextFloat(rng)
  return [Math.floor(f * n), next]
}

/** One element picked at random and the next state. */
export function pick<T>(rng: Rng, items: readonly T[]): [T, Rng] {
  const [i, next] = nextInt(rng, items.length)
  return [items[i] as T, next]
}

/** A shuffled copy (Fisher–Yates) and the next state. */
export function shuffle<T>(rng: Rng, items: readonly T[]): [T[], Rng] {
  const out = items.slice()
  let state = rng
  for (let i = out.length - 1; i > 0; i--) {
    let j: number
    ;[j, state] = nextInt(state, i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return [out, state]
}
