/**
 * The alarm of a room on a device: a timer, which a phone freezes with the page. What fell due while
 * the page slept is applied when the page is back in front (`catchUp`), or, when the page was gone
 * altogether, when the room starts again from storage. The clock itself rings from its timer, and
 * a wake-up before the time changes nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AlarmClock } from '../../client/local-host/alarm-clock'
import { IdbStorage, openDatabase } from '../../client/local-host/idb-storage'
import { words } from '../../server/games/words'
import type { WordsState } from '../../server/games/words/state'
import { fakeClock, setClock } from '../support/fake-clock'
import { isType } from '../support/frames'
import { LocalDevice } from '../support/local-harness'

/** Seconds each speaker has for a clue in these games. */
const CLUE_SECONDS = 20
const TAP_MS = 150

let device: LocalDevice

afterEach(async () => {
  await device?.restart()
  vi.useRealTimers()
})

/** A word game on one device, six seats, everyone has looked: the first speaker's clue timer runs. */
async function clueRunning() {
  fakeClock()
  device = new LocalDevice()
  const code = await (await device.open()).create('words')
  const phone = await device.phone(code)
  await phone.join('Anna')
  for (const name of ['Ben', 'Carla', 'Dan', 'Eva', 'Finn']) {
    setClock(Date.now() + TAP_MS)
    phone.send({ type: 'join', name, also: true })
    await phone.rec.next(isType('welcome'))
  }
  const options = { ...words.options.defaults(6), mode: 'pass', clueSeconds: CLUE_SECONDS }
  await phone.accepted({ type: 'lobby', id: 'options', command: { type: 'options', options } })
  await phone.accepted({ type: 'lobby', id: 'start', command: { type: 'start' } })
  for (let i = 0; ; i++) {
    const state = (await device.record(code))!.match!.state as WordsState
    if (state.phase !== 'look') break
    setClock(Date.now() + TAP_MS)
    await phone.accepted({ type: 'act', id: `look${i}`, action: { type: 'seen' } })
  }
  const record = (await device.record(code))!
  const state = record.match!.state as WordsState
  expect(state.phase).toBe('clue')
  return { code, phone, state, deadline: words.deadline(state)! }
}

async function storedAlarm(database: string, code: string): Promise<number | null> {
  const db = await openDatabase(database)
  try {
    return await (await IdbStorage.open(db, code)).getAlarm()
  } finally {
    db.close()
  }
}

describe('the alarm of a room on a device', () => {
  it('applies a clue timer that ran out while the page slept, once the page is back', async () => {
    const { code, state, deadline } = await clueRunning()
    expect(deadline).toBeGreaterThan(Date.now())
    // The alarm is stored with the room, at the step's deadline.
    expect(await storedAlarm(device.database, code)).toBe(deadline)

    // The page sleeps past the deadline: its timer has not run, nothing has moved.
    setClock(deadline + 5_000)
    expect(((await device.record(code))!.match!.state as WordsState).speaking).toBe(state.speaking)

    // Back in front: the room applies the deadline.
    ;(await device.open()).catchUp()
    const after = (await device.record(code))!.match!.state as WordsState
    expect(after.speaking).toBe(state.speaking + 1)
    // …and sets the next alarm, for the next speaker's timer.
    expect(await storedAlarm(device.database, code)).toBe(words.deadline(after))
  })

  it('applies what fell due while the phone was off when the room starts again from storage', async () => {
    const { code, state, deadline } = await clueRunning()
    await device.restart()
    setClock(deadline + 60_000)
    const phone = await device.phone(code)
    await phone.join('Anna', (await device.record(code))!.seats[0]!.token)
    const after = (await device.record(code))!.match!.state as WordsState
    expect(after.speaking).toBeGreaterThan(state.speaking)
  })
})

describe('the alarm clock', () => {
  it('rings from its timer once the time has come, and only once', async () => {
    let rung = 0
    const clock = new AlarmClock(() => rung++)
    clock.set(Date.now() + 20)
    await vi.waitFor(() => expect(rung).toBe(1))
    clock.catchUp()
    expect(rung).toBe(1)
    expect(clock.due).toBeNull()
  })

  it('does not ring when woken before its time, and keeps the alarm set', () => {
    let now = 1_000
    let rung = 0
    const clock = new AlarmClock(() => rung++, () => now)
    clock.set(60_000)
    clock.catchUp()
    expect(rung).toBe(0)
    now = 60_000
    clock.catchUp()
    expect(rung).toBe(1)
    clock.stop()
  })
})
