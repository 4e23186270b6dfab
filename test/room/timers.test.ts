/**
 * Timers, for every registered game: a deadline is state plus one alarm. An alarm delivered
 * twice, early, late or after a restart advances exactly as the engine says for that moment and
 * no more; a deadline that passed while the object was down is applied when it starts; a pause
 * freezes the game clock and a resume shifts the wall-clock deadline by the paused time. The
 * client's countdown stays right on a phone whose clock is minutes off.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLOCK_SNAP_MS, ClockSync, remainingMs } from '../../client/lib/clock'
import { games } from '../../server/games'
import { isState, isType } from '../support/frames'
import { RoomClient, fakeClock, fireAlarm, readAlarm, readRecord, restart, setClock, startedRoom, touch } from '../support/room-harness'

/** How long the host keeps the game paused in these tests. */
const PAUSE_MS = 10 * 60_000

afterEach(() => {
  vi.useRealTimers()
})

/** Every `deadline` member in a view. */
function deadlinesIn(value: unknown, found: unknown[] = []): unknown[] {
  if (value === null || typeof value !== 'object') return found
  for (const [key, member] of Object.entries(value)) {
    if (key === 'deadline') found.push(member)
    deadlinesIn(member, found)
  }
  return found
}

for (const def of Object.values(games)) {
  describe(`timers: ${def.id}`, () => {
    /** A started room with the fewest players; the first step's deadline on the game clock (= wall clock, nothing paused yet). */
    async function begin() {
      const start = fakeClock()
      const room = await startedRoom(def.id, def.players.min)
      const state = room.record.match!.state
      const deadline = def.deadline(state)
      if (deadline === null) throw new Error(`${def.id}: the first step has no deadline, so there is no timer to test`)
      expect(await readAlarm(room.code)).toBe(deadline)
      return { ...room, start, state, deadline }
    }

    it('advances exactly once when the same alarm is delivered twice', async () => {
      const { code, record, state, deadline } = await begin()
      setClock(deadline + 1)
      expect(await fireAlarm(code)).toBe(true)
      const once = await readRecord(code)
      expect(once.match!.state).toEqual(def.advance(state, deadline + 1))
      expect(def.stage(once.match!.state)).toBeGreaterThan(def.stage(state))
      expect(once.version).toBe(record.version + 1)
      // Delivered again at the same moment (the alarm now set is the next step's, so this one is early).
      await fireAlarm(code)
      expect(await readRecord(code)).toEqual(once)
    })

    it('changes nothing when the alarm comes early, and sets it again for the deadline', async () => {
      const { code, record, deadline } = await begin()
      setClock(deadline - 1_000)
      expect(await fireAlarm(code)).toBe(true)
      expect(await readRecord(code)).toEqual(record)
      expect(await readAlarm(code)).toBe(deadline)
    })

    it('applies every step that fell due when the alarm comes late, each from its own deadline, in one change', async () => {
      const { code, record, state, deadline } = await begin()
      const late = deadline + 30 * 60_000
      setClock(late)
      expect(await fireAlarm(code)).toBe(true)
      const after = await readRecord(code)
      const expected = def.advance(state, late)
      expect(after.match!.state).toEqual(expected)
      expect(def.stage(expected)).toBeGreaterThan(def.stage(state) + 1)
      expect(after.version).toBe(record.version + 1)
      const next = def.deadline(expected)
      expect(await readAlarm(code)).toBe(next === null || after.phase !== 'playing' ? null : next)
    })

    it('advances exactly once when the alarm is delivered to a restarted object', async () => {
      const { code, record, state, deadline } = await begin()
      await restart(code)
      setClock(deadline + 1)
      expect(await fireAlarm(code)).toBe(true)
      const once = await readRecord(code)
      expect(once.match!.state).toEqual(def.advance(state, deadline + 1))
      expect(once.version).toBe(record.version + 1)
      await fireAlarm(code)
      expect(await readRecord(code)).toEqual(once)
    })

    it('applies a deadline that passed while the object was down as soon as it starts, and re-arms the next one', async () => {
      const { code, clients, record, state, deadline } = await begin()
      await restart(code)
      const at = deadline + 5_000
      setClock(at)
      expect(await touch(code)).toBe(200)
      const after = await readRecord(code)
      const expected = def.advance(state, at)
      expect(after.match!.state).toEqual(expected)
      expect(after.version).toBe(record.version + 1)
      expect(await readAlarm(code)).toBe(def.deadline(expected))
      // The pending alarm, delivered late after all, finds nothing left to do.
      await fireAlarm(code)
      expect((await readRecord(code)).match!.state).toEqual(expected)
      // Every phone comes back to its seat and sees the step that is due now.
      for (const old of clients) {
        const back = await RoomClient.joined(code, 'ignored', old.token!)
        expect(back.seat).toBe(old.seat)
        const frame = await back.rec.next(isState())
        expect(frame.you).toBe(old.seat)
        expect(frame.room.stage).toBe(def.stage(expected))
      }
    })

    it('freezes the remaining time while paused; on resume the wall-clock deadline moves by the paused time', async () => {
      const { code, clients, host, state, start, deadline } = await begin()
      const pausedAt = start + Math.floor((deadline - start) / 2)
      setClock(pausedAt)
      await host.accepted({ type: 'lobby', id: 'pause', command: { type: 'pause' } })
      // The room sends the new state before the ack, so it is the newest frame by now.
      const paused = host.latestState()!
      expect(paused.room.paused).toBe(true)
      expect(paused.now).toBe(pausedAt)
      const shown = deadlinesIn(paused.view)
      expect(shown, `the ${def.id} view must carry the step's deadline as a \`deadline\` member`).toContain(deadline)
      const remaining = deadline - paused.now
      expect(await readAlarm(code)).toBeNull()

      // Time passes well beyond the deadline: nothing moves, the game clock stands still, actions wait.
      setClock(pausedAt + PAUSE_MS)
      expect(await fireAlarm(code)).toBe(false)
      expect((await readRecord(code)).match!.state).toEqual(state)
      host.send({ type: 'ping' })
      expect((await host.rec.next(isType('pong'))).now).toBe(pausedAt)
      const mover = clients.find((c) => def.legalActions(state, c.seat!).length > 0)
      if (mover) {
        const refused = await mover.request({ type: 'act', id: 'while-paused', stage: def.stage(state), action: def.legalActions(state, mover.seat!)[0] })
        expect(refused).toMatchObject({ type: 'error', code: 'wrong_phase' })
      }

      await host.accepted({ type: 'lobby', id: 'resume', command: { type: 'resume' } })
      const resumed = host.latestState()!
      expect(resumed.room.paused).toBe(false)
      expect(resumed.now).toBe(pausedAt)
      expect(deadlinesIn(resumed.view)).toContain(deadline)
      expect(deadline - resumed.now).toBe(remaining)
      expect(await readAlarm(code)).toBe(deadline + PAUSE_MS)

      // The step ends at the shifted wall time, not a millisecond before.
      setClock(deadline + PAUSE_MS - 1)
      await fireAlarm(code)
      expect((await readRecord(code)).match!.state).toEqual(state)
      setClock(deadline + PAUSE_MS)
      await fireAlarm(code)
      expect((await readRecord(code)).match!.state).toEqual(def.advance(state, deadline))
    })
  })
}

