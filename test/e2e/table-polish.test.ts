/**
 * Things people noticed playing on real phones at a real table, each checked on a 390×844 phone
 * in Chromium against the real app: confirmations before what cannot be undone, the way back into
 * a room, the rules on a small screen, the lobby's layout, timer labels, the Werwolf end screen,
 * a mistyped room link, the light theme, reading aloud, and the language button's name.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import type { WerwolfAction, WerwolfView } from '../../shared/views/werwolf'
import { createRoomAt } from '../support/server'
import { sharedServer } from '../support/shared-server'
import { SocketClient } from '../support/socket-client'
import { lowContrast } from './contrast'
import { type Phone, closeAfterEachTest, newPhone, newTable } from './devices'
import { skipStep } from './host-skip'
import { createRoom, joinByLink } from './phone'

const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)

/** Stops the page's clock (a little ahead of where it is: it runs on while the test asks). */
async function holdClock(page: Page): Promise<void> {
  for (let ahead = 100; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now())
    try {
      return await page.clock.pauseAt(now + ahead)
    } catch (error) {
      // Still in the past when it arrived: the page was slower to answer than that.
      if (ahead >= 10_000) throw error
    }
  }
}

let server: { url: string; port: number }
const sockets: SocketClient[] = []

beforeAll(async () => {
  server = await sharedServer()
})
closeAfterEachTest(sockets)

/** A fresh phone (own storage) at 390×844; closed when the test ends. */
function phone(name: string, locale = 'de-DE'): Promise<Phone> {
  return newPhone(name, { locale })
}

/** A host on the start screen creates a room of `game`; resolves to its code once the lobby shows. */
async function hostRoom(host: Phone, game = 'werwolf'): Promise<string> {
  return (await createRoom(host, game)).code
}

