/**
 * The registry: every game the server runs, by id. The room, the HTTP routes and the test suites
 * look games up here and nowhere else, so registering a game is all it takes to offer it.
 */
import type { GameId } from '../../shared/games'
import type { GameDefinition } from './contract'
import { cops } from './cops'
import { werwolf } from './werwolf'

export const games: Record<GameId, GameDefinition> = { werwolf, cops }

/** The definition for an id, or undefined for an unknown one. */
export function gameById(id: string): GameDefinition | undefined {
  return Object.hasOwn(games, id) ? games[id as GameId] : undefined
}
