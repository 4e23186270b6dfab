/**
 * The games this build can run, with what the home screen needs to offer them.
 * The server registry (server/games/index.ts) has one definition per entry; a test keeps both in step.
 */
export const GAME_CATALOGUE = {
  werwolf: { players: { min: 5, max: 17 } },
  cops: { players: { min: 8, max: 16 } },
} as const

/** One game's id, as it appears in URLs and frames. */
export type GameId = keyof typeof GAME_CATALOGUE

/** All game ids, in the order the home screen lists them. */
export const GAME_IDS = Object.keys(GAME_CATALOGUE) as GameId[]

/** Narrows an untrusted string to a known game id. */
export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && Object.hasOwn(GAME_CATALOGUE, value)
}

/** A seat in a room ("s1", "s2", ...): stable for the room's life, never a secret. */
export type SeatId = string
