/** After a scoring, the mover picks the safe's new building (any other one) and confirms. */
import { createEffect, For, on } from 'solid-js'
import type { HeimlichPrompt, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { useSend } from './sending'
import { buildingName, signed } from './board'

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
      <div class="hm-safe-grid" role="group" aria-label={text(props.prompt.prompt)}>
        <For each={props.prompt.buildings}>
          {(id) => {
            const building = () => props.view.buildings.find((b) => b.id === id)
            return (
              <button type="button" class="pick" data-testid={`safe-${id}`} aria-pressed={props.picked === id} disabled={sending()} onClick={() => props.onPick(id)}>
                <span class="pick-name">{buildingName(building(), id)}</span>
                <span class="pick-note">{signed(building()?.value ?? 0)}</span>
              </button>
            )
          }}
        </For>
      </div>
      <button type="button" class="btn btn-primary btn-block btn-big" data-testid="confirm-safe" disabled={props.picked === null || sending()} onClick={confirm}>
        {props.picked === null ? tr('ui.heimlich.safe_pick_first') : tr('ui.heimlich.safe_confirm', { building: buildingName(props.view.buildings.find((b) => b.id === props.picked), props.picked) })}
      </button>
    </section>
  )
}
