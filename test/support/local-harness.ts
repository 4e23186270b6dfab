/**
 * Driving the room on a device in Node: the browser host (client/local-host) with fake-indexeddb
 * for IndexedDB, phones on its in-page channels, the record read back from IndexedDB, and a
 * restart that closes the host (every channel dropped, the database closed) so the next phone
 * starts the room again from storage, as a reloaded page or a restarted phone does.
 */
import 'fake-indexeddb/auto'
import { IdbStorage, openDatabase } from '../../client/local-host/idb-storage'
import { LocalHost } from '../../client/local-host/local-host'
import type { PageSocket } from '../../client/local-host/page-socket'
import { storedRecord } from '../../server/room/record-store'
import type { RoomRecord } from '../../server/room/room-record'
import { fakeClock, setClock } from './fake-clock'
import { type ClientSocket, FrameClient } from './frame-client'
import type { RoomHostHarness } from './pass-phone-suite'

let databases = 0

/** A device: its host is opened on first use and after each restart, on a database of its own. */
export class LocalDevice {
  readonly database = `spielleiter-test-${++databases}`
  private host: Promise<LocalHost> | null = null

  /** The host as the page has it now. */
  open(): Promise<LocalHost> {
    return (this.host ??= LocalHost.open({ database: this.database }))
  }

  /** A phone on a channel into a room; resolves once the channel is open (or was refused). */
  async phone(code: string): Promise<FrameClient> {
    const socket = (await this.open()).transport.open(code) as PageSocket
    const client = new FrameClient(socket as unknown as ClientSocket)
    await new Promise<void>((resolve) => {
      socket.addEventListener('open', () => resolve())
      socket.addEventListener('close', () => resolve())
    })
    return client
  }

  /** The room's record as IndexedDB holds it, read over a connection of its own. */
  async record(code: string): Promise<RoomRecord | null> {
    await (await this.open()).settled()
    const db = await openDatabase(this.database)
    try {
      return await storedRecord(await IdbStorage.open(db, code))
    } finally {
      db.close()
    }
  }

  /** Closes the host: the page is gone; the next use opens it again from storage. */
  async restart(): Promise<void> {
    const host = this.host
    this.host = null
    await (await host)?.close()
  }
}

/** The passed-phone suite's host: one device per test. */
export function localHarness(): RoomHostHarness {
  let device = new LocalDevice()
  return {
    name: 'this device, IndexedDB',
    fakeClock,
    setClock,
    createRoom: async (game) => (await device.open()).create(game),
    open: (code) => device.phone(code),
    async readRecord(code) {
      const record = await device.record(code)
      if (!record) throw new Error(`room ${code} has no record`)
      return record
    },
    restart: () => device.restart(),
    async cleanUp() {
      await device.restart()
      device = new LocalDevice()
    },
  }
}
