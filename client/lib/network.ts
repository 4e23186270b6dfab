/** Whether the device has a network at all, as a signal (the browser's online/offline events). */
import { createRoot, createSignal } from 'solid-js'

const [online, setOnline] = createRoot(() => createSignal(typeof navigator === 'undefined' ? true : navigator.onLine))
window.addEventListener('online', () => setOnline(true))
window.addEventListener('offline', () => setOnline(false))

/** False while the browser knows it has no network; true otherwise (a true can still be a dead link). */
export { online }
