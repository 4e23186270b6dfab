/**
 * What the list of names on a passed phone says when the room gave a player just added another
 * name than the one typed: the name was there already (numbered, "Ben 2"), or it was cleaned of
 * invisible characters. It speaks about the new player, not to the person holding the phone.
 */
import type { Notice } from '../../../shared/notice'

/** The line for a player added as `name`, given every name in the room now. */
export function addedAsLine(name: string, names: readonly string[]): Notice {
  const numbered = /^(.+) (\d+)$/.exec(name)
  const base = numbered?.[1]?.toLocaleLowerCase()
  // Names count as the same whatever their case: say the one already there as it is written.
  const taken = base === undefined ? undefined : names.find((other) => other !== name && other.toLocaleLowerCase() === base)
  return taken === undefined ? { key: 'ui.words.pass.addedAs', params: { name } } : { key: 'ui.words.pass.addedAsTaken', params: { name, taken } }
}
