import { describe, expect, it } from 'vitest'
import { CLOCK_SNAP_MS, ClockSync, formatSeconds, remainingMs } from '../../client/lib/clock'

describe('clock sync', () => {
  it('takes the first sample as it is', () => {
    const clock = new ClockSync()
    clock.fromState(10_000, 4_000)
    expect(clock.offset).toBe(6_000)
    expect(clock.serverNow(5_000)).toBe(11_000)
  })

  it('adds half the round trip to a pong', () => {
    const clock = new ClockSync()
    clock.fromPong(10_000, 4_000, 200)
    expect(clock.offset).toBe(6_100)
  })

  it('smooths small jitter instead of jumping', () => {
    const clock = new ClockSync()
    clock.fromPong(10_000, 4_000, 0)
    clock.fromPong(10_100, 4_000, 0) // 100 ms off: moves half way
    expect(clock.offset).toBe(6_050)
  })

  it('jumps to a new clock when the difference is too large to be noise', () => {
    const clock = new ClockSync()
    clock.fromState(10_000, 4_000)
    clock.fromState(10_000 + CLOCK_SNAP_MS + 5_000, 4_000)
    expect(clock.offset).toBe(6_000 + CLOCK_SNAP_MS + 5_000)
  })
})

describe('time left', () => {
  const clock = { serverNow: (local = 0) => local + 1_000 }

  it('counts down to the deadline on the server clock', () => {
    expect(remainingMs(31_000, clock, null, 20_000)).toBe(10_000)
  })

  it('never goes below zero', () => {
    expect(remainingMs(5_000, clock, null, 20_000)).toBe(0)
  })

  it('stands still while paused, at what was left when the frame was sent', () => {
    expect(remainingMs(31_000, clock, { at: 25_000 }, 20_000)).toBe(6_000)
    expect(remainingMs(31_000, clock, { at: 25_000 }, 90_000)).toBe(6_000)
  })
})

describe('countdown text', () => {
  it('shows plain seconds under a minute and m:ss from a minute up', () => {
    expect(formatSeconds(59)).toBe('59')
    expect(formatSeconds(60)).toBe('1:00')
    expect(formatSeconds(305)).toBe('5:05')
  })
})
