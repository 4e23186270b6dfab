/**
 * Every phone at the table: in one game of each title, a WebKit phone and a Firefox phone are real
 * players beside socket players (and, in one game, a Chromium phone). Each browser phone joins by
 * the room's link, opens its covered card with a tap (and it stays open: nothing swaps under the
 * finger), covers it again, looks at it by holding it down (it covers itself on release), taps what
 * its screen offers — secret actions, votes, picks — reloads its page once in the middle of the
 * game and is back at its seat, plays on to the end screen, and meets no page error. The socket
 * players try the moves their game's action schema allows (Heimlich's answer their prompt, so that
 * the game comes to its end); the host, a socket too, ends a step nobody acts in any more, as the
 * host's "next step" does (host-skip.ts).
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { GameId } from '../../shared/games'
import { gameById } from '../../server/games'
import type { HeimlichView } from '../../shared/views/heimlich'
import { candidateActions } from '../support/action-space'
import { heimlichBotAction } from '../support/heimlich-bot'
import { Dice } from '../support/random-play'
import { createRoomAt } from '../support/server'
import { sharedServer } from '../support/shared-server'
import { SocketClient } from '../support/socket-client'
import { type Device, type Engine, newPhone } from './devices'
import { EngineShots } from './engine-shots'

const TITLES: GameId[] = ['werwolf', 'cops', 'shifter', 'words', 'heimlich']
/** A browser phone reloads its page after this many of its moves. */
const RELOAD_AFTER_TAPS = 3
/** How long a step may run before the host ends it (nobody here waits out a timer). */
const STEP_MS = 1_000
/** A limit for a game that never ends (a hang), not a speed check. */
const GAME_LIMIT_MS = 240_000

/**
 * A socket player: on each new screen, tries a few of its game's plausible moves until one is taken.
 * It plays beside the browser phones, not in turn with them: the table's loop only nudges it.
 */
class SocketPlayer {
  private seenView = ''
  private playing: Promise<void> | null = null
  private failure: unknown
  private counter = 0

  constructor(
    readonly client: SocketClient,
    private readonly candidates: Record<string, unknown>[],
    private readonly dice: Dice,
    /** A move its view asks for, where the game's own bot knows one (else a plausible one is tried). */
    private readonly answer?: (view: unknown, dice: Dice) => unknown,
  ) {}

  /** Starts on the screen it has now, unless it is still busy with the last one. */
  nudge(): void {
    this.playing ??= this.act()
      .catch((error: unknown) => void (this.failure ??= error))
      .finally(() => (this.playing = null))
  }

  /** Resolves once it has finished with its screen, and throws what went wrong on any. */
  async idle(): Promise<void> {
    await this.playing
    if (this.failure !== undefined) throw this.failure
  }

