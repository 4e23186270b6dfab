/**
 * A value that stays readable while the branch showing it is being left. A `<Show>` or `<Match>`
 * hands its children an accessor that throws ("stale read") once its condition is false, and a
 * part still updating as the next step arrives may read it then; that throw stopped a screen from
 * following the game. Read through this instead: it answers the last value it had.
 */
export function keptValue<T>(read: () => T | null | undefined | false): () => T {
  let kept: T | undefined
  return () => {
    const value = read()
    if (value !== null && value !== undefined && value !== false) kept = value
    return kept as T
  }
}