/** Others join over plain sockets (they only need to sit at the table); the host's list shows them all. */
async function seatOthers(host: Phone, code: string, names: readonly string[]): Promise<SocketClient[]> {
  const joined: SocketClient[] = []
  for (const name of names) joined.push(await SocketClient.joined(server.port, code, name))
  sockets.push(...joined)
  await expect.poll(() => host.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(names.length + 1)
  return joined
}

/** The host starts the game from the lobby and waits for the first step. */
async function startGame(host: Phone, firstPhase = 'night'): Promise<void> {
  const start = host.page.getByTestId('lobby-start')
  await expect.poll(() => start.isEnabled()).toBe(true)
  await start.tap()
  await host.page.locator(`[data-testid=phase][data-phase=${firstPhase}]`).waitFor()
}

/** The open confirmation dialog (a modal <dialog>), by its title. */
function dialogTitled(page: Page, title: string) {
  return page.getByRole('dialog', { name: title })
}

/** The accessible name of the one element `selector` finds, as the accessibility tree has it. */
async function accessibleName(page: Page, selector: string): Promise<string> {
  const snapshot = await page.locator(selector).ariaSnapshot()
  return /"(.*)"/.exec(snapshot)?.[1] ?? ''
}

/** Whether `name` contains `visible` as whole words, ignoring case (how axe compares them). */
function containsWords(name: string, visible: string): boolean {
  const escaped = visible.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(name)
}

describe('the language button', () => {
  it('has an accessible name that contains the text it shows, in either language', async () => {
    const { page } = await phone('Lina')
    await page.goto('/')
    for (let i = 0; i < 2; i++) {
      const button = page.getByTestId('lang-switch')
      const visible = ((await button.textContent()) ?? '').trim()
      expect(visible).toMatch(/^(EN|DE)$/)
      const name = await accessibleName(page, '[data-testid=lang-switch]')
      expect(containsWords(name, visible), `name "${name}" for visible "${visible}"`).toBe(true)
      await button.tap()
      await expect.poll(async () => ((await button.textContent()) ?? '').trim()).not.toBe(visible)
    }
  })
})

describe('a room link', () => {
  it('with a code that cannot be one says so, shows what was typed and leads home', async () => {
    const { page } = await phone('Mo')
    await page.goto('/r/abc')
    const notice = page.getByTestId('not-a-code')
    await notice.waitFor()
    expect(await notice.getByRole('heading', { level: 1 }).textContent()).toBe(de('ui.bad_code.title'))
    expect(await notice.locator('.typed-code').textContent()).toBe('abc')
    await notice.getByRole('button', { name: de('ui.nav.home') }).tap()
    await page.getByTestId('home-create').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('opens on what its page was served with: no second question about the room, the game already fetched', async () => {
    const code = await createRoomAt(server.url, 'cops')
    const { page } = await phone('Ole')
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.goto(`/r/${code}`)
    await page.getByRole('heading', { level: 1, name: de('ui.join.title') }).waitFor()
    // The join page names the game from the served summary, before any socket is open.
    await page.getByText(/Undercover Cops/).first().waitFor()
    expect(asked.filter((path) => path.startsWith('/api/rooms/'))).toEqual([])
    expect(asked.some((path) => /^\/assets\/cops-[\w-]+\.js$/.test(path))).toBe(true)
  })

  it('offers the language switch on the join page, and the error on screen follows it', async () => {
    const code = await createRoomAt(server.url)
    const { page } = await phone('Nele')
    await page.goto(`/r/${code}`)
    await page.getByRole('heading', { level: 1, name: de('ui.join.title') }).waitFor()
    // Joined without a name: the field says what is missing.
    await page.getByTestId('join-name').fill('')
    await page.getByTestId('join-submit').tap()
    const error = page.locator('#join-name-error')
    await expect.poll(() => error.textContent()).toBe(de('error.name_empty'))
    await page.getByTestId('lang-switch').tap()
    await page.getByRole('heading', { level: 1, name: t('en', 'ui.join.title') }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    expect(await error.textContent()).toBe(t('en', 'error.name_empty'))
  })

  it('names the table screen in its tab in the language on screen, also after a switch', async () => {
    const code = await createRoomAt(server.url)
    const table = await newTable()
    await table.page.goto(`/r/${code}/table`)
    await table.page.getByTestId('table-code').waitFor()
    expect(await table.page.title()).toBe(`${code} · ${de('ui.tablescreen.title')}`)
    await table.page.getByTestId('lang-switch').click()
    await expect.poll(() => table.page.title()).toBe(`${code} · ${t('en', 'ui.tablescreen.title')}`)
  })
})

describe('what cannot be undone is asked first', () => {
  it('removing a player: Escape keeps them and gives focus back, confirming removes them', async () => {
    const host = await phone('Ida')
    const code = await hostRoom(host)
    const [guest] = await seatOthers(host, code, ['Jonas'])
    const row = host.page.getByTestId(`player-${guest!.seat}`)
    await row.getByRole('button', { name: de('ui.players.tools_of', { name: 'Jonas' }) }).tap()
    const remove = row.getByRole('button', { name: de('ui.players.kick_of', { name: 'Jonas' }) })
    await remove.focus()
    await remove.press('Enter')
    const dialog = dialogTitled(host.page, de('ui.players.kick_confirm', { name: 'Jonas' }))
    await dialog.waitFor()
    await host.page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await row.count()).toBe(1)
    await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true)

    await remove.tap()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: de('ui.players.kick') }).tap()
    await row.waitFor({ state: 'detached' })
  })

  it('skipping a step and leaving a running game: cancel changes nothing, confirming does it', async () => {
    const host = await phone('Kai')
    const code = await hostRoom(host)
    await seatOthers(host, code, ['Lea', 'Mads', 'Nina', 'Ole'])
    await startGame(host)

    const phase = host.page.getByTestId('phase')
    await host.page.getByTestId('skip').tap()
    const skip = dialogTitled(host.page, de('ui.host.skip_confirm'))
    await skip.waitFor()
    await skip.getByRole('button', { name: de('ui.confirm.cancel') }).tap()
    await skip.waitFor({ state: 'hidden' })
    expect(await phase.getAttribute('data-phase')).toBe('night')
    await host.page.getByTestId('skip').tap()
    await skip.getByRole('button', { name: de('ui.host.skip_do') }).tap()
    await expect.poll(() => phase.getAttribute('data-phase')).not.toBe('night')

    const back = host.page.getByRole('button', { name: de('ui.nav.leave') })
    await back.tap()
    const leave = dialogTitled(host.page, de('ui.nav.leave_confirm'))
    await leave.waitFor()
    await host.page.keyboard.press('Escape')
    await leave.waitFor({ state: 'hidden' })
    expect(new URL(host.page.url()).pathname).toBe(`/r/${code}`)
    await back.tap()
    await leave.getByRole('button', { name: de('ui.nav.leave_do') }).tap()
    await host.page.getByTestId('home-create').waitFor()
    expect(new URL(host.page.url()).pathname).toBe('/')
  })

  it('ending the game early: cancel changes nothing; confirming takes every phone and the TV straight back to the lobby', async () => {
    const host = await phone('Kai')
    const { code, link } = await createRoom(host, 'werwolf')
    await seatOthers(host, code, ['Mads', 'Nina', 'Ole'])
    const lea = await phone('Lea')
    // Every game action Lea's phone sends names the game it is for (see below).
    const leasTaps: { match?: unknown }[] = []
    lea.page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => {
      const frame = typeof payload === 'string' ? (JSON.parse(payload) as { type?: string; match?: unknown }) : null
      if (frame?.type === 'act') leasTaps.push(frame)
    }))
    await joinByLink(lea, link)
    const table = await newTable()
    await table.page.goto(`/r/${code}/table`)
    await table.page.getByTestId('table-players').waitFor()
    await startGame(host)
    await table.page.getByTestId('table-screen').waitFor()
    const tapAName = async () => {
      await lea.page.locator('[data-testid=phase][data-phase=night]').waitFor()
      await lea.page.locator('.picker .pick', { hasText: 'Mads' }).tap()
      await lea.page.getByTestId('confirm-tap').tap()
      await expect.poll(() => lea.page.locator('.step-status.done').count()).toBe(1)
    }
    await tapAName()

    const stop = dialogTitled(host.page, de('ui.host.stop_confirm'))
    await host.page.getByTestId('stop').tap()
    await stop.waitFor()
    await stop.getByRole('button', { name: de('ui.confirm.cancel') }).tap()
    await stop.waitFor({ state: 'hidden' })
    expect(await host.page.getByTestId('phase').getAttribute('data-phase')).toBe('night')

    await host.page.getByTestId('stop').tap()
    await stop.getByRole('button', { name: de('ui.host.stop_do') }).tap()
    for (const page of [host.page, lea.page]) {
      await page.locator('[data-testid=phase][data-phase=lobby]').waitFor()
      // No end screen on the way: it would turn every card over.
      expect(await page.getByTestId('end-screen').count()).toBe(0)
    }
    await table.page.getByTestId('table-code').waitFor()
    // Lea is told why her game went; the host, who ended it, is not told it again.
    await lea.page.locator('.toast', { hasText: de('ui.host.stopped') }).waitFor()
    expect(await host.page.locator('.toast', { hasText: de('ui.host.stopped') }).count()).toBe(0)
    // The same people, ready to start again.
    await expect.poll(() => host.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(5)
    await expect.poll(() => host.page.getByTestId('lobby-start').isEnabled()).toBe(true)
    // A new game: Lea's taps in it name the new game, so one held back from the old game by a
    // lost network is refused when it is sent again (test/room/stop.test.ts), not counted here.
    await startGame(host)
    await tapAName()
    expect(leasTaps).toHaveLength(2)
    const [before, after] = leasTaps.map((tap) => tap.match)
    expect(typeof before).toBe('number')
    expect(typeof after).toBe('number')
    expect(after).not.toBe(before)
  })
})