  private async act(): Promise<void> {
    const state = this.client.rec.latestState()
    if (!state || state.room.phase !== 'playing') return
    const view = JSON.stringify(state.view)
    if (view === this.seenView) return
    this.seenView = view
    // A few tries per screen, at human speed: well inside the room's rate limit.
    for (let i = 0; i < 6; i++) {
      const action = this.answer ? this.answer(state.view, this.dice) : this.dice.pick(this.candidates)
      if (action === null) break
      const answer = await this.client.request({ type: 'act', id: `a${this.counter++}`, stage: state.room.stage, action })
      if (answer.type === 'ack') break
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  }
}

/**
 * In the page: marks one enabled move the screen offers (a name, a vote, a choice) and says how to
 * find it; 'ended' on the end screen (one question per look: a WebDriver round trip is not cheap).
 */
function offeredMove(seed: number): { selector: string; fill?: string } | 'ended' | null {
  if (document.querySelector('[data-testid=end-screen]') !== null) return 'ended'
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  for (const el of Array.from(document.querySelectorAll('[data-engine-move]'))) el.removeAttribute('data-engine-move')
  const areas = Array.from(document.querySelectorAll('section.action, .covered-face'))
  const field = areas
    .flatMap((area) => Array.from(area.querySelectorAll('input[type=text], input:not([type]), textarea')))
    .find((el) => visible(el) && !(el as HTMLInputElement).disabled && (el as HTMLInputElement).value === '')
  if (field) {
    field.setAttribute('data-engine-move', 'field')
    return { selector: '[data-engine-move=field]', fill: 'Apfel' }
  }
  const buttons = areas
    .flatMap((area) => Array.from(area.querySelectorAll('button, input[type=radio], input[type=checkbox]')))
    .filter((el) => visible(el) && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-pressed') !== 'true')
    .filter((el) => !el.matches('[data-testid=skip], [data-testid=secret-card-toggle], [data-testid=lang-switch], [data-testid=show-vote]'))
  if (buttons.length === 0) return null
  // A name picked waits for its confirm: a player confirms next, rather than trying other names.
  const confirm = buttons.find((el) => /^confirm/.test(el.getAttribute('data-testid') ?? ''))
  ;(confirm ?? buttons[seed % buttons.length]!).setAttribute('data-engine-move', 'tap')
  return { selector: '[data-engine-move=tap]' }
}

/** Opens the covered card with one tap, reads it, and covers it again with another. */
async function tapCard(device: Device, whileOpen?: () => Promise<void>): Promise<string> {
  await device.waitFor('[data-testid=secret-card][data-state=hidden]')
  await device.tap('[data-testid=secret-card-toggle]')
  // Open after the finger is gone, and still open a moment later (a press that only held it would have covered it).
  await device.waitFor('[data-testid=secret-card][data-state=shown] .covered-face', { timeout: 10_000 })
  await new Promise((resolve) => setTimeout(resolve, 500))
  await whileOpen?.()
  const face = await device.evaluate(() => {
    const card = document.querySelector('[data-testid=secret-card]')
    return card?.getAttribute('data-state') === 'shown' ? (card.querySelector('.covered-face')?.textContent ?? '').trim() : null
  }, null)
  expect(face, `${device.name}: the card stays open after a tap`).not.toBeNull()
  expect(face!.length, `${device.name}: the open card shows its content`).toBeGreaterThan(0)
  await device.tap('[data-testid=secret-card-toggle]')
  await device.waitFor('[data-testid=secret-card][data-state=hidden]')
  return face!
}

/** Holds the covered card down: open while held, with the same face, covered again on release. */
async function holdCard(device: Device, face: string): Promise<void> {
  await device.waitFor('[data-testid=secret-card][data-state=hidden]')
  await device.hold('[data-testid=secret-card-toggle]', async () => {
    await device.waitFor('[data-testid=secret-card][data-state=shown] .covered-face', { timeout: 10_000 })
    const held = await device.evaluate(() => (document.querySelector('[data-testid=secret-card] .covered-face')?.textContent ?? '').trim(), null)
    expect(held, `${device.name}: the held card shows what the tapped one did`).toBe(face)
  })
  await device.waitFor('[data-testid=secret-card][data-state=hidden]', { timeout: 10_000 })
}

/** Answers for the socket players where the game's bot knows its prompts. */
const ANSWERS: Partial<Record<GameId, (view: unknown, dice: Dice) => unknown>> = {
  heimlich: (view, dice) => heimlichBotAction(view as HeimlichView, dice),
}

const sockets: SocketClient[] = []
afterAll(() => sockets.forEach((s) => s.close()))

describe('WebKit and Firefox phones at the table', () => {
  for (const [index, title] of TITLES.entries()) {
    it(`play ${title} to the end screen`, async () => {
      const { url, port } = await sharedServer()
      const def = gameById(title)!
      const engines: Engine[] = ['webkit', 'firefox', ...(index === 0 ? (['chromium'] as const) : [])]
      // The game with a phone in every engine photographs its main screens in each (SCREENSHOTS=1).
      const shots = index === 0 ? new EngineShots() : undefined
      const seats = Math.max(def.players.min, engines.length + 2)
      const code = await createRoomAt(url, title)
      const dice = new Dice(4242 + index)

      // The host and the other socket players join first; the browser phones open the link.
      const clients: SocketClient[] = []
      for (let i = 0; i < seats - engines.length; i++) {
        const client = await SocketClient.joined(port, code, `Sock ${i + 1}`)
        sockets.push(client)
        clients.push(client)
      }
      const host = clients[0]!
      // Words covers its card for holding by default; a tap opens it once the host allows taps.
      if (title === 'words') {
        const options = { ...(host.rec.latestState()!.room.options as object), tapToReveal: true }
        const set = await host.request({ type: 'lobby', id: 'taps', command: { type: 'options', options } })
        expect(set.type, JSON.stringify(set)).toBe('ack')
      }
      const phones = await Promise.all(engines.map((engine) => newPhone(`${engine} phone`, { engine })))
      await Promise.all(
        phones.map(async (phone, i) => {
          await phone.goto(`${url}/r/${code}`)
          await phone.waitFor('[data-testid=join-name]')
          if (shots) {
            // The pictures side by side in one language: WebKit's driver cannot set the one its browser asks for.
            if ((await phone.evaluate(() => document.documentElement.lang, null)) !== 'de') await phone.tap('[data-testid=lang-switch]')
            await phone.waitFor('html[lang=de] [data-testid=join-name]')
            await shots.take(phone, engines[i]!, 'join')
          }
          await phone.fill('[data-testid=join-name]', phone.name)
          await phone.tap('[data-testid=join-submit]')
          await phone.waitFor('[data-testid=phase][data-phase=lobby]')
          await phone.tap('[data-testid=lobby-ready]')
          await phone.waitFor('[data-testid=lobby-ready][aria-pressed=true]')
          await shots?.take(phone, engines[i]!, 'lobby')
        }),
      )
      for (const client of clients) await client.request({ type: 'lobby', id: 'ready', command: { type: 'ready', ready: true } })
      const started = await host.request({ type: 'lobby', id: 'go', command: { type: 'start' } })
      expect(started.type, JSON.stringify(started)).toBe('ack')

      // Each phone's own card, by tap, in its own engine.
      const faces = await Promise.all(
        phones.map(async (phone, i) => {
          await phone.waitFor('[data-testid=secret-card][data-state=hidden]')
          await shots?.take(phone, engines[i]!, 'covered')
          return tapCard(phone, shots && (() => shots.take(phone, engines[i]!, 'card')))
        }),
      )
      for (const face of faces) expect(face).not.toBe('')
      // And by holding it down.
      await Promise.all(phones.map((phone, i) => holdCard(phone, faces[i]!)))

      const seatIds = host.rec.latestState()!.room.seats.map((s) => s.id)
      const players = clients.map((client) => new SocketPlayer(client, candidateActions(def, seatIds), dice, ANSWERS[title]))
      const until = Date.now() + GAME_LIMIT_MS
      let stage = -1
      let stageSince = Date.now()
      let taps = 0
      let reloads = 0
      const tapsBy = new Map<Device, number>()
      let skips = 0
      const done = new Set<Device>()
      while (done.size < phones.length) {
        expect(Date.now(), `${title} reached no end screen`).toBeLessThan(until)
        for (const player of players) player.nudge()
        for (const phone of phones) {
          if (done.has(phone)) continue
          const move = await phone.evaluate(offeredMove, dice.int(1000))
          if (move === 'ended') {
            done.add(phone)
            continue
          }
          if (!move) continue
          // The screen may move on between the look and the tap: then there is nothing to do.
          const tapped = await (move.fill ? phone.fill(move.selector, move.fill) : phone.tap(move.selector, { timeout: 3_000 })).then(
            () => true,
            () => false,
          )
          if (tapped) {
            taps++
            tapsBy.set(phone, (tapsBy.get(phone) ?? 0) + 1)
            // Once in the middle of the game, the page loads afresh: the phone is back at its seat, in the game.
            if (tapsBy.get(phone) === RELOAD_AFTER_TAPS) {
              await phone.reload()
              await phone.waitFor('[data-testid=phase]')
              expect(await phone.evaluate(() => document.querySelector('[data-testid=join-name]') === null, null), `${phone.name}: back at its seat after a reload`).toBe(true)
              reloads++
            }
          }
        }
        const room = host.rec.latestState()!.room
        if (room.stage !== stage) {
          stage = room.stage
          stageSince = Date.now()
        } else if (room.phase === 'playing' && Date.now() - stageSince > STEP_MS) {
          stageSince = Date.now()
          await host.request({ type: 'lobby', id: `skip${skips++}`, command: { type: 'skip', stage } })
        }
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      await Promise.all(players.map((p) => p.idle()))
      for (const [i, phone] of phones.entries()) {
        await phone.waitFor('[data-testid=end-screen]')
        await shots?.take(phone, engines[i]!, 'end')
        expect(phone.errors, `${phone.name}: page errors`).toEqual([])
        expect(tapsBy.get(phone) ?? 0, `${phone.name}: moves made`).toBeGreaterThan(0)
      }
      expect(reloads, 'pages reloaded mid-game').toBeGreaterThan(0)
      console.log(`${title}: ${seats} seats, ${taps} moves by the browser phones, ${reloads} reloads, ${skips} steps ended by the host`)
      shots?.finish()
      await Promise.all(phones.map((phone) => phone.close()))
    })
  }
})
