/** "Ready": the one big button of a talking step; pressed once, it stays pressed. */
import type { JSX } from 'solid-js'
import { tr } from '../../lib/i18n'

export function ReadyButton(props: {
  done: boolean
  onReady(): void
  label?: string
  hint?: JSX.Element
  testid?: string
  /** Not yet: the button waits (e.g. until the card has been looked at); the hint says why. */
  waiting?: boolean
}) {
  return (
    <section class="action">
      {props.hint}
      <button
        type="button"
        class="btn btn-primary btn-block btn-big"
        data-testid={props.testid ?? 'ready-to-vote'}
        aria-pressed={props.done}
        disabled={props.done || props.waiting}
        onClick={() => props.onReady()}
      >
        {props.done ? `✓ ${tr('ui.ready.done')}` : (props.label ?? tr('ui.ready.button'))}
      </button>
    </section>
  )
}