describe('the moderator and the table screen in the lobby', () => {
  it('making someone moderator asks first, saying that phone will show every secret; the table screen is listed apart and never offered', async () => {
    const host = await phone('Ida')
    const code = await hostRoom(host)
    const [guest] = await seatOthers(host, code, ['Jonas'])
    const table = await SocketClient.connect(server.port, code)
    sockets.push(table)
    table.send({ type: 'join', name: 'Tisch', table: true })
    const tableSeat = (await table.rec.next((f): f is Extract<typeof f, { type: 'welcome' }> => f.type === 'welcome')).seat
    // Apart from players and spectators, and never a choice for the moderator.
    const tableRow = host.page.getByTestId(`table-seat-${tableSeat}`)
    await expect.poll(() => tableRow.textContent()).toContain(de('ui.players.table_on'))
    expect(await host.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(2)
    const select = host.page.locator('#moderator')
    expect(await select.locator(`option[value="${tableSeat}"]`).count()).toBe(0)

    await select.selectOption(guest!.seat!)
    const ask = dialogTitled(host.page, de('ui.lobby.moderator_confirm', { name: 'Jonas' }))
    await ask.waitFor()
    expect(await ask.textContent()).toContain(de('ui.lobby.moderator_body', { name: 'Jonas' }))
    await ask.getByRole('button', { name: de('ui.confirm.cancel') }).tap()
    await ask.waitFor({ state: 'hidden' })
    expect(await select.inputValue()).toBe('')
    await select.selectOption(guest!.seat!)
    await ask.getByRole('button', { name: de('ui.lobby.moderator_do') }).tap()
    await expect.poll(() => select.inputValue()).toBe(guest!.seat!)
    await guest!.stateWhere((f) => f.room.moderator === guest!.seat)
  })
})

describe('the moderator in a game', () => {
  it('keeps every secret under a cover on the moderator\'s phone, and asks before ending a step', async () => {
    const host = await phone('Ida')
    const code = await hostRoom(host)
    await seatOthers(host, code, ['Lea', 'Mads', 'Nina', 'Ole', 'Pia'])
    // The host narrates: their own phone becomes the moderator's.
    const select = host.page.locator('#moderator')
    const own = (await select.locator('option', { hasText: 'Ida' }).getAttribute('value'))!
    await select.selectOption(own)
    await dialogTitled(host.page, de('ui.lobby.moderator_confirm', { name: 'Ida' })).getByRole('button', { name: de('ui.lobby.moderator_do') }).tap()
    await expect.poll(() => select.inputValue()).toBe(own)
    await startGame(host)

    // Covered, the phone shows the step, its button and what to read out, and nothing of the roles.
    const secrets = host.page.getByTestId('moderator-secrets')
    const insight = (await host.page.locator('#insight-title').count()) + (await secrets.count())
    expect(insight, 'secrets on the covered moderator\'s screen').toBe(0)
    // The moderator plays no role: only this phone still counts the night's taps.
    expect(await host.page.getByTestId('progress').textContent()).toBe(de('ui.step.tapped', { done: 0, of: 5 }))
    await host.page.getByTestId('secret-card-toggle').tap()
    await secrets.waitFor()
    expect(await secrets.locator('#insight-title').textContent()).toBe(de('ui.werwolf.insight.title'))
    for (const name of ['Lea', 'Mads', 'Nina', 'Ole', 'Pia']) expect(await secrets.textContent()).toContain(name)

    // "Next step" asks first, as the host's does; no ends nothing, yes ends the night and covers the secrets.
    const phase = host.page.getByTestId('phase')
    await host.page.getByTestId('skip').tap()
    const ask = dialogTitled(host.page, de('ui.host.skip_confirm'))
    await ask.getByRole('button', { name: de('ui.confirm.cancel') }).tap()
    await ask.waitFor({ state: 'hidden' })
    expect(await phase.getAttribute('data-phase')).toBe('night')
    await host.page.getByTestId('skip').tap()
    await ask.getByRole('button', { name: de('ui.host.skip_do') }).tap()
    await expect.poll(() => phase.getAttribute('data-phase')).not.toBe('night')
    await expect.poll(() => secrets.count()).toBe(0)
  })
})

describe('the host\'s Start', () => {
  it('says how many have tapped "I am ready", and never waits for them', async () => {
    const host = await phone('Ida')
    const code = await hostRoom(host, 'heimlich')
    const [jonas, kim] = await seatOthers(host, code, ['Jonas', 'Kim'])
    const note = host.page.locator('#start-reason')
    const start = host.page.getByTestId('lobby-start')
    await expect.poll(() => note.textContent()).toBe(de('ui.lobby.some_ready', { ready: 0, count: 2 }))
    expect(await start.isEnabled()).toBe(true)
    jonas!.send({ type: 'lobby', id: 'ready-1', command: { type: 'ready', ready: true } })
    await expect.poll(() => note.textContent()).toBe(de('ui.lobby.some_ready', { ready: 1, count: 2 }))
    expect(await note.textContent()).toContain('1 von 2 ist bereit')
    kim!.send({ type: 'lobby', id: 'ready-2', command: { type: 'ready', ready: true } })
    await expect.poll(() => note.textContent()).toBe(de('ui.lobby.all_ready'))
    expect(await start.isEnabled()).toBe(true)
  })

  it('lets the host pick the next game in the same room: everyone\'s lobby follows', async () => {
    const host = await phone('Ida')
    const { code, link } = await createRoom(host, 'shifter')
    const guest = await phone('Lea')
    await joinByLink(guest, link)
    const game = host.page.getByTestId('lobby-game')
    expect(await game.inputValue()).toBe('shifter')
    await game.selectOption('werwolf')
    // Every phone's lobby is the Werwolf lobby now, its settings from the recommendation; nobody needed a new link.
    await expect.poll(() => guest.page.locator('#settings-title').textContent()).toContain('Werwolf')
    await expect.poll(() => game.inputValue()).toBe('werwolf')
    expect(new URL(guest.page.url()).pathname).toBe(`/r/${code}`)
    expect(await guest.page.getByTestId('lobby-game').count(), 'only the host picks the game').toBe(0)
  })

  it('asks a guest to say "I am ready", and once they have, to wait for the host', async () => {
    const host = await phone('Ida')
    const { code, link } = await createRoom(host, 'shifter')
    // Enough players for the game, so that nothing but the host's start is missing.
    await seatOthers(host, code, ['Mads', 'Nina', 'Ole'])
    const guest = await phone('Lea')
    await guest.page.goto(link)
    await guest.page.getByTestId('join-name').fill(guest.name)
    await guest.page.getByTestId('join-submit').tap()
    await guest.page.locator('[data-testid=phase][data-phase=lobby]').waitFor()
    const note = guest.page.locator('#start-reason')
    await expect.poll(() => note.textContent()).toBe(de('ui.lobby.get_ready'))
    await guest.page.getByTestId('lobby-ready').tap()
    await expect.poll(() => note.textContent()).toBe(de('ui.lobby.waiting_host'))
    await expect.poll(() => host.page.locator('#start-reason').textContent()).toBe(de('ui.lobby.some_ready', { ready: 1, count: 4 }))
  })
})

describe('the way back into a room', () => {
  it('the start screen offers the room this phone sits in, and takes it back to its seat', async () => {
    const host = await phone('Pia')
    const code = await hostRoom(host)
    await host.page.getByRole('button', { name: de('ui.nav.leave') }).tap()
    const back = host.page.getByRole('button', { name: de('ui.back.button', { code }) })
    await back.waitFor()
    await back.tap()
    await host.page.getByTestId('lobby-code').waitFor()
    expect(new URL(host.page.url()).pathname).toBe(`/r/${code}`)
    // The same seat, not a new one: still the host, still alone.
    await host.page.getByTestId('lobby-start').waitFor()
    expect(await host.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(1)
  })

  it('is forgotten when the room is gone, and when the seat was taken away', async () => {
    const gone = 'ZZZZZZ'
    const lost = await phone('Quinn')
    await lost.context.addInitScript((code) => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(`spielleiter:token:${code}`, 'x'.repeat(32))
      localStorage.setItem('spielleiter:room', JSON.stringify({ code, at: Date.now() }))
    }, gone)
    await lost.page.goto('/')
    await expect.poll(() => lost.page.evaluate(() => localStorage.getItem('spielleiter:room'))).toBeNull()
    expect(await lost.page.evaluate((code) => localStorage.getItem(`spielleiter:token:${code}`), gone)).toBeNull()
    expect(await lost.page.getByTestId('home-back').count()).toBe(0)

    const code = await createRoomAt(server.url)
    const host = await SocketClient.joined(server.port, code, 'Rosa')
    sockets.push(host)
    const guest = await phone('Sami')
    await guest.page.goto(`/r/${code}`)
    await guest.page.getByTestId('join-name').fill(guest.name)
    await guest.page.getByTestId('join-submit').tap()
    await guest.page.locator('[data-testid=phase][data-phase=lobby]').waitFor()
    const guestSeat = (await host.stateWhere((f) => f.room.seats.length === 2)).room.seats.find((s) => s.name === 'Sami')!.id
    await host.request({ type: 'lobby', id: 'kick', command: { type: 'kick', seat: guestSeat } })
    await guest.page.locator('[data-testid=lost][data-reason=kicked]').waitFor()
    await guest.page.getByRole('button', { name: de('ui.nav.home') }).tap()
    await guest.page.getByTestId('home-create').waitFor()
    expect(await guest.page.evaluate(() => localStorage.getItem('spielleiter:room'))).toBeNull()
    expect(await guest.page.getByTestId('home-back').count()).toBe(0)
  })
})

describe('a seat on a new phone', () => {
  it('the host shows a seat\'s switch code, the new phone types it, says it is Jonas and sits in that seat, the old one is told', async () => {
    const host = await phone('Ida')
    const code = await hostRoom(host)
    const [old] = await seatOthers(host, code, ['Jonas'])
    const closed = old!.whenClosed()
    const row = host.page.getByTestId(`player-${old!.seat}`)
    await row.getByRole('button', { name: de('ui.players.tools_of', { name: 'Jonas' }) }).tap()
    await row.getByRole('button', { name: de('ui.switch.show_of', { name: 'Jonas' }) }).tap()
    const switchCode = (await row.getByTestId('switch-shown').textContent())!.trim()
    expect(switchCode).toMatch(/^[A-Z0-9]{4,}$/)

    const fresh = await phone('Jonas (neu)')
    await fresh.page.goto(`/r/${code}`)
    await fresh.page.getByText(de('ui.join.switch')).tap()
    await fresh.page.getByLabel(de('ui.join.switch_code')).fill(switchCode.toLowerCase())
    await fresh.page.getByTestId('join-submit').tap()
    // Before the lobby, as in a game: the seat's card is dealt to whoever holds it at the start.
    await expect.poll(() => fresh.page.getByTestId('switch-check').locator('h1').textContent()).toBe(de('ui.switch.check_title', { name: 'Jonas' }))
    await fresh.page.getByTestId('switch-check-yes').tap()
    // The new phone sits in Jonas's seat (not a new one), under Jonas's name.
    const mine = fresh.page.locator('.seats > li.seat.you')
    await expect.poll(() => mine.getAttribute('data-testid')).toBe(`player-${old!.seat}`)
    expect(await mine.locator('.seat-name').textContent()).toContain('Jonas')
    expect(await fresh.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(2)
    // The old phone loses the seat for good.
    expect((await closed).code).toBeGreaterThanOrEqual(4000)
  })
})

describe('a seat on a new phone, mid-game', () => {
  it('asks "are you Ben?" before it shows Ben\'s game: a wrong person says no and sees nothing of it', async () => {
    const host = await phone('Ida')
    const code = await hostRoom(host)
    const others = await seatOthers(host, code, ['Ben', 'Cem', 'Dana', 'Eli'])
    await startGame(host)
    const ben = others[0]!
    ben.drop()
    /** The host asks for Ben's code in the game's "new phone?" panel and reads it off. */
    const askBen = async () => {
      const panel = host.page.getByTestId('switch-open')
      if ((await panel.getAttribute('aria-expanded')) !== 'true') await panel.tap()
      await host.page.getByTestId(`switch-ask-${ben.seat}`).tap()
      const shown = host.page.getByTestId('switch-shown')
      await shown.waitFor()
      return (await shown.textContent())!.trim()
    }
    const typeOn = async (name: string, switchCode: string) => {
      const fresh = await phone(name)
      await fresh.page.goto(`/r/${code}`)
      await fresh.page.getByText(de('ui.join.switch')).tap()
      await fresh.page.getByLabel(de('ui.join.switch_code')).fill(switchCode)
      await fresh.page.getByTestId('join-submit').tap()
      await fresh.page.getByTestId('switch-check').waitFor()
      return fresh
    }

    // Cem's phone gets Ben's code by mistake: it asks first, and shows no card.
    const wrong = await typeOn('Cem (neu)', await askBen())
    expect(await wrong.page.getByRole('heading', { level: 1 }).textContent()).toBe(de('ui.switch.check_title', { name: 'Ben' }))
    expect(await wrong.page.getByTestId('secret-card').count()).toBe(0)
    await wrong.page.screenshot({ path: 'test-results/switch-check.png' })
    await wrong.page.getByTestId('switch-check-no').tap()
    await wrong.page.getByTestId('home-create').waitFor()
    expect(await wrong.page.evaluate((c) => localStorage.getItem(`spielleiter:token:${c}`), code)).toBeNull()
    expect(await wrong.page.getByTestId('secret-card').count()).toBe(0)

    // Ben's seat is free again for the host to help with; Ben's new phone says yes and plays on.
    const right = await typeOn('Ben (neu)', await askBen())
    await right.page.getByTestId('switch-check-yes').tap()
    await right.page.getByTestId('secret-card').waitFor()
    await right.page.locator('[data-testid=phase][data-phase=night]').waitFor()
  })
})

describe('who is who at the table', () => {
  it('a second Sam is told the name they appear under, in the language they switch to', async () => {
    const host = await phone('Ida')
    const code = await hostRoom(host)
    await seatOthers(host, code, ['Sam'])
    const second = await phone('Sam')
    // The toast must still be up when the language changes, however busy the machine: from the join
    // on, the page's clock moves only as the test moves it, and no further once the toast is there.
    await second.page.clock.install()
    await second.page.goto(`/r/${code}`)
    await second.page.getByTestId('join-name').fill('Sam')
    await holdClock(second.page)
    await second.page.getByTestId('join-submit').tap()
    const toast = second.page.locator('.toast')
    const renamed = toast.filter({ hasText: de('ui.join.renamed', { name: 'Sam 2' }) })
    for (let step = 0; (await renamed.count()) === 0; step++) {
      expect(step, 'steps of the clock until the toast').toBeLessThan(1_000)
      await second.page.clock.runFor(50)
    }
    await second.page.getByTestId('lang-switch').tap()
    await expect.poll(() => toast.textContent()).toContain(t('en', 'ui.join.renamed', { name: 'Sam 2' }))
    await second.page.clock.resume()
  })

  it('in a running game marks a player whose phone went away, and unmarks them on return', async () => {
    const host = await phone('Ida')
    const code = await hostRoom(host)
    const others = await seatOthers(host, code, ['Ben', 'Cem', 'Dana', 'Eli'])
    await startGame(host)
    const row = host.page.getByTestId(`table-${others[0]!.seat}`)
    const away = row.locator('.tag-away')
    expect(await away.count()).toBe(0)
    // The table is folded away by default; the mark is there for whoever opens it.
    const { token } = others[0]!
    others[0]!.drop()
    await away.waitFor({ state: 'attached' })
    expect(await away.textContent()).toContain(de('ui.table.away'))
    sockets.push(await SocketClient.joined(server.port, code, 'Ben', token ?? undefined))
    await away.waitFor({ state: 'detached' })
  })
})

describe('a screen that others change', () => {
  it('keeps what lies below the list of who is still missing in place while the list shortens', async () => {
    const host = await phone('Ida')
    const code = await hostRoom(host, 'words')
    const others = await seatOthers(host, code, ['Bartholomäus', 'Konstantin', 'Maximiliane', 'Friederike', 'Wilhelmina'])
    await startGame(host, 'look')
    const progress = host.page.getByTestId('progress')
    const card = host.page.getByTestId('secret-card')
    const top = () => card.evaluate((element) => element.getBoundingClientRect().top)
    const lines = () => progress.evaluate((line) => line.scrollHeight / Number.parseFloat(getComputedStyle(line).lineHeight))
    expect(await lines(), 'the list of the missing starts longer than one line').toBeGreaterThan(1.5)
    const before = await top()
    for (const [n, other] of others.entries()) {
      await other.request({ type: 'act', id: `seen${n}`, stage: other.rec.latestState()!.room.stage, action: { type: 'seen' } })
      await expect.poll(() => progress.textContent()).toContain(de('ui.step.progress', { done: n + 1, of: others.length + 1 }))
      expect(await top(), `after ${n + 1} looked`).toBe(before)
    }
  })
})

describe('a tap across a change of step', () => {
  it('does nothing on the new step when it began on the old one; the next tap works', async () => {
    const host = await phone('Ida')
    const code = await hostRoom(host)
    await seatOthers(host, code, ['Ben', 'Cem', 'Dana', 'Eli'])
    await startGame(host)
    const phase = host.page.getByTestId('phase')
    for (let n = 0; n < 4 && (await phase.getAttribute('data-phase')) !== 'vote'; n++) {
      const before = await phase.getAttribute('data-phase')
      await skipStep(host)
      await expect.poll(() => phase.getAttribute('data-phase')).not.toBe(before)
    }
    expect(await phase.getAttribute('data-phase')).toBe('vote')
    // The finger that confirmed the skip went down on the step before: had it lifted only now, its
    // click would land on a name of the vote.
    const name = host.page.locator('section.action [data-testid^="target-"]').first()
    const progress = host.page.getByTestId('progress')
    const count = await progress.textContent()
    await name.evaluate((button) => button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })))
    await host.page.waitForTimeout(500)
    expect(await name.getAttribute('aria-pressed')).not.toBe('true')
    expect(await progress.textContent()).toBe(count)
    // A tap begun on the vote counts (cast, the vote is sealed: no name lit, "Show my vote" offered).
    await name.tap()
    await expect.poll(() => progress.textContent()).not.toBe(count)
    await expect.poll(() => host.page.getByTestId('show-vote').count()).toBe(1)
  })
})

