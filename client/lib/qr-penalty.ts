/**
 * The mask penalty of ISO/IEC 18004 (7.8.3): a QR encoder tries all eight masks and keeps the one
 * whose symbol scores lowest, i.e. has the fewest long runs, blocks and finder look-alikes.
 */

const PENALTY_N1 = 3
const PENALTY_N2 = 3
const PENALTY_N3 = 40
const PENALTY_N4 = 10

/** Rule 1 and rule 3 of the penalty for one row or column, read through `at(i)`. */
function linePenalty(size: number, at: (i: number) => number): number {
  let score = 0
  // Runs with a light border as wide as the symbol on each side: the quiet zone counts as light.
  const runs: number[] = []
  let colour = 0
  let length = size
  for (let i = 0; i < size; i++) {
    const module = at(i)
    if (module === colour) {
      length++
      continue
    }
    runs.push(length)
    colour = module
    length = 1
  }
  runs.push(length)
  if (colour === 1) runs.push(size)
  else runs[runs.length - 1]! += size

  // Rule 1: five or more in a row of one colour (the border is not part of the symbol).
  runs.forEach((run, k) => {
    const inside = run - (k === 0 ? size : 0) - (k === runs.length - 1 ? size : 0)
    if (inside >= 5) score += PENALTY_N1 + inside - 5
  })

  // Rule 3: dark-light-dark-light-dark at 1:1:3:1:1 with four light modules before or after it.
  // Runs alternate light, dark, light, ...: dark runs sit at odd indices.
  for (let k = 3; k + 3 < runs.length; k += 2) {
    const n = runs[k - 2]!
    const core = runs[k - 1] === n && runs[k] === 3 * n && runs[k + 1] === n && runs[k + 2] === n
    if (!core) continue
    const before = runs[k - 3]!
    const after = runs[k + 3]!
    if (before >= 4 * n && after >= n) score += PENALTY_N3
    if (after >= 4 * n && before >= n) score += PENALTY_N3
  }
  return score
}

/** The standard's penalty score for a finished grid: lower is easier to scan. */
export function penalty(size: number, modules: Uint8Array): number {
  let score = 0
  const at = (x: number, y: number) => modules[y * size + x]!
  for (let y = 0; y < size; y++) score += linePenalty(size, (x) => at(x, y))
  for (let x = 0; x < size; x++) score += linePenalty(size, (y) => at(x, y))
  // Rule 2: 2×2 blocks of one colour.
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const c = at(x, y)
      if (c === at(x + 1, y) && c === at(x, y + 1) && c === at(x + 1, y + 1)) score += PENALTY_N2
    }
  }
  // Rule 4: far from half dark.
  let dark = 0
  for (const module of modules) dark += module
  const total = size * size
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * PENALTY_N4
  return score
}
