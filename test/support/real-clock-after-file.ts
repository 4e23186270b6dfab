/**
 * Room tier setup: a file that faked the wall clock (fake-clock.ts) gives the real one back when it
 * ends, because the tier's files share their workerd process one after another (`isolate: false`)
 * and the next file's rooms must not wake a year in the future.
 */
import { afterAll, vi } from 'vitest'

afterAll(() => {
  vi.useRealTimers()
})
