/**
 * Before a seat that came by switch code shows its lobby or game: "Are you Alma?". The host reads
 * the code off a list of names, and a tap on the wrong name would hand someone else's card (or,
 * for the moderator's seat, every card) to this phone. Until the person says yes the room sends the
 * seat only what a spectator sees; a no lets go of the seat, and the phone has been sent nothing of
 * it.
 */
import { tr } from '../lib/i18n'
import { navigate } from '../lib/router'
import { toast } from '../lib/toasts'

export function SwitchCheck(props: { name: string; onYes(): void; onNo(): void }) {
  const no = () => {
    props.onNo()
    toast(() => tr('ui.switch.check_no_done'), 'info')
    navigate('/')
  }
  return (
    <main class="page">
      <section class="panel" aria-labelledby="switch-check-title" data-testid="switch-check">
        <h1 id="switch-check-title">{tr('ui.switch.check_title', { name: props.name })}</h1>
        <p>{tr('ui.switch.check_body', { name: props.name })}</p>
        <button type="button" class="btn btn-primary btn-block" data-testid="switch-check-yes" onClick={() => props.onYes()}>
          {tr('ui.switch.check_yes', { name: props.name })}
        </button>
        <button type="button" class="btn btn-block" data-testid="switch-check-no" onClick={no}>
          {tr('ui.switch.check_no')}
        </button>
      </section>
    </main>
  )
}
