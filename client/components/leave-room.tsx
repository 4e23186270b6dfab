/**
 * "Leave room" for good, asked twice: in a game the seat stays empty until the end. A game on this
 * device is ended instead: every seat is on this phone, so there is nobody to leave behind. A phone
 * passed round the table offers no leaving while the game runs: whoever holds it would take every
 * player on it out of the game (the host ends a game for everyone with "End game").
 */
import { createSignal, Show } from 'solid-js'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { navigate } from '../lib/router'

export function LeaveRoom() {
  const { link, local } = useRoom()
  const [asking, setAsking] = createSignal(false)
  const inGame = () => link.state.current?.room.phase !== 'lobby'
  const passedRound = () => !local && link.more().length > 0
  /** Someone who only watches has no seat to give up: they stop watching. */
  const watching = () => {
    const current = link.state.current
    return current?.room.seats.find((s) => s.id === current.you)?.kind === 'spectator'
  }

  function leave(): void {
    if (local) void local.end().then(() => navigate('/'))
    else if (link.leave()) navigate('/')
  }

  return (
    <Show when={!(inGame() && passedRound())}>
      <div class="leave-room">
        <Show
          when={asking()}
          fallback={
            <button type="button" class="btn btn-small btn-ghost" data-testid="leave" onClick={() => setAsking(true)}>
              {local ? tr('ui.local.end') : watching() ? tr('ui.leave.button_watch') : tr('ui.leave.button')}
            </button>
          }
        >
          <div class="panel" role="alertdialog" aria-labelledby="leave-ask">
            <p id="leave-ask">{local ? tr('ui.local.end_ask') : watching() ? tr('ui.leave.ask_watch') : inGame() ? tr('ui.leave.ask_game') : tr('ui.leave.ask_lobby')}</p>
            <button type="button" class="btn btn-danger btn-block" data-testid="leave-confirm" onClick={leave}>
              {local ? tr('ui.local.end_confirm') : tr('ui.leave.confirm')}
            </button>
            <button type="button" class="btn btn-block" onClick={() => setAsking(false)}>
              {tr('ui.leave.cancel')}
            </button>
          </div>
        </Show>
      </div>
    </Show>
  )
}
