/**
 * The registry of game clients: game id → a lazy import of its folder, so a phone downloads only
 * the game its room plays. Adding a game is one line here plus its folder.
 */
import type { GameId } from '../../shared/games'
import type { GameModule } from './types'

const loaders: Record<GameId, () => Promise<GameModule>> = {
  werwolf: () => import('./werwolf'),
  cops: () => import('./cops'),
}

const cache = new Map<GameId, Promise<GameModule>>()

/** Loads a game's client once; later calls share the same promise. A failed load may be retried. */
export function loadGame(id: GameId): Promise<GameModule> {
  let pending = cache.get(id)
  if (!pending) {
    pending = loaders[id]().catch((error: unknown) => {
      cache.delete(id)
      throw error
    })
    cache.set(id, pending)
  }
  return pending
}
