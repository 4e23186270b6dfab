import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/http/app'
import { isLoopbackHost } from '../../shared/loopback'

/** The app with rooms and assets that are never asked for here. */
function appWith(lanOrigin?: string) {
  return createApp({
    rooms: { request: () => Promise.reject(new Error('no rooms here')) },
    asset: () => Promise.reject(new Error('no assets here')),
    ...(lanOrigin === undefined ? {} : { lanOrigin }),
  })
}

async function originFrom(lanOrigin?: string): Promise<unknown> {
  const res = await appWith(lanOrigin).request('/api/origin')
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return ((await res.json()) as { origin: unknown }).origin
}

describe('where phones reach the server (GET /api/origin)', () => {
  it('names the origin npm start gave it, as an origin', async () => {
    expect(await originFrom('http://192.168.178.20:8787')).toBe('http://192.168.178.20:8787')
    expect(await originFrom('http://192.168.178.20:8787/')).toBe('http://192.168.178.20:8787')
  })

  it('names none on a deploy (unset or empty) or for anything that is not an http(s) URL', async () => {
    for (const value of [undefined, '', 'not a url', 'javascript:alert(1)', 'ftp://10.0.0.1']) expect(await originFrom(value), String(value)).toBeNull()
  })
})

describe('loopback host names', () => {
  it('knows the names that open only on the device itself', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true)
    }
    for (const host of ['192.168.178.20', '10.0.0.7', 'gamenight.test', 'localhost.example.com', '127.example', 'fe80::1', '::']) {
      expect(isLoopbackHost(host), host).toBe(false)
    }
  })
})
