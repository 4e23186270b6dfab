/**
 * Creating a room tries again after a 503 (a busy server, or the local dev server that answers a
 * POST caught between two connections to its runtime that way), and gives up after a few. Against
 * a real HTTP server on a loopback port.
 */
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createRoom } from '../../client/lib/api'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server that answers the room API with these statuses in turn (201 with a code), counting the calls. */
async function answering(statuses: number[]): Promise<{ origin: string; calls: () => number }> {
  let calls = 0
  server = createServer((req, res) => {
    const status = statuses[Math.min(calls++, statuses.length - 1)]!
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(status === 201 ? JSON.stringify({ code: 'ABC234' }) : JSON.stringify({ error: 'busy' }))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls }
}

describe('creating a room', () => {
  it('tries again after a 503 and gets the room', async () => {
    const api = await answering([503, 503, 201])
    await expect(createRoom('werwolf', 'de', api.origin)).resolves.toBe('ABC234')
    expect(api.calls()).toBe(3)
  })

  it('gives up after three 503s, and at once on any other refusal', async () => {
    const busy = await answering([503])
    await expect(createRoom('cops', undefined, busy.origin)).rejects.toThrow(/HTTP 503/)
    expect(busy.calls()).toBe(3)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    const limited = await answering([429, 201])
    await expect(createRoom('cops', undefined, limited.origin)).rejects.toThrow(/HTTP 429/)
    expect(limited.calls()).toBe(1)
  })
})