describe('the rules pages', () => {
  /** What the rules of `game` scroll sideways at this width, and how their tables are laid out. */
  async function rulesAt(page: Page, width: number, game: string, lang: string) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto(`${server.url}/rules/${game}?lang=${lang}`)
    return page.evaluate(() => {
      const scrolls = (el: Element) => el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(el).overflowX)
      const sideways = Array.from(document.querySelectorAll('body *')).filter(scrolls)
      const nameOf = (el: Element) => {
        const by = el.getAttribute('aria-labelledby')
        const named = by ? by.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : el.getAttribute('aria-label') ?? ''
        return named.trim()
      }
      const tables = Array.from(document.querySelectorAll('table')).map((table) => {
        const heads = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? '')
        const rows = Array.from(table.querySelectorAll('tbody tr'))
        return {
          figures: table.parentElement!.classList.contains('figures'),
          head: heads,
          rowDisplay: rows.map((row) => getComputedStyle(row).display),
          // Each cell shows its column's header as its label (drawn before the value).
          unlabelled: rows.flatMap((row) =>
            Array.from(row.children)
              .map((cell, i) => ({ want: heads[i] ?? '', shown: getComputedStyle(cell, '::before').content }))
              .filter(({ want, shown }) => !shown.includes(want))
              .map(({ want, shown }) => `${want} ← ${shown}`),
          ),
        }
      })
      return {
        pageSideways: document.documentElement.scrollWidth > window.innerWidth,
        sideways: sideways.map((el) => ({
          what: `${el.tagName.toLowerCase()}.${el.className}`,
          tabindex: el.getAttribute('tabindex'),
          name: nameOf(el),
        })),
        tables,
      }
    })
  }

  it('on a phone (320–390 px) show each row of a text table as a card with the headers as labels, keep a table of figures a table, and scroll nothing sideways', async () => {
    const { page: tab } = await phone('Tara')
    const figures = new Set<string>()
    for (const width of [320, 390]) {
      for (const game of ['werwolf', 'cops', 'heimlich', 'shifter']) {
        for (const lang of ['de', 'en']) {
          const page = await rulesAt(tab, width, game, lang)
          const where = `${game} ${lang} at ${width} px`
          expect(page.pageSideways, where).toBe(false)
          expect(page.sideways, where).toEqual([])
          expect(page.tables.length, where).toBeGreaterThan(0)
          for (const table of page.tables) {
            if (table.figures) {
              figures.add(`${game}: ${table.head[0]}`)
              expect(table.rowDisplay.every((d) => d === 'table-row'), `${where}: a table of figures stays a table`).toBe(true)
              continue
            }
            expect(table.rowDisplay.every((d) => d !== 'table-row'), `${where}: rows are cards`).toBe(true)
            expect(table.unlabelled, where).toEqual([])
          }
        }
      }
    }
    // The deal tables by head count are figures (Werwolf's had become thirteen cards); the roles and Cops' deal are not.
    expect([...figures].sort()).toEqual(['heimlich: People', 'heimlich: Personen', 'shifter: Players', 'shifter: Spieler', 'werwolf: Players', 'werwolf: Spieler'])
  })

  it('on a wider screen make a table that still scrolls reachable by keyboard, with a name', async () => {
    let scrolling = 0
    const tab = (await newTable({ name: 'tab' })).page
    for (const width of [700, 1024]) {
      for (const lang of ['de', 'en']) {
        const page = await rulesAt(tab, width, 'cops', lang)
        for (const region of page.sideways) {
          scrolling++
          expect(region.tabindex, `${region.what} at ${width} px`).toBe('0')
          expect(region.name, `${region.what} at ${width} px`).not.toBe('')
        }
      }
    }
    await tab.context().close()
    // The deal table (nine columns) is wider than the page up to here: the check above had work to do.
    expect(scrolling).toBeGreaterThan(0)
  })
})

