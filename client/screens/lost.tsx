/**
 * This tab lost its seat (opened elsewhere, removed by the host, room gone): say it plainly. A game
 * on this phone that will not open again can be ended here, or every start would lead back to it.
 */
import { Show } from 'solid-js'
import type { LostSeat } from '../lib/connection'
import { say, tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { navigate } from '../lib/router'
import { LeaveRoom } from '../components/leave-room'

export function LostScreen(props: { lost: LostSeat; onRetake(): void }) {
  const { local } = useRoom()
  return (
    <main class="page">
      <section class="panel" role="alert" data-testid="lost" data-reason={props.lost.code}>
        <h1>{tr(`ui.lost.${props.lost.code}`)}</h1>
        <p>{say(props.lost.notice)}</p>
        {/* A game on this phone that cannot be opened again would be offered at every start: let it go. */}
        <Show when={local && props.lost.code === 'unknown_room'}>
          <LeaveRoom />
        </Show>
        <Show when={props.lost.code === 'replaced'}>
          <button type="button" class="btn btn-primary btn-block" onClick={() => props.onRetake()}>
            {tr('ui.lost.retake')}
          </button>
        </Show>
        <button type="button" class="btn btn-block" onClick={() => navigate('/')}>
          {tr('ui.nav.home')}
        </button>
      </section>
    </main>
  )
}
