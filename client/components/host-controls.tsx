/** The host's controls during a game: pause/resume, and "next step" (when there is no moderator doing that), asked first. */
import { Show } from 'solid-js'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { SkipStep } from './skip-step'
import { SwitchCodePanel } from './switch-code'

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
        <SkipStep class="btn btn-small" label={tr('ui.host.skip')} />
      </Show>
      {/* A phone passed round holds every seat: there is no other phone to continue one on. */}
      <Show when={link.more().length === 0}>
        <SwitchCodePanel />
      </Show>
    </div>
  )
}
