/** Werwolf's texts: roles, cards, narration, options, rejections. */
import type { Catalogue } from './index'

export const werwolf: Catalogue = { de: {}, en: {} }
