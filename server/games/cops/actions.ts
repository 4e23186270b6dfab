/** valibot schema of Undercover Cops' actions: a variant on `type`, matching `CopsAction`. */
import * as v from 'valibot'
import type { CopsAction } from '../../../shared/views/cops'
import { FLOORS_BY_DAY } from './constants'

/** Seat ids are short ("s1"); anything longer is not a seat. */
const Target = v.pipe(v.string(), v.maxLength(8))
/** A floor number; whether it is open today is the engine's question. */
const Floor = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Math.max(...FLOORS_BY_DAY)))

/** Every action a player can send. */
export const actionSchema = v.variant('type', [
  v.object({ type: v.literal('floor'), floor: Floor }),
  v.object({ type: v.literal('ready') }),
  v.object({ type: v.literal('touch') }),
  v.object({ type: v.literal('search'), target: Target }),
  v.object({ type: v.literal('observe'), target: Target }),
  v.object({ type: v.literal('reveal'), target: Target }),
  v.object({ type: v.literal('vote'), target: Target }),
  v.object({ type: v.literal('decide'), target: Target }),
]) satisfies v.GenericSchema<unknown, CopsAction>
