/** valibot schema of Shifter Under Us' actions: a variant on `type`, matching `ShifterAction`. */
import * as v from 'valibot'
import type { ShifterAction } from '../../../shared/views/shifter'

/** Seat ids are short ("s1"); anything longer is not a seat. */
const Target = v.pipe(v.string(), v.maxLength(8))

/** Every action a player can send. */
export const actionSchema = v.variant('type', [
  v.object({ type: v.literal('confirm') }),
  v.object({ type: v.literal('attack'), target: Target }),
  v.object({ type: v.literal('inspect'), target: Target }),
  v.object({ type: v.literal('protect'), target: Target }),
  v.object({ type: v.literal('love'), target: Target }),
  v.object({ type: v.literal('heal') }),
  v.object({ type: v.literal('poison'), target: Target }),
  v.object({ type: v.literal('sleep'), target: v.optional(Target) }),
  v.object({ type: v.literal('touch') }),
  v.object({ type: v.literal('mourn'), target: v.optional(Target) }),
  v.object({ type: v.literal('ready') }),
  v.object({ type: v.literal('vote'), target: Target }),
]) satisfies v.GenericSchema<unknown, ShifterAction>
