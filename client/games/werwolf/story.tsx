/** The public story (mornings, votes, the hunter's shot) and the seer's private findings. */
import { For, Show } from 'solid-js'
import type { Ballot, WerwolfLogEntry, WerwolfView } from '../../../shared/views/werwolf'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { StoryLog } from '../kit/story-log'

/** "Anna → Ben", one line per ballot. */
export function Ballots(props: { ballots: readonly Ballot[] }) {
  const { nameOf } = useRoom()
  return (
    <ul class="ballots">
      <For each={props.ballots}>
        {(ballot) => (
          <li>
            {nameOf(ballot.voter)} → {ballot.target ? nameOf(ballot.target) : tr('ui.werwolf.abstained_short')}
          </li>
        )}
      </For>
    </ul>
  )
}

function Entry(props: { entry: WerwolfLogEntry }) {
  const { text } = useRoom()
  return (
    <div class="log-entry">
      <For each={props.entry.lines}>{(line) => <p>{text(line)}</p>}</For>
      <Show when={props.entry.type === 'vote' ? props.entry : false}>
        {(vote) => (
          <Show when={vote().ballots.length > 0}>
            <details>
              <summary>{tr('ui.werwolf.who_voted')}</summary>
              <Ballots ballots={vote().ballots} />
            </details>
          </Show>
        )}
      </Show>
    </div>
  )
}

/** The latest entry large (the morning story after a night), and everything before it. */
export function Story(props: { view: WerwolfView }) {
  return (
    <StoryLog
      log={props.view.log}
      announcements={props.view.announcements}
      historyLabel={tr('ui.werwolf.history')}
      latestLabel={tr('ui.werwolf.latest')}
      Entry={Entry}
    />
  )
}
