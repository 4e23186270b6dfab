/** Short messages for the person (errors, "link copied"), read out by screen readers. */
import { createRoot, createSignal } from 'solid-js'

/** How long a toast stays. */
export const TOAST_MS = 5000
/** At most this many toasts at once; older ones go first. */
export const MAX_TOASTS = 3

export interface Toast {
  id: number
  /** The words, in the language on screen: read again when the person switches the language. */
  words: () => string
  tone: 'error' | 'info'
}

const [toasts, setToasts] = createRoot(() => createSignal<Toast[]>([]))
let nextId = 1

/** The toasts showing now. */
export { toasts }

/** Shows a toast for a while; the same words again replace the one already showing. */
export function toast(words: () => string, tone: Toast['tone'] = 'error'): void {
  const id = nextId++
  const text = words()
  setToasts((list) => [...list.filter((item) => item.words() !== text), { id, words, tone }].slice(-MAX_TOASTS))
  setTimeout(() => dismissToast(id), TOAST_MS)
}

/** Removes a toast before its time. */
export function dismissToast(id: number): void {
  setToasts((list) => list.filter((item) => item.id !== id))
}
