/** Switches between German and English. */
import { LANG_NAMES } from '../../shared/i18n'
import { lang, setLang } from '../lib/i18n'

export function LangSwitch() {
  const other = () => (lang() === 'de' ? 'en' : 'de')
  // The accessible name starts with the visible code, so people who steer by voice can say what they see.
  return (
    <button
      type="button"
      class="btn btn-small btn-ghost"
      data-testid="lang-switch"
      lang={other()}
      aria-label={`${other().toUpperCase()} – ${LANG_NAMES[other()]}`}
      onClick={() => setLang(other())}
    >
      {other().toUpperCase()}
    </button>
  )
}
