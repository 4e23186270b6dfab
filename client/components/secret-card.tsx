/**
 * The secret role card. Hidden by default; shown while held down, or toggled by a tap (or Enter /
 * Space). A card left open hides itself again after a while, in case the phone lies on the table.
 */
import { createSignal, onCleanup, Show, type JSX } from 'solid-js'
import { tr } from '../lib/i18n'

/** A press longer than this is a hold: the card hides again on release. */
export const HOLD_MS = 350
/** An open card closes itself after this long. */
export const AUTO_HIDE_MS = 20_000

export interface SecretCardProps {
  /** The role's name. */
  role: string
  /** The playing card, e.g. "K♠". */
  symbol: string
  /** Red suits are drawn red. */
  red: boolean
  /** More to show on the face (team, mates). */
  children?: JSX.Element
}

export function SecretCard(props: SecretCardProps) {
  const [open, setOpen] = createSignal(false)
  const [holding, setHolding] = createSignal(false)
  // When the finger went down and came up, as the events say: a busy phone may run the handlers
  // late, and a tap must not turn into a hold because the page was slow to hear of it.
  let pressedAt = 0
  let releasedAt = 0
  let autoHide: ReturnType<typeof setTimeout> | undefined

  const shown = () => open() || holding()

  function setOpenFor(value: boolean): void {
    setOpen(value)
    clearTimeout(autoHide)
    if (value) autoHide = setTimeout(() => setOpen(false), AUTO_HIDE_MS)
  }
  onCleanup(() => clearTimeout(autoHide))

  return (
    <button
      type="button"
      class="secret-card"
      classList={{ shown: shown(), red: props.red }}
      data-testid="secret-card"
      data-state={shown() ? 'shown' : 'hidden'}
      aria-pressed={open()}
      aria-label={shown() ? tr('ui.card.label_shown', { role: props.role, card: props.symbol }) : tr('ui.card.label_hidden')}
      onPointerDown={(event) => {
        if (event.button !== 0) return
        pressedAt = event.timeStamp
        releasedAt = 0
        setHolding(true)
      }}
      onPointerUp={(event) => {
        releasedAt = event.timeStamp
        setHolding(false)
      }}
      onPointerLeave={() => setHolding(false)}
      onPointerCancel={() => setHolding(false)}
      onContextMenu={(event) => event.preventDefault()}
      onClick={() => {
        const held = pressedAt !== 0 && (releasedAt || performance.now()) - pressedAt > HOLD_MS
        pressedAt = 0
        if (!held) setOpenFor(!open())
      }}
    >
      {/* Both faces stay in the DOM (only CSS swaps them), so a press that reveals the card does
          not remove the element under the finger, which would swallow the click that follows. */}
      <span class="card-back" aria-hidden="true">
        <span class="card-back-title">{tr('ui.card.hidden')}</span>
        <span class="card-back-hint">{tr('ui.card.hint')}</span>
      </span>
      <span class="card-face" aria-hidden={!shown()}>
        <Show when={shown()}>
          <span class="card-symbol" aria-hidden="true">{props.symbol}</span>
          <span class="card-role">{props.role}</span>
          {props.children}
          <span class="card-hint">{tr('ui.card.hide_hint')}</span>
        </Show>
      </span>
    </button>
  )
}
