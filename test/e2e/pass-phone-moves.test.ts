/**
 * A player added on a phone passed round moves to a phone of their own (their switch code) while
 * the passed phone is away. When it is back, the passed phone lets go of that player without a
 * word: the seat is no longer its own, which is nothing to warn of, at this reconnect or any later.
 * The test stands between the passed phone and the room (Playwright's WebSocket route): it asks for
 * the player's switch code on the host's connection, as the host may in the lobby, and holds the
 * phone away by answering its connection itself.
 */
import type { WebSocketRoute } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { isType } from '../support/frames'
import { SocketClient } from '../support/socket-client'
import { closeDevices, newPhone } from './devices'
import { createRoom } from './phone'

afterEach(closeDevices)

/** The passed phone's memory of the further seats it holds (client/lib/storage.ts `heldSeats`). */
const heldKey = (code: string) => `spielleiter:seats:${code}`

describe('a phone passed round, when a player moved to a phone of their own', () => {
  it('lets go of the player quietly when it is back', async () => {
    const phone = await newPhone('Alma')
    const { page } = phone
    // Every toast the page shows, however briefly.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { toastsSeen: string[] }).toastsSeen = [])
      new MutationObserver(() => {
        for (const toast of Array.from(document.querySelectorAll('.toast'))) if (!seen.includes(toast.textContent ?? '')) seen.push(toast.textContent ?? '')
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    /** The passed phone's connection to the room, while it has one; none while the test holds it away. */
    let room: WebSocketRoute | null = null
    let away = false
    let page_: WebSocketRoute | null = null
    const fromRoom: string[] = []
    await page.routeWebSocket(/\/parties\//, (socket) => {
      page_ = socket
      // Away: the phone's connection opens, but nothing it sends reaches the room, nor the other way.
      if (away) return
      const server = socket.connectToServer()
      room = server
      socket.onMessage((message) => server.send(message))
      server.onMessage((message) => {
        fromRoom.push(String(message))
        socket.send(message)
      })
    })

    const toastsSeen = () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen)

    const { code } = await createRoom(phone, 'words')
    await page.locator('#words-mode').selectOption('pass')
    await page.getByTestId('pass-name-input').fill('Bodo')
    await page.getByTestId('pass-add').tap()
    await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, heldKey(code))).toBe(1)
    const bodo = (await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as { seat: string }[], heldKey(code)))[0]!.seat

    // The host's connection asks for Bodo's switch code, as the host may for any seat in the lobby.
    room!.send(JSON.stringify({ type: 'lobby', id: 'ask-code', command: { type: 'rejoinCode', seat: bodo } }))
    await expect.poll(() => fromRoom.some((frame) => frame.includes('"type":"rejoin"'))).toBe(true)
    const rejoin = JSON.parse(fromRoom.find((frame) => frame.includes('"type":"rejoin"'))!) as { code: string }

    // The passed phone goes away; Bodo takes his seat onto a phone of his own meanwhile.
    away = true
    room!.close()
    const { port } = await sharedServer()
    const own = await SocketClient.connect(port, code)
    own.send({ type: 'join', name: 'Bodo', rejoin: rejoin.code })
    await own.rec.next(isType('welcome'))

    // Back: the passed phone connects again and asks for both its seats.
    away = false
    page_!.close()
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), heldKey(code)), { timeout: 30_000 }).toBeNull()
    // The room's answer to Bodo's join (his seat is gone from this phone) has come: no toast said so.
    await expect.poll(() => fromRoom.some((frame) => frame.includes('"error.seat_gone"'))).toBe(true)
    await page.waitForTimeout(300)
    expect(await toastsSeen()).toEqual([])
    // A reload asks only for the seat the phone still holds.
    await page.reload()
    await page.locator('[data-testid=phase][data-phase=lobby]').waitFor()
    await page.waitForTimeout(500)
    expect(await toastsSeen()).toEqual([])
    expect(fromRoom.filter((frame) => frame.includes('"error.seat_gone"'))).toHaveLength(1)
    own.ws.close()
  })
})
