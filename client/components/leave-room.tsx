/** "Leave room" for good, asked twice: in a game the seat stays empty until the end. */
import { createSignal, Show } from 'solid-js'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { navigate } from '../lib/router'

export function LeaveRoom() {
  const { link } = useRoom()
  const [asking, setAsking] = createSignal(false)
  const inGame = () => link.state.current?.room.phase !== 'lobby'

  function leave(): void {
    if (link.leave()) navigate('/')
  }

  return (
    <div class="leave-room">
      <Show
        when={asking()}
        fallback={
          <button type="button" class="btn btn-small btn-ghost" data-testid="leave" onClick={() => setAsking(true)}>
            {tr('ui.leave.button')}
          </button>
        }
      >
        <div class="panel" role="alertdialog" aria-labelledby="leave-ask">
          <p id="leave-ask">{inGame() ? tr('ui.leave.ask_game') : tr('ui.leave.ask_lobby')}</p>
          <button type="button" class="btn btn-danger btn-block" data-testid="leave-confirm" onClick={leave}>
            {tr('ui.leave.confirm')}
          </button>
          <button type="button" class="btn btn-block" onClick={() => setAsking(false)}>
            {tr('ui.leave.cancel')}
          </button>
        </div>
      </Show>
    </div>
  )
}
