/** Percentiles and small number helpers. */

/** The p-th percentile (nearest rank) of a list of numbers; null for an empty list. */
export function percentile(values, p) {
  if (!values.length) return null
  const sorted = Float64Array.from(values).sort()
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/** Rounds for the table and the JSON. */
export function round(value, digits = 2) {
  if (value === null || value === undefined || Number.isNaN(value)) return null
  const f = 10 ** digits
  return Math.round(value * f) / f
}
