/**
 * Translation: every user-facing text exists in German and English. Catalogues are flat maps from
 * key to template; `{name}` in a template is replaced by the notice's parameter of that name.
 */
import type { Notice } from '../notice'
import { common } from './common'
import { cops } from './cops'
import { copsScreens } from './cops-screens'
import { ui } from './ui'
import { werwolf } from './werwolf'
import { werwolfMafia } from './werwolf-mafia'
import { werwolfScreens } from './werwolf-screens'

/** The languages the app speaks. German first. */
export const LANGS = ['de', 'en'] as const
export type Lang = (typeof LANGS)[number]

/** One language's texts. */
export type Messages = Record<string, string>
/** A catalogue: the same keys in every language (a test checks that). */
export type Catalogue = Record<Lang, Messages>

const catalogues: Catalogue[] = [common, ui, werwolf, werwolfMafia, werwolfScreens, cops, copsScreens]

/** Every key of every catalogue, merged per language. */
export const messages: Catalogue = {
  de: Object.assign({}, ...catalogues.map((c) => c.de)),
  en: Object.assign({}, ...catalogues.map((c) => c.en)),
}

/** Picks the best language from an Accept-Language header or a browser's list. */
export function pickLang(preferences: readonly string[] | string | null | undefined): Lang {
  const list = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? [])
  for (const entry of list) {
    const code = entry.trim().slice(0, 2).toLowerCase()
    if ((LANGS as readonly string[]).includes(code)) return code as Lang
  }
  return 'de'
}

/** Renders a key with parameters; a missing key shows itself so it is noticed, never crashes. */
export function t(lang: Lang, key: string, params?: Notice['params']): string {
  const template = messages[lang][key] ?? messages.en[key] ?? key
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) return whole
    // A parameter may itself name a key ("@werwolf.role.seer"), so roles render in the reader's language.
    return typeof value === 'string' && value.startsWith('@') ? t(lang, value.slice(1)) : String(value)
  })
}

/** Renders a notice. */
export function render(lang: Lang, n: Notice): string {
  return t(lang, n.key, n.params)
}
