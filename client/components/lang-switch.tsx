/** Switches between German and English. */
import { lang, setLang } from '../lib/i18n'

export function LangSwitch() {
  const other = () => (lang() === 'de' ? 'en' : 'de')
  return (
    <button
      type="button"
      class="btn btn-small btn-ghost"
      data-testid="lang-switch"
      lang={other()}
      aria-label={other() === 'en' ? 'English' : 'Deutsch'}
      onClick={() => setLang(other())}
    >
      {other().toUpperCase()}
    </button>
  )
}
