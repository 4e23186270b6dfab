/** A list folded away under its title (past nights, say), left out while it is empty. */
import { For, Show, type JSX } from 'solid-js'

export function FoldedList<T>(props: { items: readonly T[]; title: string; class?: string; children: (item: T) => JSX.Element }) {
  return (
    <Show when={props.items.length > 0}>
      <details class={props.class}>
        <summary>{props.title}</summary>
        <For each={props.items}>{(item) => props.children(item)}</For>
      </details>
    </Show>
  )
}