describe('the lobby on a phone', () => {
  /** Vertical extent of an element on screen. */
  const box = async (page: Page, selector: string) => {
    const b = await page.locator(selector).first().boundingBox()
    if (!b) throw new Error(`${selector} is not on screen`)
    return { top: b.y, bottom: b.y + b.height }
  }

  it("keeps the host's ⋯ on the name's row, spaces the settings, and keeps Start and its reason on screen", async () => {
    const host = await phone('Uwe')
    const code = await hostRoom(host, 'cops')
    const others = await seatOthers(host, code, ['Maximiliane-Sophie', 'Bo'])
    const page = host.page

    for (const other of others) {
      const name = await box(page, `[data-testid=player-${other.seat}] .seat-name`)
      const tools = await box(page, `[data-testid=player-${other.seat}] button[aria-expanded]`)
      expect(tools.top < name.bottom && tools.bottom > name.top, `${other.seat}: ⋯ beside the name`).toBe(true)
    }

    // Every setting keeps a clear gap to the next one.
    const rows = await page.locator('.settings > *').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect()
        return { top: r.top, bottom: r.bottom, what: el.textContent?.trim().slice(0, 30) }
      }),
    )
    expect(rows.length).toBeGreaterThan(3)
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.top - rows[i - 1]!.bottom, `gap above "${rows[i]!.what}"`).toBeGreaterThanOrEqual(12)
    }

    // Three people cannot play Undercover Cops: Start is disabled, and says why, without scrolling.
    const start = page.getByTestId('lobby-start')
    expect(await start.isDisabled()).toBe(true)
    const reason = page.locator('#start-reason')
    expect((await reason.textContent())!.trim()).not.toBe('')
    const viewport = page.viewportSize()!
    for (const scroll of ['top', 'middle'] as const) {
      await page.evaluate((where) => window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight / 2), scroll)
      for (const selector of ['[data-testid=lobby-start]', '#start-reason']) {
        const b = await box(page, selector)
        expect(b.top >= 0 && b.bottom <= viewport.height, `${selector} on screen at the ${scroll}`).toBe(true)
      }
    }
    // At the very bottom nothing is left hidden behind the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = await box(page, '.lobby-footer')
    const lastPanel = await page.locator('.lobby > .panel').last().boundingBox()
    expect(lastPanel!.y + lastPanel!.height).toBeLessThanOrEqual(footer.top + 1)
  })

  it('keeps a player’s ready toggle on screen without scrolling', async () => {
    // A party of eight: the list of names alone is taller than the screen is free below the code.
    const code = await createRoomAt(server.url)
    for (const name of ['Vera', 'Xaver', 'Yara', 'Zoe', 'Anton', 'Berta', 'Carla']) sockets.push(await SocketClient.joined(server.port, code, name))
    const guest = await phone('Wim')
    await guest.page.goto(`/r/${code}`)
    await guest.page.getByTestId('join-name').fill(guest.name)
    await guest.page.getByTestId('join-submit').tap()
    const ready = guest.page.getByTestId('lobby-ready')
    await ready.waitFor()
    const b = (await ready.boundingBox())!
    expect(b.y >= 0 && b.y + b.height <= guest.page.viewportSize()!.height).toBe(true)
    await ready.tap()
    await expect.poll(() => ready.getAttribute('aria-pressed')).toBe('true')
  })
})

