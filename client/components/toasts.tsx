/**
 * The toast stack: errors and short confirmations, announced by screen readers. An error interrupts
 * (an alert), news waits its turn (a status), so a "you are the host now" does not cut into what
 * is being read.
 */
import { For } from 'solid-js'
import { tr } from '../lib/i18n'
import { dismissToast, type Toast, toasts } from '../lib/toasts'

function ToastGroup(props: { tone: Toast['tone'] }) {
  return (
    <div class="toast-group" role={props.tone === 'error' ? 'alert' : 'status'}>
      <For each={toasts().filter((item) => item.tone === props.tone)}>
        {(item) => (
          <div class="toast" classList={{ [`toast-${item.tone}`]: true }}>
            <span>{item.words()}</span>
            <button type="button" class="toast-close" aria-label={tr('ui.toast.close')} onClick={() => dismissToast(item.id)}>
              ×
            </button>
          </div>
        )}
      </For>
    </div>
  )
}

export function Toasts() {
  return (
    <div class="toasts">
      <ToastGroup tone="info" />
      <ToastGroup tone="error" />
    </div>
  )
}
