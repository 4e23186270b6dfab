/** The reader's language as a signal, and `tr` to render texts in it. */
import { createRoot, createSignal } from 'solid-js'
import { LANGS, pickLang, render, t, type Lang } from '../../shared/i18n'
import type { Notice } from '../../shared/notice'
import { savedLang } from './storage'

function initialLang(): Lang {
  const saved = savedLang.get()
  if (saved && (LANGS as readonly string[]).includes(saved)) return saved as Lang
  return pickLang(typeof navigator === 'undefined' ? [] : navigator.languages)
}

const [lang, setLangSignal] = createRoot(() => createSignal<Lang>(initialLang()))
/** Grows whenever a game's texts arrive, so texts shown before they did are drawn again. */
const [textsVersion, setTextsVersion] = createRoot(() => createSignal(0))

/** Tells every text on screen that more texts have arrived (a game's chunk has loaded). */
export function textsLoaded(): void {
  setTextsVersion((n) => n + 1)
}

/** The current language. */
export { lang }

/** Switches the language and remembers the choice on this device. */
export function setLang(next: Lang): void {
  savedLang.set(next)
  setLangSignal(next)
  document.documentElement.lang = next
}

/** A text in the current language; reactive when called inside JSX or an effect. */
export function tr(key: string, params?: Notice['params']): string {
  textsVersion()
  return t(lang(), key, params)
}

/** A notice in the current language. */
export function say(n: Notice): string {
  textsVersion()
  return render(lang(), n)
}

/**
 * A notice whose parameters may name seats ('#s3'): each becomes that seat's display name first.
 * Games put seats into notices this way because engines know seats, not names.
 */
export function sayWithNames(n: Notice, nameOf: (seat: string) => string): string {
  if (!n.params) return say(n)
  const params: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(n.params)) {
    params[key] = typeof value === 'string' && value.startsWith('#') ? nameOf(value.slice(1)) : value
  }
  textsVersion()
  return render(lang(), { key: n.key, params })
}
