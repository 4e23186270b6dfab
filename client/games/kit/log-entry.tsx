/** One entry of a public story: its lines, and under a vote's lines who voted for whom, folded away. */
import { For, Show } from 'solid-js'
import type { Notice } from '../../../shared/notice'
import type { Ballot } from '../../../shared/views/header'
import { useRoom } from '../../lib/room-context'
import { BallotList } from './ballot-list'

export function LogEntry(props: {
  lines: readonly Notice[]
  /** The round's ballots (none for an entry that is not a vote). */
  ballots: readonly Ballot[]
  /** The folded ballots' title ("Who voted for whom"). */
  ballotsTitle: string
  /** The game's word for a ballot for nobody. */
  nobody: string
}) {
  const { text } = useRoom()
  return (
    <div class="log-entry">
      <For each={props.lines}>{(line) => <p>{text(line)}</p>}</For>
      <Show when={props.ballots.length > 0}>
        <details>
          <summary>{props.ballotsTitle}</summary>
          <BallotList ballots={props.ballots} nobody={props.nobody} />
        </details>
      </Show>
    </div>
  )
}
