/** The host's controls during a game: pause/resume, and "next step" (when there is no moderator doing that), asked first. */
import { createEffect, createSignal, Show } from 'solid-js'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { ConfirmDialog } from './confirm-dialog'
import { SwitchCodePanel } from './switch-code'

export function HostControls(props: { showSkip: boolean }) {
  const { link } = useRoom()
  const paused = () => link.state.current?.room.paused ?? false
  const stage = () => link.state.current?.room.stage
  /** The step the host was asked about, while the question is open. */
  const [askedAt, setAskedAt] = createSignal<number | undefined>(undefined)
  // The step may end by itself while the question is open: then the question is about nothing, and
  // saying yes must not end the next one.
  createEffect(() => {
    const asked = askedAt()
    if (asked !== undefined && stage() !== asked) setAskedAt(undefined)
  })
  return (
    <div class="host-controls" role="group" aria-label={tr('ui.host.controls')}>
      <button
        type="button"
        class="btn btn-small"
        data-testid={paused() ? 'resume' : 'pause'}
        onClick={() => link.command({ type: paused() ? 'resume' : 'pause' })}
      >
        {paused() ? tr('ui.host.resume') : tr('ui.host.pause')}
      </button>
      <Show when={props.showSkip}>
        <button type="button" class="btn btn-small" data-testid="skip" onClick={() => setAskedAt(stage())}>
          {tr('ui.host.skip')}
        </button>
        <ConfirmDialog
          open={askedAt() !== undefined}
          title={tr('ui.host.skip_confirm')}
          body={tr('ui.host.skip_body')}
          confirmLabel={tr('ui.host.skip_do')}
          onConfirm={() => link.command({ type: 'skip', stage: askedAt() })}
          onClose={() => setAskedAt(undefined)}
        />
      </Show>
      {/* A phone passed round holds every seat: there is no other phone to continue one on. */}
      <Show when={link.more().length === 0}>
        <SwitchCodePanel />
      </Show>
    </div>
  )
}
