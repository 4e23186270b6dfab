/**
 * Lobby settings that build on each other. A host who taps twice before the room has answered the
 * first change must not have the second one sent on top of the old options — that would undo the
 * first. Changes not yet seen back from the room are kept and sent again with every newer one;
 * once the room's options show them (or the room refuses them) they are forgotten.
 */
import { createEffect, on } from 'solid-js'

export function optionChanges<O extends object, Shown extends object = O>(
  current: () => Shown | null,
  send: (next: O) => Promise<void> | void,
  /** The full options to send from the room's (as every phone sees them) and the changes; by default the one with the other laid over it. */
  complete: (shown: Shown, changes: Partial<O>) => O = (shown, changes) => ({ ...shown, ...changes }) as unknown as O,
): (patch: Partial<O>) => void {
  let pending: Partial<O> = {}
  const arrived = (options: Shown) => Object.entries(pending).every(([key, value]) => (options as Record<string, unknown>)[key] === value)
  // Watched field by field: the room's options arrive in a store that keeps the same object while
  // its fields change, so watching the object alone never saw a change arrive. Changes kept past
  // their arrival came back with the next one, undoing whatever else had reset them meanwhile
  // ("Recommended settings", then any change, brought back the settings from before).
  createEffect(
    on(
      () => {
        const options = current()
        return options ? { ...options } : null
      },
      (options) => {
        if (options && arrived(options)) pending = {}
      },
    ),
  )
  return (patch) => {
    const options = current()
    if (!options) return
    pending = { ...pending, ...patch }
    const sent = pending
    Promise.resolve(send(complete(options, pending))).catch(() => {
      // Refused: the room keeps its options, and so must the next change.
      if (pending === sent) pending = {}
    })
  }
}
