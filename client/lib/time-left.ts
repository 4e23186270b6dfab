/**
 * The time left to a deadline on the room's game clock, as a signal for timers on screen. It changes
 * when the shown whole second changes, not on a fast fixed tick: a ring redrawn four times a second on
 * every phone at the table costs battery (and the test machine's browsers) and shows nothing new.
 * While the room is paused it holds still at what was left when the pause began.
 */
import { createEffect, createSignal, on, onCleanup } from 'solid-js'
import { remainingMs } from './clock'
import { useRoom } from './room-context'

/** A moment after the second turns, so the new value is the next whole second and not a hair before. */
const AFTER_THE_SECOND_MS = 15

/** Milliseconds left to `deadline()` (0 once it passed, or when there is none), and whether the room is paused. */
export function createTimeLeft(deadline: () => number | null): { left: () => number; paused: () => boolean } {
  const { link } = useRoom()
  const paused = () => link.state.current?.room.paused ?? false
  const read = () => {
    const at = deadline()
    if (at === null) return 0
    return remainingMs(at, link.clock, paused() ? { at: link.state.current?.now ?? 0 } : null)
  }
  const [left, setLeft] = createSignal(read())
  let timer: ReturnType<typeof setTimeout> | undefined
  const update = () => {
    clearTimeout(timer)
    const ms = read()
    setLeft(ms)
    if (ms > 0 && !paused()) timer = setTimeout(update, (ms % 1000 || 1000) + AFTER_THE_SECOND_MS)
  }
  // Again whenever the deadline moves, the pause begins or ends, or a frame sets the clock afresh.
  createEffect(on([deadline, paused, () => link.state.current?.now], update))
  onCleanup(() => clearTimeout(timer))
  return { left, paused }
}
