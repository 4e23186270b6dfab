/**
 * The room link's first screen as the Worker served it (server/http/join-form.ts), usable before
 * the app had loaded: what the person typed, ticked and tapped there is read once here, and the
 * app's own screen takes its place in the same task (`handOver`), so nothing flashes, nothing typed
 * is lost, and a join tapped early is carried out once, by the app.
 */

/** The served screen's container (server/http/join-form.ts EARLY_ID). */
const EARLY_ID = 'early'

/** A join tapped on the served form: the page's script wrote it onto the form (`data-sent`). */
export interface EarlySubmit {
  name: string
  spectate: boolean
  /** A switch code typed instead of a name: this phone takes over that seat. */
  switchTo?: string
}

/** The served form as the person left it. */
export interface EarlyJoin {
  name: string
  spectate: boolean
  switchCode: string
  /** "Already playing? Continue here" was opened. */
  switchOpen: boolean
  /** The form said the name was missing. */
  nameError: boolean
  /** The field that had the focus, and where the caret or selection was in it. */
  focus: { id: string; start: number | null; end: number | null } | null
  /** The join tap, if it was made: the app carries it out instead of asking again. */
  sent: EarlySubmit | null
}

function readSent(raw: string | null): EarlySubmit | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<EarlySubmit>
    if (typeof value.name !== 'string') return null
    return { name: value.name, spectate: value.spectate === true, ...(typeof value.switchTo === 'string' && value.switchTo ? { switchTo: value.switchTo } : {}) }
  } catch {
    return null
  }
}

/** The served join form's state, or null when the page has none (the cached app, a room that is gone). */
export function readEarlyJoin(): EarlyJoin | null {
  const form = document.getElementById(EARLY_ID)?.querySelector('form')
  if (!form) return null
  const field = (selector: string) => form.querySelector<HTMLInputElement>(selector)
  const name = field('#join-name')
  const active = document.activeElement
  const focused = active instanceof HTMLInputElement && form.contains(active) && active.type === 'text' ? active : null
  return {
    name: name?.value ?? '',
    spectate: field('input[type=checkbox]')?.checked ?? false,
    switchCode: field('#join-switch')?.value ?? '',
    switchOpen: form.querySelector('details')?.open ?? false,
    nameError: name?.getAttribute('aria-invalid') === 'true',
    focus: focused ? { id: focused.id, start: focused.selectionStart, end: focused.selectionEnd } : null,
    sent: readSent(form.getAttribute('data-sent')),
  }
}

/** Removes the served screen and shows the app's own root, whose screen is in place by now. Only the first call does anything. */
export function handOver(): void {
  const early = document.getElementById(EARLY_ID)
  if (!early) return
  early.remove()
  document.getElementById('app')?.removeAttribute('hidden')
}

/** Puts the focus (and the caret) back where it was on the served form, in the app's field of the same id. */
export function restoreFocus(focus: EarlyJoin['focus']): void {
  if (!focus) return
  const input = document.getElementById(focus.id)
  if (!(input instanceof HTMLInputElement)) return
  input.focus()
  if (focus.start !== null && focus.end !== null) input.setSelectionRange(focus.start, focus.end)
}
