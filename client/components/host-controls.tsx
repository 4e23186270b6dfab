/** Pause/resume and "next step" for the host (and the moderator) while a game runs. */
import { Show } from 'solid-js'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'

/** `showSkip` is false where the screen has its own big "next step" button (the moderator's). */
export function HostControls(props: { showSkip: boolean }) {
  const { link } = useRoom()
  const paused = () => link.state.current?.room.paused ?? false
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
        <button
          type="button"
          class="btn btn-small"
          data-testid="skip"
          onClick={() => link.command({ type: 'skip', stage: link.state.current?.room.stage })}
        >
          {tr('ui.host.skip')}
        </button>
      </Show>
    </div>
  )
}
