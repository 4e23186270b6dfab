/** Rooms this tab should join without asking for a name: the one it just created, or a code typed with a name. */
const pending = new Set<string>()

/** Marks a room to be joined at once when its page opens. */
export function autoJoin(code: string): void {
  pending.add(code)
}

/** Whether a room was marked; the mark is used up. */
export function takeAutoJoin(code: string): boolean {
  return pending.delete(code)
}
