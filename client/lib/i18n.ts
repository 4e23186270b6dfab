/** The reader's language as a signal, and `tr` to render texts in it. */
import { createRoot, createSignal } from 'solid-js'
import { LANGS, pickLang, render, renderWithNames, t, type Lang } from '../../shared/i18n'
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
 * A notice whose parameters may name seats ('#s3', or '#s1,s3' for several): each becomes that
 * seat's display name, several a list in the reader's language (shared/notice.ts).
 */
export function sayWithNames(n: Notice, nameOf: (seat: string) => string): string {
  textsVersion()
  return renderWithNames(lang(), n, nameOf)
}
