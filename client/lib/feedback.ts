/** What the phone does besides the screen: stay awake, buzz and beep when the game moves on. */
import { createEffect, createRoot, createSignal, onCleanup, type Accessor } from 'solid-js'
import { tellWithheld } from './plain-http'
import { savedFlag } from './storage'

/** Buzz pattern on a new step: short, short. */
export const STEP_VIBRATION_MS = [120, 60, 120]
/** The step beep: pitch and length. */
export const BEEP_HZ = 660
export const BEEP_MS = 160

const [soundOn, setSoundSignal] = createRoot(() => createSignal(savedFlag.get('sound', false)))

/** Whether the step beep is on (off unless chosen: phones lie on a table among people). */
export { soundOn }

/** Turns the step beep on or off and remembers it. */
export function setSound(on: boolean): void {
  savedFlag.set('sound', on)
  setSoundSignal(on)
  if (on) beep() // also unlocks audio on iOS, which needs a tap first
}

let audio: AudioContext | undefined

/** A short beep through WebAudio; silent where it is not available. */
export function beep(): void {
  try {
    audio ??= new AudioContext()
    void audio.resume()
    const osc = audio.createOscillator()
    const gain = audio.createGain()
    osc.frequency.value = BEEP_HZ
    gain.gain.setValueAtTime(0.15, audio.currentTime)
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + BEEP_MS / 1000)
    osc.connect(gain).connect(audio.destination)
    osc.start()
    osc.stop(audio.currentTime + BEEP_MS / 1000)
  } catch {
    // No audio here; the vibration and the screen still tell.
  }
}

/** Tells the person a new step began: vibration, and the beep when it is on. */
export function signalStep(): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(STEP_VIBRATION_MS)
  if (soundOn()) beep()
}

/**
 * Keeps the screen on while `active()` is true, for the life of the calling component. The browser
 * drops the lock whenever the tab is hidden, so it is asked for again when the tab is visible again.
 */
export function useWakeLock(active: Accessor<boolean>): void {
  // Only secure pages get a wake lock: on a plain-http address the person is told to keep the
  // screen on, right away (in the lobby), not when the game starts and the toast would cover it.
  if (!('wakeLock' in navigator)) return tellWithheld('wake_lock')
  let lock: WakeLockSentinel | null = null

  async function acquire(): Promise<void> {
    if (!active() || lock || document.visibilityState !== 'visible') return
    try {
      lock = await navigator.wakeLock.request('screen')
      lock.addEventListener('release', () => {
        lock = null
      })
      if (!active()) release()
    } catch {
      lock = null // refused (battery saver, no permission): the game works anyway
    }
  }

  function release(): void {
    void lock?.release()
    lock = null
  }

  const onVisibility = () => void acquire()
  document.addEventListener('visibilitychange', onVisibility)
  createEffect(() => (active() ? void acquire() : release()))
  onCleanup(() => {
    document.removeEventListener('visibilitychange', onVisibility)
    release()
  })
}
