/** The toast stack: errors and short confirmations, announced by screen readers. */
import { For } from 'solid-js'
import { tr } from '../lib/i18n'
import { dismissToast, toasts } from '../lib/toasts'

export function Toasts() {
  return (
    <div class="toasts" role="alert" aria-live="assertive">
      <For each={toasts()}>
        {(item) => (
          <div class="toast" classList={{ [`toast-${item.tone}`]: true }}>
            <span>{item.text}</span>
            <button type="button" class="toast-close" aria-label={tr('ui.toast.close')} onClick={() => dismissToast(item.id)}>
              ×
            </button>
          </div>
        )}
      </For>
    </div>
  )
}
