/**
 * A room on a device whose storage fails under it. A Durable Object whose write fails is reset and
 * starts again from what storage holds; the room on a device does the same: every channel is
 * dropped (the app connects again and resends what was not answered), and the room is started anew
 * from IndexedDB, so it never goes on from a memory that storage does not have. A database the
 * browser closes (it may, when storage is cleared or under pressure) is opened again.
 */
import { forceCloseDatabase as forceClose } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DROPPED } from '../../client/local-host/page-socket'
import type { FrameClient } from '../support/frame-client'
import { isType } from '../support/frames'
import { LocalDevice } from '../support/local-harness'

let device: LocalDevice
const undo: (() => void)[] = []

afterEach(async () => {
  for (const step of undo.splice(0)) step()
  await device?.restart()
})

/** A word game's lobby on a device, Anna in it; resolves to the room's code, her phone and her token. */
async function lobby(): Promise<{ code: string; phone: FrameClient; token: string }> {
  device = new LocalDevice()
  const code = await (await device.open()).create('words')
  const phone = await device.phone(code)
  const { token } = await phone.join('Anna')
  return { code, phone, token }
}

/** Adds a player by name on the passed phone; resolves once the room welcomed them. */
async function add(phone: FrameClient, name: string): Promise<void> {
  phone.send({ type: 'join', name, also: true })
  await phone.rec.next(isType('welcome'))
}

/** The seats the phone's last state shows. */
function shownNames(phone: FrameClient): string[] | undefined {
  return phone.latestState()?.room.seats.map((seat) => seat.name)
}

async function storedNames(code: string): Promise<string[]> {
  return (await device.record(code))!.seats.map((seat) => seat.name)
}

/** The next write transaction is aborted, as a full disk or a refused quota aborts it. */
function failNextWrite(): void {
  const proto = globalThis.IDBDatabase.prototype
  const transaction = proto.transaction
  proto.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
    const tx = transaction.apply(this, args)
    if (args[1] === 'readwrite') {
      proto.transaction = transaction
      // After the room's rows are queued on it, before it commits.
      queueMicrotask(() => tx.abort())
    }
    return tx
  }
  undo.push(() => (proto.transaction = transaction))
}

/** Closes a connection as the browser does under the page: it tells `close` once its transactions are done. */
const forceCloseDatabase = forceClose as unknown as (db: IDBDatabase) => void

/** Every database connection opened from now on, to close them as the browser would. */
function watchOpenedDatabases(): IDBDatabase[] {
  const opened: IDBDatabase[] = []
  const open = indexedDB.open
  indexedDB.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
    const request = open.apply(this, args)
    request.addEventListener('success', () => opened.push(request.result))
    return request
  }
  undo.push(() => (indexedDB.open = open))
  return opened
}

describe('a room on a device whose storage fails', () => {
  it('drops its channels when a write fails and goes on from what storage holds', async () => {
    const { code, phone, token } = await lobby()
    await add(phone, 'Ben')

    failNextWrite()
    phone.send({ type: 'join', name: 'Carla', also: true })
    // Nothing more is told on the old channel: it is dropped, as a reset Durable Object's sockets are.
    expect((await phone.whenClosed()).code).toBe(DROPPED)
    expect(await storedNames(code)).toEqual(['Anna', 'Ben'])

    // The app connects again: the room starts from storage, without the player that was never stored.
    const again = await device.phone(code)
    await again.join('Anna', token)
    await vi.waitFor(() => expect(shownNames(again)).toEqual(['Anna', 'Ben']))
    await add(again, 'Carla')
    expect(await storedNames(code)).toEqual(['Anna', 'Ben', 'Carla'])
    await vi.waitFor(() => expect(shownNames(again)).toEqual(['Anna', 'Ben', 'Carla']))
  })

  it('opens the database again after the browser closed it', async () => {
    const opened = watchOpenedDatabases()
    const { code, phone, token } = await lobby()
    expect(opened.length).toBe(1)

    forceCloseDatabase(opened[0]!)
    phone.send({ type: 'join', name: 'Ben', also: true })
    expect((await phone.whenClosed()).code).toBe(DROPPED)

    const host = await device.open()
    expect(await host.current()).toMatchObject({ code, game: 'words', phase: 'lobby' })
    const again = await device.phone(code)
    await again.join('Anna', token)
    await add(again, 'Ben')
    expect(await storedNames(code)).toEqual(['Anna', 'Ben'])
  })
})
