/** Texts of the client's screens (home, lobby, shared widgets). */
import type { Catalogue } from './index'

export const ui: Catalogue = { de: {}, en: {} }
