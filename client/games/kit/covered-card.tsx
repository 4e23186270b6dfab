/**
 * The covered card: the one place on a game screen that shows what only this player may know —
 * the role, and whatever the current step tells this player alone (a finding, the pack's picks,
 * the instruction for the role). Covered it looks the same on every phone; it opens on a tap (on
 * release, alike in every browser engine) or while held down, closes again by itself when the
 * step changes or after a while, and shows a "new" mark when something arrived since the player last looked.
 */
import { createEffect, createSignal, onCleanup, Show, type JSX } from 'solid-js'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { switchCode } from '../../lib/storage'
import { SwitchCodeText } from '../../components/switch-code'
import { coverItself } from './cover-itself'

/** The seat's switch code, under the card: typed on another phone, it continues this seat there. */
function SwitchCode() {
  const { link } = useRoom()
  const code = switchCode.get(link.code)
  // A phone passed round shows each holder their card: the code of the device's own seat is not theirs.
  return (
    <Show when={code && link.more().length === 0}>
      <p class="switch-code hint" data-testid="switch-code">
        {tr('ui.covered.switch')} <SwitchCodeText code={code!} />
      </p>
    </Show>
  )
}

/** A press longer than this is a hold: the card covers itself again on release. */
export const HOLD_MS = 350
/** An open card nobody touches covers itself after this long, in case the phone lies on the table. */
export const AUTO_COVER_MS = 20_000

export interface CoveredCardProps {
  /** Any value that changes with the step (the stage): the card covers itself when it does. */
  closeOn: unknown
  /** A key of the newest private content; a key not seen open yet shows the "new" mark. */
  news?: string | number | null
  /** The button that covers the open card, when a game names it its own way (default: the kit's "Cover"). */
  closeLabel?: string
  /** Told whenever the card opens or covers itself (e.g. to show marks elsewhere only while it is open). */
  onShown?: (shown: boolean) => void
  /** What the card shows when open. */
  children: JSX.Element
  /** Shows only while held down (a tap does not open it); release covers it at once. Keys: held Space or Enter. */
  holdOnly?: boolean
  /** The covered side's hint, in place of "tap or hold". */
  hint?: string
}

