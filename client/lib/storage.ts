/** Small things this device remembers. localStorage may be missing or full (private mode): then we forget. */

const PREFIX = 'spielleiter:'

function get(key: string): string | null {
  try {
    return localStorage.getItem(PREFIX + key)
  } catch {
    return null
  }
}

function set(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key)
    else localStorage.setItem(PREFIX + key, value)
  } catch {
    // Nothing to do: the app works without memory, it only asks again.
  }
}

/** The seat token for a room: it takes the same seat back after a reload or reconnect. */
export const seatToken = {
  get: (code: string) => get(`token:${code}`),
  set: (code: string, token: string | null) => set(`token:${code}`, token),
}

/** A further seat this device holds in a room (one phone passed round the table). */
export interface HeldSeat {
  seat: string
  token: string
}

/** The further seats this device holds in a room, each with its token, so a reload takes them all back. */
export const heldSeats = {
  get(code: string): HeldSeat[] {
    const raw = get(`seats:${code}`)
    if (!raw) return []
    try {
      const value: unknown = JSON.parse(raw)
      return Array.isArray(value) ? value.filter((s): s is HeldSeat => typeof s?.seat === 'string' && typeof s?.token === 'string') : []
    } catch {
      return []
    }
  },
  set: (code: string, seats: readonly HeldSeat[]) => set(`seats:${code}`, seats.length ? JSON.stringify(seats) : null),
}

/** The seat's switch code for a room: shown to its owner, to continue the seat on another device. */
export const switchCode = {
  get: (code: string) => get(`switch:${code}`),
  set: (code: string, value: string | null) => set(`switch:${code}`, value),
}

/** The room this device last took a seat in, and when. */
export interface RecentRoom {
  code: string
  /** When the seat was last confirmed (ms since the epoch). */
  at: number
}

/** The most recent room with a seat on this device: the start screen offers the way back into it. */
export const recentRoom = {
  get(): RecentRoom | null {
    const raw = get('room')
    if (!raw) return null
    try {
      const value = JSON.parse(raw) as Partial<RecentRoom>
      return typeof value.code === 'string' && typeof value.at === 'number' ? { code: value.code, at: value.at } : null
    } catch {
      return null
    }
  },
  set: (code: string, at: number) => set('room', JSON.stringify({ code, at } satisfies RecentRoom)),
  /** Forgets the room if it is the one remembered. */
  forget(code: string): void {
    if (recentRoom.get()?.code === code) set('room', null)
  },
}

/** Forgets a seat for good (the room is gone, or the seat was taken away): its token and the way back. */
export function forgetSeat(code: string): void {
  seatToken.set(code, null)
  heldSeats.set(code, [])
  switchCode.set(code, null)
  recentRoom.forget(code)
}

/** The name this person last played under. */
export const savedName = {
  get: () => get('name') ?? '',
  set: (name: string) => set('name', name),
}

/** The chosen language, if any. */
export const savedLang = {
  get: () => get('lang'),
  set: (lang: string) => set('lang', lang),
}

/** Notices this device was given once and needs no more (what a plain-http address cannot do). */
export const toldOnce = {
  get: (key: string) => get(`told:${key}`) === '1',
  set: (key: string) => set(`told:${key}`, '1'),
}

/** Yes/no switches (sound, read aloud). */
export const savedFlag = {
  get: (key: 'sound' | 'speak', fallback: boolean) => {
    const value = get(key)
    return value === null ? fallback : value === '1'
  },
  set: (key: 'sound' | 'speak', on: boolean) => set(key, on ? '1' : '0'),
}

/** This device plays without a network: it fetched what a game on this phone needs (client/lib/offline-play.ts). */
export const offlinePlay = {
  get: () => get('offline-play') === '1',
  set: () => set('offline-play', '1'),
}

/** The code of the game kept on this phone (client/local-host), so the start page offers to go on with it. */
export const localGame = {
  get: () => get('local-game'),
  set: (code: string | null) => set('local-game', code),
}
