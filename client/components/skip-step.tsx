/**
 * "Next step" for whoever may end a step early (the host, the moderator), asked first: a stray tap
 * would end a night or a vote for everyone, and a step ended cannot be taken back. The question is
 * about the step it was asked in; if that step ends by itself meanwhile, the question goes with it,
 * and the answer names that step, so it never ends the next one.
 */
import { createEffect, createSignal } from 'solid-js'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { ConfirmDialog } from './confirm-dialog'

export function SkipStep(props: { class: string; label: string }) {
  const { link } = useRoom()
  const stage = () => link.state.current?.room.stage
  /** The step the question is about, while it is open. */
  const [askedAt, setAskedAt] = createSignal<number | undefined>(undefined)
  createEffect(() => {
    const asked = askedAt()
    if (asked !== undefined && stage() !== asked) setAskedAt(undefined)
  })
  return (
    <>
      <button type="button" class={props.class} data-testid="skip" onClick={() => setAskedAt(stage())}>
        {props.label}
      </button>
      <ConfirmDialog
        open={askedAt() !== undefined}
        title={tr('ui.host.skip_confirm')}
        body={tr('ui.host.skip_body')}
        confirmLabel={tr('ui.host.skip_do')}
        onConfirm={() => link.command({ type: 'skip', stage: askedAt() })}
        onClose={() => setAskedAt(undefined)}
      />
    </>
  )
}
