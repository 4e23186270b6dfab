/**
 * The timing probe on a real server started with ROOM_PROBE=1 (as the bench starts it): every
 * message a room handles is counted per stage, reading the figures starts the count again, and a
 * server without the flag has no such route (see http-edges.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROBE_BUCKETS_MS, PROBE_STAGES, type ProbeReport } from '../../server/room/probe'
import { type RunningServer, createRoomAt, startServer } from '../support/server'
import { SocketClient } from '../support/socket-client'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ vars: { ROOM_PROBE: '1' } })
})
afterAll(() => server?.stop())

async function probe(code: string): Promise<ProbeReport> {
  const res = await fetch(`${server.url}/api/rooms/${code}/probe`)
  expect(res.status).toBe(200)
  return (await res.json()) as ProbeReport
}

describe('the timing probe', () => {
  it('counts each stage of the messages a room handled, and starts again once read', async () => {
    const code = await createRoomAt(server.url)
    const host = await SocketClient.joined(server.port, code, 'Ida')
    const guest = await SocketClient.joined(server.port, code, 'Jonas')
    const ack = host.request({ type: 'lobby', id: 'p1', command: { type: 'options', options: {} } })
    await ack
    const report = await probe(code)
    expect(Object.keys(report).sort()).toEqual([...PROBE_STAGES].sort())
    // Two joins and one command: three messages, each parsed; the joins and the command were judged and stored.
    expect(report.message.count).toBe(3)
    expect(report.parse.count).toBe(3)
    expect(report.engine.count).toBe(1)
    expect(report.persist.count).toBeGreaterThanOrEqual(3)
    // Every stored change went out to the sockets joined at the time: 1 + 2 (+ 2 for the command, unless it changed nothing).
    expect(report.views.count).toBeGreaterThanOrEqual(3)
    // The open sockets are listed from the platform once for the new room and once after each socket
    // opened, not on every use (a message uses the list five times).
    expect(report.sockets.count).toBe(3)
    for (const stage of PROBE_STAGES) {
      const figures = report[stage]
      expect(figures.buckets).toHaveLength(PROBE_BUCKETS_MS.length + 1)
      expect(figures.buckets.reduce((a, b) => a + b, 0)).toBe(figures.count)
      expect(figures.totalMs).toBeGreaterThanOrEqual(0)
    }
    expect((await probe(code)).message.count).toBe(0)
    host.close()
    guest.close()
  })
})
