/**
 * The registry: every game the server runs, by id. The room, the HTTP routes and the test suites
 * look games up here and nowhere else, so registering a game is all it takes to offer it.
 */
import type { GameId } from '../../shared/games'
import type { GameDefinition } from './contract'
import { cops } from './cops'
import { heimlich } from './heimlich'
import { shifter } from './shifter'
import { werwolf } from './werwolf'
import { words } from './words'

const builtIn = { werwolf, cops, shifter, heimlich, words }

/** The games this build offers, by id. */
export const games: { readonly [Id in keyof typeof builtIn]: GameDefinition } = builtIn

/** Games added at run time (a test's toy game); the built-in ones cannot be replaced. */
const added = new Map<GameId, GameDefinition>()

/** Adds a game that lives outside this folder, such as a test's toy game. */
export function registerGame(def: GameDefinition): void {
  if (Object.hasOwn(games, def.id)) throw new Error(`game '${def.id}' is already registered`)
  added.set(def.id, def)
}

/** The definition for an id, or undefined for an unknown one. */
export function gameById(id: string): GameDefinition | undefined {
  return Object.hasOwn(games, id) ? (games as Record<GameId, GameDefinition>)[id] : added.get(id)
}

/** Narrows an untrusted value to the id of a registered game. */
export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && gameById(value) !== undefined
}
