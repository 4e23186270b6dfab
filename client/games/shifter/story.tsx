/** The public story: mornings and votes, the latest large, the rest folded away. */
import { For, Show } from 'solid-js'
import type { Ballot, ShifterLogEntry, ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { StoryLog } from '../kit/story-log'

/** "Anna → Ben", one line per ballot. */
export function Ballots(props: { ballots: readonly Ballot[] }) {
  const { nameOf } = useRoom()
  return (
    <ul class="ballots">
      <For each={props.ballots}>{(ballot) => <li>{nameOf(ballot.voter)} → {ballot.target ? nameOf(ballot.target) : tr('ui.shifter.none')}</li>}</For>
    </ul>
  )
}

function Entry(props: { entry: ShifterLogEntry }) {
  const { text } = useRoom()
  return (
    <div class="log-entry">
      <For each={props.entry.lines}>{(line) => <p>{text(line)}</p>}</For>
      <Show when={props.entry.type === 'vote' && props.entry.ballots.length > 0 ? props.entry : false}>
        {(vote) => (
          <details>
            <summary>{tr('ui.shifter.who_voted')}</summary>
            <Ballots ballots={vote().ballots} />
          </details>
        )}
      </Show>
    </div>
  )
}

/** The latest entry large (the morning story after a night), and everything before it. */
export function Story(props: { view: ShifterView }) {
  return (
    <StoryLog
      log={props.view.log}
      announcements={props.view.announcements}
      historyLabel={tr('ui.shifter.history')}
      latestLabel={tr('ui.shifter.latest')}
      Entry={Entry}
    />
  )
}