describe('timer settings', () => {
  /** Each timer's label and the unit of every value it offers (or shows, read-only). */
  function timerRows(page: Page) {
    return page.evaluate(() => {
      const unitOf = (text: string) => (/\bmin\b/.test(text) ? 'min' : /\d\s*s$/.test(text) ? 's' : null)
      const editable = Array.from(document.querySelectorAll('.settings select')).map((select) => ({
        label: document.querySelector(`label[for="${select.id}"]`)?.textContent?.trim() ?? '',
        units: Array.from(select.querySelectorAll('option')).map((o) => unitOf(o.textContent?.trim() ?? '')),
      }))
      const readOnly = Array.from(document.querySelectorAll('dl.settings-read dt')).map((dt) => ({
        label: dt.textContent?.trim() ?? '',
        units: [unitOf(dt.nextElementSibling?.textContent?.trim() ?? '')],
      }))
      return [...editable, ...readOnly].filter((row) => row.units.some((u) => u !== null))
    })
  }

  /** A label that names a unit must match the unit of every value beside it. */
  function disagreements(rows: { label: string; units: (string | null)[] }[]): string[] {
    const named = (label: string) => (/sekunde|second/i.test(label) ? 's' : /minute/i.test(label) ? 'min' : null)
    return rows.filter((row) => named(row.label) !== null && row.units.some((u) => u !== named(row.label))).map((row) => `${row.label}: ${row.units.join(' ')}`)
  }

  it('in Undercover Cops name no unit that their values contradict, for the host and for everyone else', async () => {
    const host = await phone('Xenia')
    const code = await hostRoom(host, 'cops')
    const guest = await phone('Yusuf')
    await guest.page.goto(`/r/${code}`)
    await guest.page.getByTestId('join-name').fill(guest.name)
    await guest.page.getByTestId('join-submit').tap()
    await guest.page.locator('dl.settings-read').waitFor()
    for (const lang of ['de', 'en']) {
      for (const { page } of [host, guest]) {
        const rows = await timerRows(page)
        expect(rows.length, lang).toBeGreaterThanOrEqual(6)
        expect(disagreements(rows), lang).toEqual([])
        if (lang === 'de') await page.getByTestId('lang-switch').tap()
      }
    }
  })
})