export function CoveredCard(props: CoveredCardProps) {
  const [open, setOpen] = createSignal(false)
  const [holding, setHolding] = createSignal(false)
  const [seen, setSeen] = createSignal<CoveredCardProps['news']>(props.news ?? null)
  /** The press in progress became a hold: its click (if the engine sends one) must not toggle. */
  let wasHold = false
  let pressedAt: number | null = null
  let openAtPress = false
  let holdTimer: ReturnType<typeof setTimeout> | undefined
  let card: HTMLElement | undefined
  let toggle: HTMLButtonElement | undefined

  const shown = () => open() || holding()
  const fresh = () => props.news !== undefined && props.news !== null && props.news !== seen()

  function setOpenFor(value: boolean): void {
    // A keyboard's focus on the face (a name on the card, its form) would fall to the page's top as
    // the face goes: it goes back to the card's own button instead.
    const focusInFace = !value && card !== undefined && card.contains(document.activeElement) && document.activeElement !== toggle
    setOpen(value)
    if (focusInFace) toggle?.focus()
    if (!value) return autoCover.stop()
    autoCover.start()
    // The open face is taller than the covered card: what it holds (a finding, the step's choice)
    // comes into view with it instead of ending below the fold of a small phone.
    card?.scrollIntoView({ block: 'nearest' })
  }
  /** Someone working on the open card (a form on it) keeps it open: the auto-cover waits again. */
  function stillInUse(): void {
    if (open()) autoCover.start()
  }
  // Whatever is on the card while it is open has been seen.
  createEffect(() => {
    if (shown()) setSeen(props.news ?? null)
  })
  createEffect(() => props.onShown?.(shown()))
  // A phone locked or switched away leaves its screen in the app switcher's picture and open on
  // return, maybe in the next person's hand: the card covers itself as the page is hidden, a hold too.
  const autoCover = coverItself({
    cover: () => setOpenFor(false),
    after: AUTO_COVER_MS,
    closeOn: () => props.closeOn,
    onPageHidden: () => {
      clearTimeout(holdTimer)
      pressedAt = null
      setOpenFor(false)
      setHolding(false)
    },
  })
  onCleanup(() => clearTimeout(holdTimer))

  return (
    <section ref={card} class="covered" classList={{ shown: shown() }} data-testid="secret-card" data-state={shown() ? 'shown' : 'hidden'} aria-label={tr('ui.covered.region')}>
      <button
        ref={toggle}
        type="button"
        class="covered-toggle"
        data-testid="secret-card-toggle"
        aria-expanded={shown()}
        onPointerDown={(event) => {
          if (event.button !== 0) return
          // Keep the release on this button (a finger sliding off still ends the hold here).
          event.currentTarget.setPointerCapture?.(event.pointerId)
          wasHold = false
          pressedAt = event.timeStamp
          openAtPress = open()
          clearTimeout(holdTimer)
          if (props.holdOnly) {
            setHolding(true)
            return
          }
          // Nothing changes under the finger until the press has become a hold: WebKit sends no
          // click when the pressed content is swapped, so a tap would never open the card there.
          holdTimer = setTimeout(() => {
            wasHold = true
            setHolding(true)
          }, HOLD_MS)
        }}
        onPointerUp={(event) => {
          clearTimeout(holdTimer)
          // Input times, not handler times: a busy phone must not turn a tap into a hold.
          const tap = pressedAt !== null && event.timeStamp - pressedAt <= HOLD_MS
          pressedAt = null
          if (!props.holdOnly && tap && holding()) {
            // The hold timer ran late, after the face had appeared: still a tap, so it toggles here,
            // and the click (if the engine sends one after the swap) must not toggle it back.
            setOpenFor(!openAtPress)
            wasHold = true
          } else if (!tap) wasHold = true
          setHolding(false)
        }}
        onPointerCancel={() => {
          pressedAt = null
          clearTimeout(holdTimer)
          setHolding(false)
        }}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          wasHold = false
          if (!props.holdOnly || (event.key !== ' ' && event.key !== 'Enter')) return
          event.preventDefault()
          setHolding(true)
        }}
        onKeyUp={(event) => {
          if (props.holdOnly && (event.key === ' ' || event.key === 'Enter')) setHolding(false)
        }}
        onBlur={() => {
          if (props.holdOnly) setHolding(false)
        }}
        onClick={() => {
          if (!wasHold && !props.holdOnly) setOpenFor(!open())
          wasHold = false
        }}
      >
        <Show
          when={shown()}
          fallback={
            <>
              <span class="covered-title">{tr('ui.covered.closed')}</span>
              <span class="covered-hint">{props.hint ?? tr('ui.covered.open_hint')}</span>
              <Show when={fresh()}>
                <span class="covered-news" data-testid="covered-news">{tr('ui.covered.news')}</span>
              </Show>
            </>
          }
        >
          <span class="covered-close">{props.closeLabel ?? tr('ui.covered.close')}</span>
        </Show>
      </button>
      {/* A card shown only while held cannot be read by a screen reader's cursor: the finger (or the
          key) that holds it is busy. Its face is read out as it appears instead; the hold stays the
          only way to see it, so the reader speaks no more than the screen shows. */}
      <div aria-live={props.holdOnly ? 'polite' : undefined} data-testid="secret-card-live">
        <Show when={shown()}>
          <div class="covered-face" onPointerDown={stillInUse} onKeyDown={stillInUse} onInput={stillInUse} onChange={stillInUse}>
            {props.children}
            <SwitchCode />
          </div>
        </Show>
      </div>
    </section>
  )
}
