/** This tab lost its seat (opened elsewhere, removed by the host, room gone): say it plainly. */
import { Show } from 'solid-js'
import type { LostSeat } from '../lib/connection'
import { say, tr } from '../lib/i18n'
import { navigate } from '../lib/router'

export function LostScreen(props: { lost: LostSeat; onRetake(): void }) {
  return (
    <main class="page">
      <section class="panel" role="alert" data-testid="lost" data-reason={props.lost.code}>
        <h1>{tr(`ui.lost.${props.lost.code}`)}</h1>
        <p>{say(props.lost.notice)}</p>
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
