/** Switches between German and English. */
import { lang, setLang } from '../lib/i18n'

/** Each language's name in itself, so the button speaks the language it switches to. */
const NATIVE_NAME = { de: 'Deutsch', en: 'English' } as const

export function LangSwitch() {
  const other = () => (lang() === 'de' ? 'en' : 'de')
  // The accessible name starts with the visible code, so people who steer by voice can say what they see.
  return (
    <button
      type="button"
      class="btn btn-small btn-ghost"
      data-testid="lang-switch"
      lang={other()}
      aria-label={`${other().toUpperCase()} – ${NATIVE_NAME[other()]}`}
      onClick={() => setLang(other())}
    >
      {other().toUpperCase()}
    </button>
  )
}
