/**
 * `npm start` serves a game night on the local network: the launcher (server/dev/start.mjs) runs the
 * real server on every address of this machine, prints the address phones open (with its QR code),
 * tells pages that address, and on Ctrl-C leaves no wrangler or workerd behind. `HOST=127.0.0.1`
 * keeps it to this machine; `npm run start:partykit` does the same on the partykit host.
 */
import WebSocket from 'ws'
import { afterEach, describe, expect, it } from 'vitest'
import { isLoopbackHost } from '../../shared/loopback'
import { terminalQr } from '../../server/dev/terminal-qr'
import { type LaunchedServer, launch, networkAddress, processesServing } from '../support/launcher'

const lan = networkAddress()
if (!lan) console.warn('lan-start: skipped, this machine has no network address besides loopback to serve phones on')

let running: LaunchedServer | null = null
afterEach(async () => {
  await running?.stop('SIGTERM').catch(() => {})
  running = null
})

/** Whether anything answers HTTP at `url`. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(10_000) })
    return true
  } catch {
    return false
  }
}

/** A phone's socket at the server's network address joins the room there and is welcomed. */
async function joinsOverNetwork(origin: string, code: string): Promise<string> {
  const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/parties/main/${code}`, { origin })
  try {
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    ws.send(JSON.stringify({ type: 'join', name: 'Alma' }))
    return await new Promise<string>((resolve) => {
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string }
        if (frame.type === 'welcome') resolve(frame.type)
      })
    })
  } finally {
    ws.close()
  }
}

async function createRoom(origin: string): Promise<{ code: string; url: string }> {
  const res = await fetch(`${origin}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ game: 'werwolf' }) })
  expect(res.status).toBe(201)
  return (await res.json()) as { code: string; url: string }
}

describe.skipIf(!lan)(`npm start on the local network${lan ? '' : ' (skipped: no network address besides loopback)'}`, () => {
  it('listens beyond loopback, prints the address phones open with its QR code, and stops whole on Ctrl-C', async () => {
    running = await launch('wrangler')
    const { phonesUrl, port } = running
    expect(phonesUrl).not.toBeNull()
    const phones = new URL(phonesUrl!)
    expect(isLoopbackHost(phones.hostname), phonesUrl!).toBe(false)
    expect(phones.port).toBe(String(port))
    expect(running.hereUrl).toBe(`http://localhost:${port}`)
    // The QR code on the terminal is the address, and the banner says how to keep it to this machine.
    const lines = running.output().split('\n').map((line) => line.trim())
    expect(lines.join('\n')).toContain(terminalQr(phonesUrl!).join('\n'))
    expect(running.output()).toContain('HOST=127.0.0.1 npm start')

    // A phone on the network opens the app there, creates a room and joins it over a socket.
    const page = await fetch(`${phonesUrl}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="app">')
    const room = await createRoom(phones.origin)
    expect(room.url).toBe(`${phones.origin}/r/${room.code}`)
    expect(await joinsOverNetwork(phones.origin, room.code)).toBe('welcome')
    // A page opened as localhost learns where the phones reach the server.
    const told = (await (await fetch(`http://127.0.0.1:${port}/api/origin`)).json()) as { origin: string | null }
    expect(told.origin).toBe(phones.origin)

    // Ctrl-C: the launcher ends cleanly, and with it wrangler and every workerd; the port is free.
    expect(await running.stop('SIGINT')).toBe(0)
    running = null
    expect(processesServing(port)).toEqual([])
    expect(await answers(`http://127.0.0.1:${port}/`)).toBe(false)
  })

  it('keeps to this machine with HOST=127.0.0.1: no address for phones, nothing on the network address', async () => {
    running = await launch('wrangler', { HOST: '127.0.0.1' })
    const { port } = running
    expect(running.phonesUrl).toBeNull()
    expect(running.hereUrl).toBe(`http://localhost:${port}`)
    expect(await answers(`http://${lan}:${port}/`)).toBe(false)
    const told = (await (await fetch(`http://127.0.0.1:${port}/api/origin`)).json()) as { origin: string | null }
    expect(told.origin).toBeNull()
  })

  it('does the same on the partykit host (npm run start:partykit), and stops on SIGTERM', async () => {
    running = await launch('partykit')
    const { phonesUrl, port } = running
    expect(phonesUrl).not.toBeNull()
    const phones = new URL(phonesUrl!)
    expect(isLoopbackHost(phones.hostname)).toBe(false)
    const told = (await (await fetch(`http://127.0.0.1:${port}/api/origin`)).json()) as { origin: string | null }
    expect(told.origin).toBe(phones.origin)
    const room = await createRoom(phones.origin)
    expect(await joinsOverNetwork(phones.origin, room.code)).toBe('welcome')
    // A room's HTTP side is the app's alone: from outside, no room is made past its checks.
    const straight = await fetch(`http://127.0.0.1:${port}/parties/main/ANYNAME?create=werwolf`, { method: 'POST' })
    expect(straight.status).toBe(404)
    expect((await fetch(`http://127.0.0.1:${port}/api/rooms/ANYNAME`)).status).toBe(404)
    expect(await running.stop('SIGTERM')).toBe(0)
    running = null
    expect(processesServing(port)).toEqual([])
  })
})
