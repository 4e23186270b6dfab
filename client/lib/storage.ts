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

/** The seat's switch code for a room: shown to its owner, to continue the seat on another device. */
export const switchCode = {
  get: (code: string) => get(`switch:${code}`),
  set: (code: string, value: string | null) => set(`switch:${code}`, value),
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

/** Yes/no switches (sound, read aloud). */
export const savedFlag = {
  get: (key: 'sound' | 'speak', fallback: boolean) => {
    const value = get(key)
    return value === null ? fallback : value === '1'
  },
  set: (key: 'sound' | 'speak', on: boolean) => set(key, on ? '1' : '0'),
}