describe('the Werwolf end screen', () => {
  /** The newest view a socket player holds. */
  const viewOf = (p: SocketClient) => p.rec.latestState()!.view as WerwolfView
  /** Sends an action for the step this player sees now. */
  let counter = 0
  const act = (p: SocketClient, action: WerwolfAction) =>
    p.request({ type: 'act', id: `end${counter++}`, stage: p.rec.latestState()!.room.stage, action })
  const untilPhase = (p: SocketClient, phase: string) => p.stateWhere((f) => (f.view as WerwolfView | null)?.phase === phase)

  it('shows the runoff’s result for a day that went to one, and lists the living who did not vote', async () => {
    // Five at the table over sockets; the script makes day 1 a tie with two who never vote.
    const code = await createRoomAt(server.url)
    const players: SocketClient[] = []
    for (const name of ['Ada', 'Ben', 'Cem', 'Dora', 'Eli']) players.push(await SocketClient.joined(server.port, code, name))
    sockets.push(...players)
    const host = players[0]!
    const options = { wolves: 1, protector: false, hunter: false, secretCards: false, deadSeeAll: false, theme: 'werwolf',
      nightSeconds: 30, discussionSeconds: 60, voteSeconds: 15, defenseSeconds: 15, hunterSeconds: 15 }
    expect((await host.request({ type: 'lobby', id: 'opt', command: { type: 'options', options } })).type).toBe('ack')
    expect((await host.request({ type: 'lobby', id: 'go', command: { type: 'start' } })).type).toBe('ack')
    await Promise.all(players.map((p) => untilPhase(p, 'night')))

    const wolf = players.find((p) => viewOf(p).me?.card && viewOf(p).me!.team === 'wolves')!
    const victim = players.find((p) => p !== wolf)!
    for (const p of players) {
      const prompt = viewOf(p).prompt
      if (prompt?.type !== 'night') continue
      if (p === wolf) await act(p, { type: 'attack', target: victim.seat! })
      else if (prompt.act === 'sleep') await act(p, { type: 'sleep' })
      else await act(p, { type: prompt.act, target: prompt.targets[0]! })
    }
    await untilPhase(host, 'discussion')
    const [rival, quiet1, quiet2] = players.filter((p) => p !== wolf && p !== victim) as [SocketClient, SocketClient, SocketClient]
    await host.request({ type: 'lobby', id: 'talked', command: { type: 'skip' } })
    await Promise.all([wolf, rival].map((p) => untilPhase(p, 'vote')))
    await act(wolf, { type: 'vote', target: rival.seat! })
    await act(rival, { type: 'vote', target: wolf.seat! })
    // The other two never vote; the host ends the round, then the defense.
    await host.request({ type: 'lobby', id: 'voted', command: { type: 'skip' } })
    await untilPhase(host, 'defense')
    await host.request({ type: 'lobby', id: 'defended', command: { type: 'skip' } })
    await Promise.all([wolf, rival, quiet1, quiet2].map((p) => untilPhase(p, 'runoff')))
    await act(wolf, { type: 'vote', target: rival.seat! })
    for (const p of [rival, quiet1, quiet2]) await act(p, { type: 'vote', target: wolf.seat! })
    await untilPhase(host, 'ended')

    // A phone opens the link afterwards and watches the end screen.
    const watcher = await phone('Finn')
    await watcher.page.goto(`/r/${code}`)
    await watcher.page.getByTestId('join-name').fill(watcher.name)
    await watcher.page.getByTestId('join-submit').tap()
    const votes = watcher.page.getByTestId('end-screen').locator('section[aria-labelledby=end-votes]')
    await votes.waitFor()
    const name = (p: SocketClient) => ['Ada', 'Ben', 'Cem', 'Dora', 'Eli'][players.indexOf(p)]!
    // Day 1 ended with the runoff's result, not with "nobody is out" for the tied first round.
    const told = (await votes.textContent())!
    expect(told).not.toContain(de('ui.werwolf.end.nobody_out'))
    expect(told).toContain(de('ui.werwolf.end.voted_out', { name: name(wolf) }))
    // Each round lists every living voter: the four alive after the night, the two quiet ones too.
    const rounds = votes.locator('ul')
    expect(await rounds.count()).toBe(2)
    for (let i = 0; i < 2; i++) {
      const lines = (await rounds.nth(i).locator('li').allTextContents()).map((line) => line.trim())
      expect(lines, `round ${i + 1}`).toHaveLength(4)
      expect(lines.some((line) => line.includes(name(victim))), `round ${i + 1}`).toBe(false)
    }
    const first = (await rounds.first().locator('li').allTextContents()).map((line) => line.trim())
    for (const quiet of [quiet1, quiet2]) {
      expect(first.some((line) => line.includes(name(quiet)) && line.includes(de('ui.werwolf.end.no_ballot'))), name(quiet)).toBe(true)
    }
    expect(watcher.errors).toEqual([])
  })
})

