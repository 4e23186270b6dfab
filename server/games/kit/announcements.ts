/**
 * The announcement log: what the table has been told, as records that never change once written.
 * Each viewer reads it through a lens (what that viewer may see of a record, e.g. whether a card
 * is turned over); each entry is built once per record and lens and then handed out as the same
 * object, so a view costs the same late in a game as early, and the room's differences pass over
 * unchanged entries by reference.
 */
import { recordMemo } from '../../lib/record-memo'

/** Appends a record to a log (a new array; the records themselves are never changed). */
export function announce<R>(log: readonly R[], record: R): R[] {
  return [...log, record]
}

/**
 * A reader for one game's log: `lens` names what a viewer may see of a record, `build` makes the
 * entry for that lens. Entries may depend only on the record, the lens and the game's fixed facts.
 */
export function logReader<R extends object, E, C>(lens: (record: R, context: C) => string, build: (record: R, context: C) => E) {
  const memo = recordMemo<R, E>()
  return (log: readonly R[], context: C): E[] => log.map((record) => memo(record, lens(record, context), () => build(record, context)))
}
