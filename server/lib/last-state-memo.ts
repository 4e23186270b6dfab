/**
 * A memo for what every viewer of one state shares (the step's progress, a game's public part of
 * its view, the room's views of it): built for the first viewer of a state and handed to the rest
 * while the room sends that state round.
 *
 * It keeps the last state only, not a WeakMap of states: a state that had lived long enough to
 * reach the old generation kept a WeakMap's value alive after it, through every young-generation
 * collection until the next full one, which made those collections copy it again and again. Rooms
 * sharing an isolate take turns with the memo, which costs a rebuild, never a wrong value.
 */
export function lastStateMemo<S, V>(build: (state: S) => V): (state: S) => V {
  let built = false
  let last: S | undefined
  let value: V
  return (state) => {
    if (!built || state !== last) {
      built = true
      value = build(state)
      last = state
    }
    return value
  }
}
