/**
 * Translation: every user-facing text exists in German and English. Catalogues are flat maps from
 * key to template; `{name}` in a template is replaced by the notice's parameter of that name.
 * The platform's own texts are here from the start; a game's texts arrive with its code
 * (`addTexts`), so a phone downloads only the texts of the game its room plays.
 */
import { seatsIn, type Notice } from '../notice'
import { common } from './common'
import { kit } from './kit'
import { host } from './host'
import { listPhrase } from '../list-phrase'
import { local } from './local'
import { ui } from './ui'

/** The languages the app speaks. German first. */
export const LANGS = ['de', 'en'] as const
export type Lang = (typeof LANGS)[number]

/** Each language's name in itself, so a switch to it speaks the language it switches to. */
export const LANG_NAMES: Record<Lang, string> = { de: 'Deutsch', en: 'English' }

/** One language's texts. */
export type Messages = Record<string, string>
/** A catalogue: the same keys in every language (a test checks that). */
export type Catalogue = Record<Lang, Messages>

/** The platform's own catalogues. */
export const platformTexts: readonly Catalogue[] = [common, ui, host, local, kit]

/** Every key known so far, merged per language: the platform's, then each loaded game's. */
export const messages: Catalogue = {
  de: Object.assign({}, ...platformTexts.map((c) => c.de)),
  en: Object.assign({}, ...platformTexts.map((c) => c.en)),
}

/** Adds catalogues (a game's texts, once its code has loaded); adding the same one again changes nothing. */
export function addTexts(...catalogues: readonly Catalogue[]): void {
  for (const catalogue of catalogues) for (const lang of LANGS) Object.assign(messages[lang], catalogue[lang])
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
  return fill(lang, plurals(lang, template, params), params)
}

function fill(lang: Lang, template: string, params: NonNullable<Notice['params']>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) return whole
    // A parameter may itself name a key ("@mygame.role.seer"), so roles render in the reader's language.
    return typeof value === 'string' && value.startsWith('@') ? t(lang, value.slice(1)) : String(value)
  })
}

const pluralRules = new Map<Lang, Intl.PluralRules>()

/**
 * A counted text's words, by the language's plural rules: `{points, plural, one {# Punkt} other
 * {# Punkte}}` becomes "1 Punkt" or "3 Punkte" (`#` is the number; `=0 {…}` an exact number; the
 * branches may hold other `{placeholders}`). A missing or non-numeric count takes `other`.
 *
 * @example t('en', 'ui.heimlich.points_n', { points: 1 }) // "1 point"
 */
function plurals(lang: Lang, template: string, params: NonNullable<Notice['params']>): string {
  const start = /\{(\w+), plural,/g
  let out = ''
  let from = 0
  for (let m = start.exec(template); m; m = start.exec(template)) {
    const branches = new Map<string, string>()
    let i = m.index + m[0].length
    for (;;) {
      while (template[i] === ' ') i++
      if (template[i] === '}' || i >= template.length) break
      const open = template.indexOf('{', i)
      if (open < 0) break
      const selector = template.slice(i, open).trim()
      let depth = 1
      let close = open + 1
      for (; close < template.length && depth > 0; close++) depth += template[close] === '{' ? 1 : template[close] === '}' ? -1 : 0
      branches.set(selector, template.slice(open + 1, close - 1))
      i = close
    }
    const value = params[m[1]!]
    const count = typeof value === 'number' ? value : Number(value)
    let rules = pluralRules.get(lang)
    if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)))
    const branch = Number.isFinite(count) ? (branches.get(`=${count}`) ?? branches.get(rules.select(count)) ?? branches.get('other')) : branches.get('other')
    out += template.slice(from, m.index) + (branch ?? '').replace(/#/g, String(value))
    from = i + 1
    start.lastIndex = from
  }
  return out + template.slice(from)
}

/** Renders a notice. */
export function render(lang: Lang, n: Notice): string {
  return t(lang, n.key, n.params)
}

/**
 * Renders a notice whose parameters may name seats ('#s3', or '#s1,s3' for several): each becomes
 * the seat's name, several a list in `lang`. Only a client knows the names; engines know seats.
 *
 * @example renderWithNames('en', { key: 'words.count.runoff', params: { players: '#s1,s2' } }, nameOf) // "Anna and Ben are tied. …"
 */
export function renderWithNames(lang: Lang, n: Notice, nameOf: (seat: string) => string): string {
  if (!n.params) return render(lang, n)
  const params: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(n.params)) {
    const seats = seatsIn(value)
    params[key] = seats ? listPhrase(lang, seats.map(nameOf)) : value
  }
  return render(lang, { key: n.key, params })
}