describe('light and dark', () => {
  const backgroundLuminance = (page: Page) =>
    page.evaluate(() => {
      const m = /rgba?\(([^)]+)\)/.exec(getComputedStyle(document.body).backgroundColor)!
      const [r, g, b] = m[1]!.split(/[\s,]+/).map(Number).map((v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    })

  it('follow the phone’s colour scheme, and every text keeps its contrast in both', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const host = await phone(`Gus-${scheme}`)
      await host.page.emulateMedia({ colorScheme: scheme })
      await host.page.goto('/')
      const meta = await host.page.evaluate(() => ({
        scheme: document.querySelector('meta[name=color-scheme]')?.getAttribute('content'),
        themes: Array.from(document.querySelectorAll('meta[name=theme-color]')).map((m) => m.getAttribute('media') ?? ''),
      }))
      expect(meta.scheme).toBe('dark light')
      expect(meta.themes).toEqual(expect.arrayContaining(['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)']))
      const light = (await backgroundLuminance(host.page)) > 0.7
      expect(light, scheme).toBe(scheme === 'light')
      expect(await lowContrast(host.page), `home, ${scheme}`).toEqual([])

      const code = await hostRoom(host)
      await seatOthers(host, code, ['Hedi'])
      expect(await lowContrast(host.page), `lobby, ${scheme}`).toEqual([])
      await host.page.goto('/r/abc')
      await host.page.getByTestId('not-a-code').waitFor()
      expect(await lowContrast(host.page), `not a code, ${scheme}`).toEqual([])
      // Control: the check does find grey on grey.
      await host.page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p style="color:#777;background:#888">control</p>'))
      expect(await lowContrast(host.page)).toEqual([expect.stringContaining('"control"')])
    }
  })
})

describe('reading aloud in Werwolf', () => {
  it('is on by default on the leading phone, waits for a first tap where the browser blocks it, and stays muted once muted', async () => {
    const host = await phone('Ina')
    // A speech engine that records what it says and, like browsers do, refuses before the first tap
    // on a page (counted here itself: Chromium under automation counts a page as tapped from the start).
    // As in browsers, a touch counts when the finger lifts, a mouse button when it goes down.
    await host.context.addInitScript(() => {
      const spoken: string[] = []
      let tapped = false
      const tap = (event: PointerEvent | KeyboardEvent) => {
        if (event instanceof KeyboardEvent || (event.type === 'pointerdown') === (event.pointerType === 'mouse')) tapped = true
      }
      for (const type of ['pointerdown', 'pointerup', 'keydown'] as const) document.addEventListener(type, tap, { capture: true })
      Object.assign(window, { spoken })
      const fake = {
        speak(utterance: SpeechSynthesisUtterance) {
          if (!tapped) {
            utterance.dispatchEvent(new SpeechSynthesisErrorEvent('error', { error: 'not-allowed', utterance }))
            return
          }
          spoken.push(utterance.text)
        },
        cancel() {},
        getVoices: () => [],
        speaking: false,
        pending: false,
        paused: false,
      }
      Object.defineProperty(window, 'speechSynthesis', { value: fake, configurable: true })
    })
    const spokenOn = (page: Page) => () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.length)
    const code = await hostRoom(host)
    await seatOthers(host, code, ['Jan', 'Kim', 'Lou', 'Max'])
    await startGame(host)

    const toggleOn = (page: Page) => page.getByRole('checkbox', { name: de('ui.narration.read_aloud') })
    await toggleOn(host.page).waitFor()
    expect(await toggleOn(host.page).isChecked()).toBe(true)
    await expect.poll(spokenOn(host.page)).toBeGreaterThan(0)

    /** The host's phone opens the room afresh in a new tab, as after the browser dropped it: nothing tapped yet there. */
    async function reopen(): Promise<Page> {
      await host.page.close()
      host.page = await host.context.newPage()
      await host.page.goto(`/r/${code}`)
      await toggleOn(host.page).waitFor()
      return host.page
    }

    // Nothing tapped on the fresh page: it waits, says so, and speaks on the first tap.
    let page = await reopen()
    const hint = page.getByText(de('ui.narration.tap_to_hear'))
    await hint.waitFor()
    expect(await spokenOn(page)()).toBe(0)
    await page.locator('.narration p').first().tap()
    await expect.poll(spokenOn(page)).toBeGreaterThan(0)
    await hint.waitFor({ state: 'hidden' })

    // The first tap may be on a name below the hint: it reads aloud, and the name it was on is the
    // one taken (the hint goes only once the finger has lifted, so nothing moves under it).
    page = await reopen()
    await page.getByText(de('ui.narration.tap_to_hear')).waitFor()
    const name = page.locator('.picker .pick').last()
    expect((await name.boundingBox())!.y).toBeGreaterThan((await page.locator('.narration-wait').boundingBox())!.y)
    expect(await page.locator('.secret-step .step-status.done').count()).toBe(0)
    await name.tap()
    await expect.poll(spokenOn(page)).toBeGreaterThan(0)
    await expect.poll(() => name.getAttribute('aria-pressed')).toBe('true')
    await page.getByTestId('confirm-tap').tap()
    await expect.poll(() => page.locator('.secret-step .step-status.done').count()).toBe(1)
    await page.getByText(de('ui.narration.tap_to_hear')).waitFor({ state: 'hidden' })

    // Muted, it stays muted on this phone.
    await toggleOn(page).uncheck()
    page = await reopen()
    expect(await toggleOn(page).isChecked()).toBe(false)
    await page.locator('.narration p').first().tap()
    expect(await page.getByText(de('ui.narration.tap_to_hear')).count()).toBe(0)
    expect(await spokenOn(page)()).toBe(0)
  })
})
