/** The Worker's own defences, on a real server with small limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { APP_CSP } from '../../server/http/security-headers'
import { type RunningServer, createRoomAt, startServer } from '../support/server'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ vars: { ROOMS_PER_MINUTE: '3', UNKNOWN_CODES_PER_MINUTE: '4' } })
})
afterAll(() => server?.stop())

/** Opens a socket and resolves with the HTTP status of the upgrade (101 when it opened). */
function upgradeStatus(path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}${path}`, { headers })
    ws.on('open', () => {
      ws.close()
      resolve(101)
    })
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.on('error', () => undefined)
  })
}

describe('the Worker', () => {
  it('refuses sockets from foreign origins and allows its own', async () => {
    const code = await createRoomAt(server.url)
    expect(await upgradeStatus(`/parties/main/${code}`, { Origin: 'https://evil.example' })).toBe(403)
    expect(await upgradeStatus(`/parties/main/${code}`, { Origin: server.url })).toBe(101)
    expect(await upgradeStatus(`/parties/main/${code}`)).toBe(101)
  })

  it('lets one address create a few rooms a minute, then answers 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${server.url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'werwolf' }) })
      statuses.push(res.status)
    }
    // One room was created by the test before: three a minute in all.
    expect(statuses).toEqual([201, 201, 429, 429])
  })

  it('stops an address that keeps guessing room codes', async () => {
    const statuses: number[] = []
    for (const code of ['BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE', 'FFFFFF', 'GGGGGG']) {
      statuses.push(await upgradeStatus(`/parties/main/${code}`))
    }
    expect(statuses.slice(-2)).toEqual([429, 429])
    expect(statuses.filter((s) => s === 404).length).toBeGreaterThan(0)
  })

  it('sends the content security policy with the app, room links and rules pages', async () => {
    for (const path of ['/', '/r/ABCDEF', '/rules/werwolf']) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-security-policy')).toBe(APP_CSP)
    }
  })
})
