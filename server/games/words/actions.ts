/** valibot schema of the word game's actions: a variant on `type`, matching `WordsAction`. */
import * as v from 'valibot'
import type { WordsAction } from '../../../shared/views/words'
import { MAX_GUESS_LENGTH, MAX_PLAYERS } from './constants'

/** Seat ids are short ("s1"); anything longer is not a seat. */
const Target = v.pipe(v.string(), v.maxLength(8))

/** Every action a player can send. */
export const actionSchema = v.variant('type', [
  v.object({ type: v.literal('seen') }),
  v.object({ type: v.literal('done') }),
  v.object({ type: v.literal('ready') }),
  v.object({ type: v.literal('vote'), target: Target }),
  v.object({ type: v.literal('hands'), ballots: v.pipe(v.array(v.object({ voter: Target, target: Target })), v.maxLength(MAX_PLAYERS)) }),
  v.object({ type: v.literal('next') }),
  v.object({ type: v.literal('guess'), word: v.pipe(v.string(), v.maxLength(MAX_GUESS_LENGTH)) }),
]) satisfies v.GenericSchema<unknown, WordsAction>
