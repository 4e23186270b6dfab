/**
 * A phone at the table, seen from the next chair: every role's night (Werwolf) and action phase
 * (Undercover Cops) must look the same at a glance, before and after the tap; a private result
 * must appear where the eye already is; a new step must start at the top. Real phones in
 * Chromium, playing through the UI.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import { type Phone, newPhone } from './devices'
import { firstDifference, glanceFingerprint } from './table-glance'

const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)
const VIEWPORT_HEIGHT = 844

/** A room of `names.length` phones in the lobby of `game`; the first is the host. */
async function lobby(game: string, names: readonly string[]): Promise<Phone[]> {
  const phones = await Promise.all(names.map((name) => newPhone(name)))
  const [host, ...guests] = phones as [Phone, ...Phone[]]
  await host.page.goto('/')
  await host.page.getByTestId('home-name').fill(host.name)
  await host.page.getByTestId(`home-game-${game}`).check()
  await host.page.getByTestId('home-create').tap()
  const code = (await host.page.getByTestId('lobby-code').textContent())!.trim()
  await Promise.all(
    guests.map(async (phone) => {
      await phone.page.goto(`/r/${code}`)
      await phone.page.getByTestId('join-name').fill(phone.name)
      await phone.page.getByTestId('join-submit').tap()
      await phone.page.locator('[data-testid=phase][data-phase=lobby]').waitFor()
    }),
  )
  await expect.poll(() => host.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(names.length)
  return phones
}

/** Opens a phone's covered card, reads what `read` finds in it, and covers it again. */
async function peek<T>(page: Page, read: (card: ReturnType<Page['getByTestId']>) => Promise<T>): Promise<T> {
  const card = page.getByTestId('secret-card')
  await page.getByTestId('secret-card-toggle').tap()
  await expect.poll(() => card.getAttribute('data-state')).toBe('shown')
  const value = await read(card)
  await page.getByTestId('secret-card-toggle').tap()
  await expect.poll(() => card.getAttribute('data-state')).toBe('hidden')
  return value
}

/** Waits until every phone's screen has settled on the same step (the fingerprints stop changing). */
async function fingerprints(phones: readonly Phone[]): Promise<string[][]> {
  let last: string[][] = []
  for (let round = 0; round < 20; round++) {
    const now = await Promise.all(phones.map((p) => glanceFingerprint(p.page)))
    if (JSON.stringify(now) === JSON.stringify(last)) return now
    last = now
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return last
}

/** A name picked on the night's list, then confirmed: the same two taps for every role. */
async function pickAndConfirm(phone: Phone, testid: string): Promise<void> {
  await phone.page.getByTestId(testid).tap()
  await phone.page.getByTestId('confirm-tap').tap()
}

/** Names lit on the open screen (a secret step's list). */
function litNames(page: Page): Promise<number> {
  return page.locator('.picker .pick[aria-pressed=true]').count()
}

function expectAllAlike(phones: readonly Phone[], prints: readonly string[][], labelOf: (p: Phone) => string): void {
  const [first, ...rest] = prints
  expect(first!.length, 'the fingerprint sees the screen').toBeGreaterThan(10)
  rest.forEach((print, i) => {
    const difference = firstDifference(first!, print)
    expect(difference, `${labelOf(phones[0]!)} vs ${labelOf(phones[i + 1]!)}`).toBeNull()
  })
}

describe('what a phone shows at the table', () => {
  it('Werwolf: every role’s night looks the same at a glance, a finding shows where the eye is, and a step starts at the top', async () => {
    const names = ['Alma', 'Bodo', 'Cleo', 'Dante', 'Edda', 'Fiete', 'Greta', 'Hanno']
    const phones = await lobby('werwolf', names)
    const [host] = phones as [Phone]
    // Every special role in the game: protector and hunter besides the werewolves and the seer.
    // Each change sends the whole set of options: wait for the room to take one before the next.
    for (const role of ['protector', 'hunter'] as const) {
      await host.page.getByRole('checkbox', { name: new RegExp(de(`ui.werwolf.opt.${role}`).replace(/[()]/g, '.')) }).check()
      await expect.poll(() => host.page.locator('.preview').textContent()).toContain(de(`werwolf.role.${role}`))
    }

    // The host scrolls down to start; the game must begin at the top, its heading focused.
    const start = host.page.getByTestId('lobby-start')
    await expect.poll(() => start.isEnabled()).toBe(true)
    await start.scrollIntoViewIfNeeded()
    expect(await host.page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await start.tap()
    await Promise.all(phones.map((p) => p.page.locator('[data-testid=phase][data-phase=night]').waitFor()))
    await expect.poll(() => host.page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(() => host.page.evaluate(() => document.activeElement?.id)).toBe('step-heading')

    // Who holds what (read from each phone's own card, as its owner would).
    const roles = await Promise.all(phones.map((p) => peek(p.page, async (card) => (await card.locator('.card-role').textContent())!.trim())))
    const roleOf = new Map(phones.map((p, i) => [p, roles[i]!]))
    const label = (p: Phone) => `${p.name} (${roleOf.get(p)})`
    for (const role of ['wolf', 'seer', 'protector', 'hunter', 'villager']) expect(roles).toContain(de(`werwolf.role.${role}`))
    // A werewolf's card has the pack's line from the night's start, before anyone picks: it does
    // not appear above the names when a fellow werewolf taps.
    const firstWolf = phones.find((p) => roleOf.get(p) === de('werwolf.role.wolf'))!
    expect(await peek(firstWolf.page, (card) => card.textContent())).toContain(de('ui.werwolf.pack_picks', { picks: '–' }))

    // Before anyone taps: all alike.
    expectAllAlike(phones, await fingerprints(phones), label)

    // Everyone but one taps the same villager (a name every role may tap), the one a werewolf:
    // still all alike, no name lit on any screen (a lit name is a pick to match with the dawn's news).
    const villager = phones.find((p) => roleOf.get(p) === de('werwolf.role.villager'))!
    const seer = phones.find((p) => roleOf.get(p) === de('werwolf.role.seer'))!
    const seat = (await host.page.locator('.picker .pick', { hasText: villager.name }).getAttribute('data-testid'))!
    // The seer taps first, the last one to tap ends the night: keep one villager back.
    const last = phones.find((p) => p !== villager && roleOf.get(p) === de('werwolf.role.villager'))!
    const third = phones.find((p) => p !== villager && p !== last && roleOf.get(p) === de('werwolf.role.villager'))!
    const pick = async (name: string) => (await host.page.locator('.picker .pick', { hasText: name }).getAttribute('data-testid'))!

    // A tap the role cannot make looks like one it can: a werewolf taps its fellow werewolf (it
    // picks nothing, said on its card), a villager taps the same name (taken). No phone, the
    // host's neither, counts the taps at night: the count would stall on the roles still busy.
    const [wolf, fellow] = phones.filter((p) => roleOf.get(p) === de('werwolf.role.wolf'))
    const fellowSeat = await pick(fellow!.name)
    for (const phone of [wolf!, third]) {
      await pickAndConfirm(phone, fellowSeat)
      await expect.poll(() => phone.page.locator('.step-status.done').count()).toBe(1)
      expect(await host.page.getByTestId('progress').count(), 'a count on the host’s phone at night').toBe(0)
    }
    expectAllAlike([wolf!, third], await fingerprints([wolf!, third]), label)
    for (const phone of [seer, ...phones.filter((p) => p !== seer && p !== last && p !== third)]) {
      await pickAndConfirm(phone, seat)
      await expect.poll(() => phone.page.locator('.step-status.done').count()).toBe(1)
    }
    for (const phone of phones) expect(await litNames(phone.page), `${label(phone)} lights a name`).toBe(0)
    const tapped = phones.filter((p) => p !== last)
    expectAllAlike(tapped, await fingerprints(tapped), label)

    // The seer's finding: the card that holds it is on screen, marked new, and opening it shows
    // the finding inside the viewport.
    const news = seer.page.getByTestId('covered-news')
    await news.waitFor()
    const badge = (await news.boundingBox())!
    expect(badge.y).toBeGreaterThanOrEqual(0)
    expect(badge.y + badge.height).toBeLessThanOrEqual(VIEWPORT_HEIGHT)
    await seer.page.getByTestId('secret-card-toggle').tap()
    const finding = seer.page.locator('[data-testid=private-results] li').first()
    await finding.waitFor()
    expect(await finding.textContent()).toContain(villager.name)
    const box = (await finding.boundingBox())!
    expect(box.y, 'the finding is on screen').toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, 'the finding is on screen').toBeLessThanOrEqual(VIEWPORT_HEIGHT)
    await seer.page.getByTestId('secret-card-toggle').tap()
    await expect.poll(() => seer.page.getByTestId('covered-news').count()).toBe(0)

    // Open, then the phone is locked (or switched away): the card covers itself as the page hides.
    await seer.page.getByTestId('secret-card-toggle').tap()
    expect(await seer.page.getByTestId('secret-card').getAttribute('data-state')).toBe('shown')
    await seer.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await expect.poll(() => seer.page.getByTestId('secret-card').getAttribute('data-state')).toBe('hidden')
    await seer.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })

    // A second tap: the seer's is not sent (one look a night), a villager's changes its tap. Both
    // screens mark the card new, and light no name.
    const second = await pick(last.name)
    for (const phone of [seer, third]) {
      await pickAndConfirm(phone, second)
      await phone.page.getByTestId('covered-news').waitFor()
      expect(await litNames(phone.page)).toBe(0)
    }
    expectAllAlike([seer, third], await fingerprints([seer, third]), label)

    // Morning: the card closed by itself, the page starts at the top.
    await pickAndConfirm(last, seat)
    await Promise.all(phones.map((p) => p.page.locator('[data-testid=phase][data-phase=discussion]').waitFor()))
    for (const phone of phones) {
      expect(await phone.page.getByTestId('secret-card').getAttribute('data-state')).toBe('hidden')
      // No card is marked new by day: the seer's would be the one with a finding.
      expect(await phone.page.getByTestId('covered-news').count(), `${label(phone)}'s card by day`).toBe(0)
      await expect.poll(() => phone.page.evaluate(() => window.scrollY)).toBe(0)
      expect(phone.errors).toEqual([])
    }
    await Promise.all(phones.map((p) => p.context.close()))
  })

  it('Undercover Cops: the action phase looks the same whether a player searches, observes or stands alone', async () => {
    const names = ['Ada', 'Bert', 'Cora', 'Dirk', 'Elif', 'Finn', 'Gabi', 'Heinz']
    const phones = await lobby('cops', names)
    const [host] = phones as [Phone]
    // The longest action phase: the taps, reloads and comparisons below must all fall inside it,
    // also on a busy machine. A guest's read-only settings show once the room has taken it.
    await host.page.locator('#cops-actionSeconds').selectOption('180')
    await phones[1]!.page
      .locator('dl.settings-read dt', { hasText: de('cops.option.actionSeconds.label') })
      .locator('xpath=following-sibling::dd[1]')
      .filter({ hasText: de('ui.cops.minutes', { n: 3 }) })
      .waitFor()
    const start = host.page.getByTestId('lobby-start')
    await expect.poll(() => start.isEnabled()).toBe(true)
    await start.tap()
    await Promise.all(phones.map((p) => p.page.locator('[data-testid=phase][data-phase=floor]').waitFor()))
    // One player alone on floor 4, two on floor 2, everyone else on floor 1. The floor choice is
    // secret: once picked, the open screens say only that, whichever floor it was.
    const floorOf = (i: number) => (i === 0 ? 'floor-4' : i === 3 || i === 4 ? 'floor-2' : 'floor-1')
    const early = phones.slice(0, -1)
    await Promise.all(early.map((p, i) => p.page.getByTestId(floorOf(i)).tap()))
    await Promise.all(early.map((p) => p.page.locator('section[data-picked=true]').waitFor()))
    expectAllAlike(early, await fingerprints(early), (p) => `${p.name} (${floorOf(phones.indexOf(p))})`)
    await phones.at(-1)!.page.getByTestId(floorOf(phones.length - 1)).tap()
    await Promise.all(phones.map((p) => p.page.locator('[data-testid=phase][data-phase=action]').waitFor()))
    const roles = await Promise.all(phones.map((p) => peek(p.page, async (card) => (await card.locator('.card-role').textContent())!.trim())))
    const label = (p: Phone) => `${p.name} (${roles[phones.indexOf(p)]}${p === phones[0] ? ', alone' : ''})`
    expectAllAlike(phones, await fingerprints(phones), label)
    // The one alone learns it on the card, not on the screen.
    const alone = await peek(phones[0]!.page, async (card) => (await card.getByTestId('action-private').textContent())!)
    expect(alone).toContain(de('cops.prompt.alone'))
    // The one alone, one who acts, and one from floor 2 tap the same name on floor 1 and confirm:
    // each raises the count every phone shows by one, and all three screens end the same.
    const [lone, actor, named, stray, mate] = phones as [Phone, Phone, Phone, Phone, Phone]
    const seatOf = async (phone: Phone) => (await lone.page.locator('.picker .pick', { hasText: phone.name }).getAttribute('data-testid'))!
    const seat = await seatOf(named)
    for (const [n, phone] of [lone, actor, stray].entries()) {
      await phone.page.getByTestId(seat).tap()
      await phone.page.getByTestId('confirm-action').tap()
      await expect.poll(() => phone.page.locator('.step-status.done').count()).toBe(1)
      await expect.poll(() => named.page.getByTestId('progress').textContent()).toBe(de('ui.step.tapped', { done: n + 1, of: names.length }))
    }
    expectAllAlike([lone, actor, stray], await fingerprints([lone, actor, stray]), label)
    // The one who named someone from elsewhere picks again on the card, among floor 2; the count stays.
    // A reload first: the phone forgets its tap, the room does not, so "done" and the card's pick stay.
    // Its new socket runs through the test, which can spoil the card's first pick on the wire.
    let spoil = true
    const straySeat = (await seatOf(stray)).replace('target-', '')
    await stray.page.routeWebSocket(/./, (socket) => {
      const room = socket.connectToServer()
      socket.onMessage((message) => {
        const frame = JSON.parse(String(message)) as { type: string; action?: { target?: string } }
        if (spoil && frame.type === 'act' && frame.action?.target !== undefined) {
          spoil = false
          room.send(JSON.stringify({ ...frame, action: { ...frame.action, target: straySeat } }))
        } else room.send(message)
      })
    })
    await stray.reload()
    await stray.page.locator('[data-testid=phase][data-phase=action]').waitFor()
    await expect.poll(() => stray.page.locator('.step-status.done').count()).toBe(1)
    expect(await stray.page.getByTestId('confirm-action').isDisabled()).toBe(true)
    await stray.page.getByTestId('secret-card-toggle').tap()
    await expect.poll(() => stray.page.locator('[data-testid=card-picks] .card-choice').count()).toBe(1)
    await stray.page.getByTestId(`card-pick-${(await seatOf(mate)).replace('target-', '')}`).tap()
    // The room refuses the spoilt pick: said on the card, by the confirm, and in no toast, which
    // would show (and be read out) on the phones of those who pick on the card alone.
    await stray.page.getByTestId('card-confirm').tap()
    await stray.page.getByTestId('card-refused').waitFor()
    expect(await stray.page.getByTestId('card-confirm').getAttribute('aria-describedby')).toBe('card-refused')
    expect(await stray.page.locator('.toast').count()).toBe(0)
    await stray.page.getByTestId('card-confirm').tap()
    await expect.poll(() => stray.page.getByTestId('card-picks').count()).toBe(0)
    expect(await stray.page.getByTestId('action-private').textContent()).toContain(mate.name)
    expect(await named.page.getByTestId('progress').textContent()).toBe(de('ui.step.tapped', { done: 3, of: names.length }))
    await stray.page.getByTestId('secret-card-toggle').tap()
    // The one alone reloads: the screen says done at once, as it did before, with nothing left to
    // confirm; the count stays where it was.
    await lone.reload()
    await lone.page.locator('[data-testid=phase][data-phase=action]').waitFor()
    await expect.poll(() => lone.page.locator('.step-status.done').count()).toBe(1)
    expect(await lone.page.getByTestId('confirm-action').isDisabled()).toBe(true)
    expect(await lone.page.locator('.toast').count()).toBe(0)
    expect(await named.page.getByTestId('progress').textContent()).toBe(de('ui.step.tapped', { done: 3, of: names.length }))
    // No name stays lit, reloaded or not: still alike.
    for (const phone of [lone, actor, stray]) expect(await litNames(phone.page), `${label(phone)} lights a name`).toBe(0)
    expectAllAlike([lone, actor, stray], await fingerprints([lone, actor, stray]), label)
    for (const phone of phones) expect(phone.errors).toEqual([])
    await Promise.all(phones.map((p) => p.context.close()))
  })
})
