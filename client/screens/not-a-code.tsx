/** A room link whose code cannot be a room code (`/r/abc`): say so, show what was typed, lead home. */
import { tr } from '../lib/i18n'
import { navigate } from '../lib/router'

/** Longer text is cut: it is shown to be recognised, not read in full. */
const SHOWN_CHARACTERS = 40

export function NotARoomCode(props: { typed: string }) {
  const shown = () => (props.typed.length > SHOWN_CHARACTERS ? `${props.typed.slice(0, SHOWN_CHARACTERS)}…` : props.typed)
  return (
    <main class="page">
      <section class="panel" role="alert" data-testid="not-a-code">
        <h1>{tr('ui.bad_code.title')}</h1>
        <p>
          {tr('ui.bad_code.typed')} <code class="typed-code">{shown()}</code>
        </p>
        <p>{tr('ui.bad_code.body')}</p>
        <button type="button" class="btn btn-primary btn-block" onClick={() => navigate('/')}>
          {tr('ui.nav.home')}
        </button>
      </section>
    </main>
  )
}
