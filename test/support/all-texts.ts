/// <reference types="vite/client" />
/**
 * Every catalogue in shared/i18n, added to the running texts: in the app a game's texts arrive
 * with its code, in tests every game's texts are wanted at once. Found by file, so a new game's
 * texts are picked up without naming it here.
 */
import { addTexts, type Catalogue, messages } from '../../shared/i18n'

const modules = import.meta.glob<Record<string, unknown>>('../../shared/i18n/*.ts', { eager: true })

/**
 * Every catalogue exported by a file in shared/i18n (platform and games), each once: not the running
 * texts (`messages`, every catalogue merged), which have the same shape.
 */
export const allCatalogues: Catalogue[] = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter((value): value is Catalogue => isCatalogue(value) && value !== messages),
)

function isCatalogue(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const c = value as Record<string, unknown>
  return typeof c.de === 'object' && c.de !== null && typeof c.en === 'object' && c.en !== null && !Array.isArray(c.de)
}

addTexts(...allCatalogues)
