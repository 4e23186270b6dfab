/** Room codes as people type, paste and read them. */

/** The letters a room code is made of: no 0/O and no 1/I/L, so a code read aloud cannot be misheard. */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
/** Characters in a room code. */
export const ROOM_CODE_LENGTH = 6

const ROOM_PATH = /^\/r\/([^/]+)\/?$/

/**
 * Turns what someone typed or pasted into a code: upper case, no spaces or dashes.
 * A pasted room link gives its code.
 *
 * @example normaliseRoomCode(' ab3 k9z ') === 'AB3K9Z'
 */
export function normaliseRoomCode(input: string): string {
  const fromLink = /\/r\/([A-Za-z0-9 -]+)/.exec(input)
  const raw = fromLink?.[1] ?? input
  return raw.replace(/[\s-]+/g, '').toUpperCase()
}

/** Whether a normalised string can be a room code. */
export function isRoomCode(code: string): boolean {
  if (code.length !== ROOM_CODE_LENGTH) return false
  for (const ch of code) if (!ROOM_CODE_ALPHABET.includes(ch)) return false
  return true
}

/**
 * What follows `/r/` in a path, as the person typed it (decoded where it can be), or null when the
 * path is not a room link at all. It need not be a code: see `roomCodeFromPath`.
 *
 * @example roomLinkText('/r/abc') === 'abc'
 */
export function roomLinkText(pathname: string): string | null {
  const match = ROOM_PATH.exec(pathname)
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/** The room code in a path like `/r/AB3K9Z`, or null when the path is not a room. */
export function roomCodeFromPath(pathname: string): string | null {
  const typed = roomLinkText(pathname)
  if (typed === null) return null
  const code = normaliseRoomCode(typed)
  return isRoomCode(code) ? code : null
}

/** The path of a room's page. */
export function roomPath(code: string): string {
  return `/r/${code}`
}
