/**
 * Asks before something that cannot be undone (removing a player, ending a step, leaving a running
 * game). A native modal <dialog>: the page behind is inert, Tab stays inside, Escape cancels, and
 * focus goes back to where it was. Focus starts on "Cancel", so a stray Enter changes nothing.
 */
import { createEffect, createUniqueId, onCleanup } from 'solid-js'
import { tr } from '../lib/i18n'

export interface ConfirmDialogProps {
  /** Shown while true; the owner sets it false in `onClose`. */
  open: boolean
  /** The question, short ("Remove Anna?"). */
  title: string
  /** What will happen, in a sentence or two. */
  body: string
  /** The button that does it, named for what it does ("Remove"). */
  confirmLabel: string
  /** The thing destroys something (a seat): the button is drawn as a warning. */
  danger?: boolean
  onConfirm(): void
  /** Called whenever the dialog closes: cancelled, escaped or confirmed. */
  onClose(): void
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const id = createUniqueId()
  let dialog!: HTMLDialogElement
  let cancel!: HTMLButtonElement
  let returnTo: HTMLElement | null = null

  createEffect(() => {
    if (props.open && !dialog.open) {
      returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      cancel.focus()
    } else if (!props.open && dialog.open) {
      dialog.close()
    }
  })

  function closed(): void {
    // The element that opened it may be gone (its row left): then the browser picks.
    if (returnTo?.isConnected) returnTo.focus()
    returnTo = null
    props.onClose()
  }

  onCleanup(() => dialog.open && dialog.close())

  return (
    <dialog ref={dialog} class="confirm" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} onClose={closed}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p id={`${id}-body`}>{props.body}</p>
      <div class="confirm-actions">
        <button ref={cancel} type="button" class="btn" onClick={() => dialog.close()}>
          {tr('ui.confirm.cancel')}
        </button>
        <button
          type="button"
          class="btn"
          classList={{ 'btn-danger-solid': props.danger === true, 'btn-primary': props.danger !== true }}
          data-testid="confirm-yes"
          onClick={() => {
            props.onConfirm()
            dialog.close()
          }}
        >
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
