/**
 * A game's public story: the latest entry large, everything before it folded away. Right after
 * something happens the narration tells the latest entry already; then it shows only in the history.
 */
import { For, Show, type Component } from 'solid-js'
import type { Notice } from '../../../shared/notice'

export function StoryLog<E extends { lines: readonly Notice[] }>(props: {
  log: readonly E[]
  announcements: readonly Notice[]
  /** The section's label and the history's summary line. */
  historyLabel: string
  /** The heading over the latest entry. */
  latestLabel: string
  Entry: Component<{ entry: E }>
}) {
  const told = () => {
    const entry = props.log.at(-1)
    const narrated = new Set(props.announcements.map((line) => JSON.stringify(line)))
    return entry !== undefined && entry.lines.every((line) => narrated.has(JSON.stringify(line)))
  }
  const latest = () => (told() ? undefined : props.log.at(-1))
  const earlier = () => props.log.slice(0, latest() ? -1 : undefined).reverse()
  return (
    <Show when={props.log.length > 0}>
      <section class="panel story" aria-label={props.historyLabel}>
        <Show when={latest()}>
          {(entry) => (
            <>
              <h2>{props.latestLabel}</h2>
              <props.Entry entry={entry()} />
            </>
          )}
        </Show>
        <Show when={earlier().length > 0}>
          <details>
            <summary>{props.historyLabel}</summary>
            <For each={earlier()}>{(item) => <props.Entry entry={item} />}</For>
          </details>
        </Show>
      </section>
    </Show>
  )
}
