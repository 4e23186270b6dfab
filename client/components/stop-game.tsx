/**
 * The host's "end game" for everyone, asked first: every screen goes back to the lobby, nobody
 * wins and no card is turned over. It sits at the foot of the game, under "leave room", well
 * away from the step controls a host taps often.
 */
import { createSignal } from 'solid-js'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { ConfirmDialog } from './confirm-dialog'

export function StopGame() {
  const { link } = useRoom()
  const [asking, setAsking] = createSignal(false)
  return (
    <div class="stop-game">
      <button type="button" class="btn btn-small btn-ghost" data-testid="stop" onClick={() => setAsking(true)}>
        {tr('ui.host.stop')}
      </button>
      <ConfirmDialog
        open={asking()}
        title={tr('ui.host.stop_confirm')}
        body={tr('ui.host.stop_body')}
        confirmLabel={tr('ui.host.stop_do')}
        danger
        onConfirm={() => link.command({ type: 'stop' })}
        onClose={() => setAsking(false)}
      />
    </div>
  )
}
