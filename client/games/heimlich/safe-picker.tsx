/**
 * After a scoring, the mover places the safe: any other building, picked on the board (where every
 * agent can be seen, each choice framed), then confirmed here, right under the board.
 */
import { createEffect, on } from 'solid-js'
import type { HeimlichPrompt, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { useSend } from './sending'
import { buildingName } from './board'

type SafePrompt = Extract<HeimlichPrompt, { type: 'safe' }>

export function SafePicker(props: { view: HeimlichView; prompt: SafePrompt; picked: number | null; onPick(building: number | null): void }) {
  const { text } = useRoom()
  const { sending, send } = useSend()
  createEffect(on(() => props.view.stage, () => props.onPick(null)))
  function confirm(): void {
    const building = props.picked
    if (building === null) return
    send({ type: 'safe', building })
  }
  return (
    <section class="action hm-safe-pick" aria-labelledby="hm-safe-title" data-testid="safe-picker">
      <h2 id="hm-safe-title">{text(props.prompt.prompt)}</h2>
      <p class="hint">{tr('ui.heimlich.safe_on_board')}</p>
      <div class="hm-confirm-bar">
        <button type="button" class="btn btn-primary btn-block btn-big" data-testid="confirm-safe" disabled={props.picked === null || sending()} onClick={confirm}>
          {props.picked === null ? tr('ui.heimlich.safe_pick_first') : tr('ui.heimlich.safe_confirm', { building: buildingName(props.view.buildings.find((b) => b.id === props.picked), props.picked) })}
        </button>
      </div>
    </section>
  )
}
