/** valibot pieces for a game's host settings: whole numbers in bounds, and timers in seconds. */
import * as v from 'valibot'
import type { TimerSpec } from './time'

/** A whole number from `min` to `max` (a count of roles, say). */
export function wholeNumber(min: number, max: number) {
  return v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))
}

/** A timer setting: whole seconds within the spec's bounds. */
export function secondsSchema(spec: TimerSpec) {
  return wholeNumber(spec.min, spec.max)
}
