/** valibot schema of every action a phone may send; the room refuses anything else before the engine sees it. */
import * as v from 'valibot'
import type { HeimlichAction } from '../../../shared/views/heimlich'
import { AGENT_COLOURS, BUILDING_COUNT, MAX_PLAYERS, MAX_POINTS } from './constants'

/** A seat id as phones send it (the engine checks that it plays). */
const SEAT_ID_MAX_LENGTH = 16

const agent = v.picklist(AGENT_COLOURS)

/** The schema of a phone's action. */
export const actionSchema = v.variant('type', [
  v.object({
    type: v.literal('move'),
    steps: v.pipe(v.array(agent), v.maxLength(MAX_POINTS)),
    points: v.optional(v.picklist([1, 2, 3])),
  }),
  v.object({
    type: v.literal('safe'),
    building: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(BUILDING_COUNT - 1)),
  }),
  v.object({
    type: v.literal('guess'),
    guess: v.pipe(v.array(v.object({ of: v.pipe(v.string(), v.maxLength(SEAT_ID_MAX_LENGTH)), agent })), v.maxLength(MAX_PLAYERS)),
  }),
]) satisfies v.GenericSchema<unknown, HeimlichAction>