describe('the countdown on a phone whose clock is off', () => {
  /** Network delay each way. */
  const LATENCY = 80
  const SKEWS = [-7 * 60_000, -90_000, 0, 4 * 60_000, 3 * 3600_000]

  for (const skew of SKEWS) {
    it(`shows the server's remaining time with the phone ${skew / 60_000} minutes off`, () => {
      const serverNow = (t: number) => t - 12_345 // the game clock: wall time minus pauses so far
      const phone = (t: number) => t + skew
      const clock = new ClockSync()
      let t = 1_000_000
      // A state frame, then a ping round trip, as the client does after joining.
      clock.fromState(serverNow(t), phone(t + LATENCY))
      t += 5_000
      clock.fromPong(serverNow(t + LATENCY), phone(t + 2 * LATENCY), 2 * LATENCY)
      const deadline = serverNow(t) + 60_000
      for (const later of [0, 10_000, 59_000, 61_000]) {
        const truth = Math.max(0, deadline - serverNow(t + later))
        expect(Math.abs(remainingMs(deadline, clock, null, phone(t + later)) - truth)).toBeLessThanOrEqual(LATENCY)
      }
      // While paused the countdown stands at what the frame said, whatever the phone's clock does.
      const pausedNow = serverNow(t)
      expect(remainingMs(deadline, clock, { at: pausedNow }, phone(t + 3600_000))).toBe(deadline - pausedNow)
    })
  }

  it('recovers at the next frame when the phone clock jumps mid-game', () => {
    const clock = new ClockSync()
    clock.fromState(50_000, 10_000)
    const deadline = 80_000
    expect(remainingMs(deadline, clock, null, 20_000)).toBe(20_000)
    // The owner sets the phone 5 minutes ahead; the first frame after that snaps the estimate.
    const jump = 5 * 60_000
    clock.fromState(60_000, 20_000 + jump)
    expect(jump).toBeGreaterThan(CLOCK_SNAP_MS)
    expect(remainingMs(deadline, clock, null, 20_000 + jump)).toBe(20_000)
  })
})
