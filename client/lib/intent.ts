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

/** The game chosen on the start page when "Play on this phone" was tapped, for the game on this phone. */
let localStart: string | null = null

/** Remembers the game chosen on the start page for a new game on this phone. */
export function startLocal(game: string): void {
  localStart = game
}

/** The game chosen for a new game on this phone, if any; used up. */
export function takeLocalStart(): string | null {
  const game = localStart
  localStart = null
  return game
}
