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
  return t(lang(), key, params)
}

/** A notice in the current language. */
export function say(n: Notice): string {
  return render(lang(), n)
}
