/**
 * The registry of game clients: each game's manifest (what the home screen and the lobby show
 * before its code is loaded) and a lazy import of its folder, so a phone downloads only the game
 * its room plays, with that game's texts. Adding a game is one line here plus its folders.
 */
import type { GameId, GameManifest } from '../../shared/games'
import { addTexts } from '../../shared/i18n'
import { manifest as cops } from '../../shared/views/cops'
import { manifest as heimlich } from '../../shared/views/heimlich'
import { manifest as shifter } from '../../shared/views/shifter'
import { manifest as werwolf } from '../../shared/views/werwolf'
import { manifest as words } from '../../shared/views/words'
import { textsLoaded } from '../lib/i18n'
import type { GameModule } from './types'

interface GameClient {
  manifest: GameManifest
  load(): Promise<GameModule>
  /** The app is this game's narrator: the leading phone reads the story aloud unless muted there. */
  readAloud?: boolean
}

const clients: readonly GameClient[] = [
  { manifest: werwolf, load: () => import('./werwolf'), readAloud: true },
  { manifest: cops, load: () => import('./cops') },
  { manifest: shifter, load: () => import('./shifter') },
  { manifest: heimlich, load: () => import('./heimlich') },
  { manifest: words, load: () => import('./words') },
]

/** Every game's manifest, in the order the home screen lists them. */
export const manifests: readonly GameManifest[] = clients.map((c) => c.manifest)

/** A game's manifest, or undefined for an id this build does not know. */
export function manifestOf(id: GameId): GameManifest | undefined {
  return manifests.find((m) => m.id === id)
}

/** Whether the leading phone reads this game's narration aloud before anyone chose otherwise on it. */
export function readsAloud(id: GameId): boolean {
  return clients.find((c) => c.manifest.id === id)?.readAloud ?? false
}

const cache = new Map<GameId, Promise<GameModule>>()

/** Loads a game's client and its texts once; later calls share the same promise. A failed load may be retried. */
export function loadGame(id: GameId): Promise<GameModule> {
  let pending = cache.get(id)
  if (!pending) {
    const client = clients.find((c) => c.manifest.id === id)
    if (!client) return Promise.reject(new Error(`no client for game '${id}'`))
    pending = client.load().then(
      (module) => {
        addTexts(...module.texts)
        textsLoaded()
        return module
      },
      (error: unknown) => {
        cache.delete(id)
        throw error
      },
    )
    cache.set(id, pending)
  }
  return pending
}
