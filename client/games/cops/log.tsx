/**
 * The public story: arrests after each action phase, each vote with its ballots, ties, runoffs
 * and the VIP's decision. The newest announcements stand big at the top; the whole log folds away.
 */
import { For, Show } from 'solid-js'
import type { Ballot, CopsLogEntry, CopsView } from '../../../shared/views/cops'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'

/** "Anna → Ben", one line per ballot. */
export function Ballots(props: { ballots: readonly Ballot[] }) {
  const { nameOf } = useRoom()
  return (
    <ul class="ballots">
      <For each={props.ballots}>{(ballot) => <li>{tr('cops.log.ballot', { voter: nameOf(ballot.voter), target: ballot.target === null ? '–' : nameOf(ballot.target) })}</li>}</For>
    </ul>
  )
}

/** What kind of announcement an entry is (for tests and styles) and its symbol. */
export function lookOf(entry: CopsLogEntry): { kind: string; symbol: string } {
  switch (entry.type) {
    case 'event':
      return { kind: 'event', symbol: '🎲' }
    case 'arrests':
      return entry.arrested.length > 0 ? { kind: 'arrest', symbol: '🚨' } : { kind: 'no-arrest', symbol: '🕊️' }
    case 'vote':
      return entry.out !== null ? { kind: 'banished', symbol: '🚪' } : { kind: 'tie', symbol: '⚖️' }
    case 'decision':
      return { kind: 'banished', symbol: '🚪' }
  }
}

function Entry(props: { entry: CopsLogEntry; big?: boolean }) {
  const { text, nameOf } = useRoom()
  const vote = () => (props.entry.type === 'vote' ? props.entry : null)
  const look = () => lookOf(props.entry)
  return (
    <div class="log-entry cops-entry" classList={{ big: props.big }} data-kind={look().kind} data-testid={props.big ? `news-${look().kind}` : undefined}>
      <span class="cops-entry-symbol" aria-hidden="true">{look().symbol}</span>
      <div class="cops-entry-body">
        <For each={props.entry.lines}>{(line) => <p>{text(line)}</p>}</For>
        <Show when={vote()}>
          {(v) => (
            <>
              <Show when={v().tally.length > 0}>
                <ul class="cops-tally">
                  <For each={v().tally}>
                    {(row) => (
                      <li classList={{ tied: v().tied.includes(row.seat), out: v().out === row.seat }}>
                        {tr('ui.cops.tally', { name: nameOf(row.seat), votes: row.votes })}
                      </li>
                    )}
                  </For>
                </ul>
              </Show>
              <Show when={v().ballots.length > 0}>
                <details>
                  <summary>{tr('cops.summary.votes')}</summary>
                  <Ballots ballots={v().ballots} />
                </details>
              </Show>
            </>
          )}
        </Show>
      </div>
    </div>
  )
}

/**
 * Today's announcements (arrests, votes, ties); at the start of a day, yesterday's banishment.
 * The event card has its own place, so event entries are left out here.
 */
export function newsOf(view: CopsView): CopsLogEntry[] {
  const today = view.log.filter((e) => e.day === view.day && e.type !== 'event')
  if (today.length > 0) return today
  return view.log.filter((e) => e.day === view.day - 1 && (e.type === 'vote' || e.type === 'decision'))
}

/** The newest announcements, big. */
export function News(props: { view: CopsView }) {
  const news = () => newsOf(props.view)
  return (
    <Show when={news().length > 0}>
      <section class="panel story cops-news" aria-label={tr('ui.cops.news')} aria-live="polite">
        <h2>{tr('ui.cops.news')}</h2>
        <For each={news()}>{(entry) => <Entry entry={entry} big />}</For>
      </section>
    </Show>
  )
}

/** Everything announced so far, newest first, folded. */
export function History(props: { view: CopsView }) {
  const entries = () => [...props.view.log].reverse()
  return (
    <Show when={entries().length > 0}>
      <details class="panel story cops-history">
        <summary>{tr('ui.cops.history')}</summary>
        <For each={entries()}>{(entry) => <Entry entry={entry} />}</For>
      </details>
    </Show>
  )
}
