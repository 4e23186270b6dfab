/**
 * A memo for what views derive from records that never change once written (log entries with
 * their narration, tallies). Each derived value is built once per record and lens (what the
 * looker may see of it) and then handed out as the same object: a view costs the same late in a
 * game as early, and the room's differences pass over unchanged parts by reference.
 *
 * Records are keys of a WeakMap, so the memo lives exactly as long as the game that holds them.
 * Only for records the engine never mutates, and values that depend on nothing but the record,
 * the lens and the game's fixed facts (seats, roles, theme).
 */
export function recordMemo<R extends object, V>(): (record: R, lens: string, build: () => V) => V {
  const memo = new WeakMap<R, Map<string, V>>()
  return (record, lens, build) => {
    let byLens = memo.get(record)
    if (!byLens) memo.set(record, (byLens = new Map()))
    let value = byLens.get(lens)
    if (value === undefined) byLens.set(lens, (value = build()))
    return value
  }
}
