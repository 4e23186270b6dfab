/** The public story (mornings, votes, the hunter's shot) and the seer's private findings. */
import { For, Show } from 'solid-js'
import type { Ballot, WerwolfLogEntry, WerwolfView } from '../../../shared/views/werwolf'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'

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

/** The latest announcement, large (the morning story after a night), and everything before it. */
export function Story(props: { view: WerwolfView }) {
  // Right after it happens the narration tells the latest entry already: then show it only in the history.
  const told = () => {
    const entry = props.view.log.at(-1)
    const narrated = new Set(props.view.announcements.map((line) => JSON.stringify(line)))
    return entry !== undefined && entry.lines.every((line) => narrated.has(JSON.stringify(line)))
  }
  const latest = () => (told() ? undefined : props.view.log.at(-1))
  const earlier = () => props.view.log.slice(0, latest() ? -1 : undefined).reverse()
  return (
    <Show when={props.view.log.length > 0}>
      <section class="panel story" aria-label={tr('ui.werwolf.history')}>
        <Show when={latest()}>
          {(entry) => (
            <>
              <h2>{tr('ui.werwolf.latest')}</h2>
              <Entry entry={entry()} />
            </>
          )}
        </Show>
        <Show when={earlier().length > 0}>
          <details>
            <summary>{tr('ui.werwolf.history')}</summary>
            <For each={earlier()}>{(item) => <Entry entry={item} />}</For>
          </details>
        </Show>
      </section>
    </Show>
  )
}
