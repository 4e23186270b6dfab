/**
 * The handoff on the phone passed round: whom the phone goes to, what for, and the button they tap
 * once they hold it. Nothing else: nobody's word is on this screen.
 */
import { type JSX, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'

/** `children`: what the table may see meanwhile (the vote's progress); `onCancel`: a way back, where there is one. */
export function Handoff(props: { seat: SeatId; purpose: string; onTaken(): void; onCancel?: () => void; children?: JSX.Element }) {
  const { nameOf } = useRoom()
  return (
    <section class="panel pass-handoff" data-testid="pass-handoff" data-seat={props.seat} aria-labelledby="pass-handoff-title">
      <h2 id="pass-handoff-title" class="pass-to">
        <span class="card-label">{tr('ui.words.pass.to')}</span>
        <span class="pass-name" data-testid="pass-name">{nameOf(props.seat)}</span>
      </h2>
      <p class="hint">{props.purpose}</p>
      {props.children}
      <button type="button" class="btn btn-primary btn-block btn-big" data-testid="pass-take" onClick={() => props.onTaken()}>
        {tr('ui.words.pass.take', { name: nameOf(props.seat) })}
      </button>
      <Show when={props.onCancel}>
        {(cancel) => (
          <button type="button" class="btn btn-small btn-ghost" data-testid="pass-cancel" onClick={() => cancel()()}>
            {tr('ui.confirm.cancel')}
          </button>
        )}
      </Show>
    </section>
  )
}
