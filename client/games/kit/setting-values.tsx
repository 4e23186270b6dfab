/** Settings as those who may not change them read them: a term and its value for each key, inside the form's `dl`. */
import { For } from 'solid-js'

export function SettingValues<K extends string>(props: { keys: readonly K[]; label(key: K): string; value(key: K): string | number }) {
  return (
    <For each={props.keys}>
      {(key) => (
        <>
          <dt>{props.label(key)}</dt>
          <dd>{props.value(key)}</dd>
        </>
      )}
    </For>
  )
}
