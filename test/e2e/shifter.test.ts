/**
 * Six phones (browser contexts in Debian's Chromium) play Shifter Under Us through the UI only: one
 * creates the village on the home screen (CREATE VILLAGE), five open the link, join (ENTER VILLAGE)
 * and are ready, the host sets two shifters with + and picks the Alchemist and the Mortician,
 * starts (START HUNT), and every phone taps what its own screen offers until all show the end
 * screen (a step where nobody has anything left to tap the host ends rather than waiting for its
 * timer). Along the
 * way: each new step starts at the top with its heading focused; the covered card hides the role
 * until tapped and HIDE covers it again; a shifter sees the other shifter marked only while the card
 * is open; the first night looks the same on every phone at a glance, before and after everyone's
 * tap; every living phone's night and farewell screens list the same names; no phone shows a living
 * player's role outside its own card.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import { manifest } from '../../shared/views/shifter'
import { seeded } from '../support/werwolf-bot'
import { type Phone, newPhone, newTable } from './devices'
import { joinByLink, sealedVote } from './phone'
import { IdleSkipper } from './host-skip'
import { ScreenTour, rulesPage, showsPhase } from './screens'
import { TableSteps } from './table-fit'
import { watchTableFrames } from './table-frames'
import { tableLeaks } from './table-leaks'
import { firstDifference, glanceFingerprint } from './table-glance'

const NAMES = ['Alma', 'Bodo', 'Cleo', 'Dante', 'Edda', 'Fiete']
/**
 * The longest night (a night ends once everyone has tapped; the scripted first night, tie and
 * potions included, must not run out on a busy machine) and the shortest pause the settings offer.
 */
const TIMERS = { nightSeconds: 240, pauseSeconds: 5 }
const OUT_DIR = 'test-results'

const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)
const SHIFTER = de('shifter.role.shifter')
const ROLES = ['shifter', 'townfolk', 'alchemist', 'mortician'].map((role) => de(`shifter.role.${role}`))

const phones: Phone[] = []

/** One look at a Shifter Under Us screen. */
interface Look {
  phase: string | null
  ended: boolean
  out: boolean
  /** The secret step's names (night, farewell), as shown, and their buttons' test ids. */
  names: string[]
  picks: string[]
  done: boolean
  /** The open screen's confirm (a name or "Do nothing" picked, not yet sent). */
  confirmTap: boolean
  /** Choices on the open card (potions, the tie's second round, the second lover) by test id. */
  cardPicks: string[]
  confirm: boolean
  ready: boolean
  /** Enabled vote buttons. */
  votes: string[]
  nothing: boolean
  heal: boolean
  /** Names of the other players still in, from the table. */
  livingOthers: string[]
  /** Places outside the covered card that tie a living other player to the shifter role. */
  flagged: string[]
  /** Fellow shifters marked in the table. */
  marks: string[]
  cardShown: boolean
  signature: string
}

function lookAt(page: Page, shifterWord: string): Promise<Look> {
  return page.evaluate(readShifterScreen, { word: shifterWord }) as Promise<Look>
}

/**
 * In the page: the screen read in one go; with `unlike`, only whether its fingerprint differs from
 * that one (what a wait asks ten times a second, so it stops there).
 */
function readShifterScreen({ word, unlike }: { word: string; unlike?: string }): Look | boolean {
  const q = (selector: string) => document.querySelector(selector)
  const phase = q('.sh')?.getAttribute('data-phase') ?? null
  const signature = [phase, q('.step-header h1')?.textContent, q('[data-testid=end-screen]') !== null, q('section.action')?.innerHTML.length].join('|')
  if (unlike !== undefined) return signature !== unlike
  const enabled = (selector: string) => {
    const el = q(selector) as HTMLButtonElement | null
    return el !== null && !el.disabled
  }
  const nameIn = (row: Element) => (row.querySelector('.seat-name')?.firstChild?.textContent ?? '').trim()
  const rows = Array.from(document.querySelectorAll('.sh .table .table-list > li'))
  const living = rows.filter((row) => !row.classList.contains('out') && !row.classList.contains('you'))
  const livingOthers = living.map(nameIn).filter((n) => n !== '')
  const flagged: string[] = []
  for (const block of Array.from(document.querySelectorAll('li, p, dd, dt, h1, h2, h3, h4, button, label, summary'))) {
    if (block.closest('[data-testid=secret-card]') || block.querySelector('.sh-mark')) continue
    const text = block.textContent ?? ''
    if (!new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text)) continue
    for (const name of livingOthers) if (text.includes(name)) flagged.push(`${block.tagName.toLowerCase()}: ${text.trim().slice(0, 160)}`)
  }
  const secret = q('[data-testid=night-names]')
  const names = secret ? Array.from(secret.querySelectorAll('.pick-name')).map((n) => (n.textContent ?? '').trim()) : []
  const picks = secret ? Array.from(secret.querySelectorAll('[data-testid^="target-"]')).map((b) => b.getAttribute('data-testid') ?? '') : []
  const voteSection = q('#vote-question')?.closest('section')
  const votes = voteSection
    ? Array.from(voteSection.querySelectorAll('[data-testid^="target-"]')).filter((b) => !(b as HTMLButtonElement).disabled).map((b) => b.getAttribute('data-testid') ?? '')
    : []
  return {
    phase,
    ended: q('[data-testid=end-screen]') !== null,
    out: q('[data-testid=eliminated]') !== null,
    names,
    picks,
    done: secret?.querySelector('.step-status.done') != null,
    confirmTap: q('[data-testid=confirm-tap]') !== null,
    cardPicks: Array.from(document.querySelectorAll('[data-testid=card-picks] [data-testid^="card-"]'))
      .filter((b) => b.getAttribute('data-testid') !== 'card-confirm')
      .map((b) => b.getAttribute('data-testid') ?? ''),
    confirm: enabled('[data-testid=confirm-role]'),
    ready: enabled('[data-testid=ready-to-vote]'),
    votes,
    nothing: enabled('[data-testid=nothing]'),
    heal: q('[data-testid=card-heal]') !== null,
    livingOthers,
    flagged,
    marks: Array.from(document.querySelectorAll('[data-testid^="shifter-mark-"]')).map((m) => m.getAttribute('data-testid') ?? ''),
    cardShown: q('[data-testid=secret-card]')?.getAttribute('data-state') === 'shown',
    signature,
  }
}

/** A tap on whatever `selector` finds, if it is still there; false when the screen moved on first. */
async function tap(phone: Phone, selector: string): Promise<boolean> {
  try {
    await phone.page.locator(selector).first().tap({ timeout: 3_000 })
    return true
  } catch {
    return false
  }
}

/** Waits until this phone's screen changed from `before` (or the time is up). */
async function changed(page: Page, before: Look, timeout: number): Promise<void> {
  await page.waitForFunction(readShifterScreen, { word: SHIFTER, unlike: before.signature }, { timeout, polling: 100 }).catch(() => {})
}

/** Opens the covered card, reads the role, and covers it again with HIDE. */
async function readRole(phone: Phone): Promise<string> {
  const card = phone.page.getByTestId('secret-card')
  await expect.poll(() => card.getAttribute('data-state')).toBe('hidden')
  expect(await card.getByTestId('card-role').count()).toBe(0)
  await phone.page.getByTestId('secret-card-toggle').tap()
  await expect.poll(() => card.getAttribute('data-state')).toBe('shown')
  const role = (await card.getByTestId('card-role').textContent())!.trim()
  expect(await card.locator('.covered-close').textContent()).toBe(de('ui.shifter.card.hide'))
  await phone.page.getByTestId('secret-card-toggle').tap()
  await expect.poll(() => card.getAttribute('data-state')).toBe('hidden')
  return role
}

/**
 * A tap on a name (or "Do nothing") in a secret step, then its confirm; resolves once the step says
 * done (or, for the tap that ends the step, at once: the next step follows).
 */
async function tapAndConfirm(phone: Phone, testid: string, endsStep = false): Promise<void> {
  await phone.page.locator(`[data-testid=night-names] [data-testid=${testid}]`).tap()
  const confirm = phone.page.getByTestId('confirm-tap')
  await expect.poll(() => confirm.isEnabled()).toBe(true)
  await confirm.tap()
  if (!endsStep) await expect.poll(() => phone.page.locator('[data-testid=night-names] .step-status.done').count()).toBe(1)
}


/** Opens or covers the card (which also covers itself after a while). */
async function turnCard(page: Page, state: 'shown' | 'hidden'): Promise<void> {
  const card = page.getByTestId('secret-card')
  for (let attempt = 0; attempt < 3 && (await card.getAttribute('data-state')) !== state; attempt++) {
    await page.getByTestId('secret-card-toggle').tap()
    await page.waitForTimeout(200)
  }
  await expect.poll(() => card.getAttribute('data-state')).toBe(state)
}

describe('six phones in Chromium', () => {
  it('create a village, join by link, play Shifter Under Us to the end screen, and see only what they may', { timeout: 900_000 }, async () => {
    const started = Date.now()
    phones.push(...(await Promise.all(NAMES.map((name) => newPhone(name)))))
    const [host, ...guests] = phones as [Phone, ...Phone[]]
    // Every screen met on the way is checked for accessibility (and photographed for the docs).
    const tour = new ScreenTour(manifest)

    // --- The rules page, in the language asked for.
    await host.page.goto('/rules/shifter?lang=de')
    await host.page.locator('h1').first().waitFor()
    await tour.visit(host, 'rules', { showIn: rulesPage('shifter') })

    // --- Home: the host creates the village.
    await host.page.goto('/')
    await host.page.getByRole('heading', { level: 1, name: de('ui.app.name') }).waitFor()
    await tour.visit(host, 'home')
    await host.page.getByTestId('home-name').fill(host.name)
    await host.page.getByTestId('home-game-shifter').check()
    // The book's button words: CREATE VILLAGE here, START HUNT in the lobby.
    await expect.poll(() => host.page.getByTestId('home-create').textContent()).toBe(manifest.labels!.create!.de)
    await host.page.getByTestId('home-create').tap()
    const codeBox = host.page.getByTestId('lobby-code')
    await codeBox.waitFor()
    const link = (await host.page.locator('.share-url').textContent())!.trim()

    // --- Everyone else opens the link, joins and is ready. One phone after the other, as people
    // arrive at a table (five pages loading at once on a busy test machine take long).
    for (const phone of guests) {
      await joinByLink(phone, link, async () => {
        await expect.poll(() => phone.page.getByTestId('join-submit').textContent()).toBe(manifest.labels!.join!.de)
        if (phone === guests[0]) await tour.visit(phone, 'join')
      })
    }
    await expect.poll(() => host.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(NAMES.length)
    // The host has no READY of their own: starting is their way of saying it.

    // --- The table screen in the middle of the table: what it is sent is checked for secrets, every
    // step it shows is checked at TV sizes.
    const table = await newTable()
    const tableFrames = watchTableFrames(table.page)
    /** How many have tapped in this step, as the room sent it to the table screen (which shows it at day only). */
    const tappedCount = () => (tableFrames.view as { progress?: { done: number } | null } | null)?.progress?.done ?? -1
    /** What a phone's or the table screen's header says of the step's count (null: nothing). */
    const countOnScreen = (page: Page) => page.evaluate(() => document.querySelector('[data-testid=progress], [data-testid=table-progress]')?.textContent ?? null)
    const tableSteps = new TableSteps(table, tour)
    await table.page.goto(`${new URL(link).pathname}/table`)
    await expect.poll(() => table.page.getByTestId('table-players').locator('li').count()).toBe(NAMES.length)
    await tableSteps.look()

    // --- Settings: the shifter count follows the head count (1 for six); + makes it 2, the most for six.
    const watcher = guests[0]!.page
    const shows = async (label: string, value: string) =>
      watcher.locator('dl.settings-read dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').filter({ hasText: value }).waitFor()
    await expect.poll(() => host.page.getByTestId('opt-shifters').textContent()).toBe('1')
    await host.page.getByTestId('opt-more').tap()
    await shows(de('shifter.option.shifters.label'), '2')
    // Two shifters leave room for two special roles: Visionary and Alchemist are preset, Immortal is one too many.
    await expect.poll(() => host.page.locator('.check-bad').textContent()).toBe(de('shifter.check.specialsMax', { count: 6, shifters: 2, max: 2, specials: 3, townfolk: 2 }))
    // One change at a time, each seen by another phone before the next: a change sent before the
    // room answered the last one would be based on the options as they were before it.
    await host.page.getByTestId('opt-immortal').uncheck()
    await shows(de('shifter.option.immortal.label'), de('ui.no'))
    await host.page.getByTestId('opt-visionary').uncheck()
    await shows(de('shifter.option.visionary.label'), de('ui.no'))
    await host.page.getByTestId('opt-mortician').check()
    await shows(de('shifter.option.mortician.label'), de('ui.yes'))
    for (const [key, seconds] of Object.entries(TIMERS)) {
      await host.page.locator(`#sh-${key}`).selectOption(String(seconds))
      const text = seconds >= 60 && seconds % 60 === 0 ? de('ui.time.minutes', { n: seconds / 60 }) : de('ui.time.seconds', { n: seconds })
      await shows(de(`shifter.option.${key}.label`), text)
    }
    const preview = await host.page.locator('ul.preview > li').allTextContents()
    expect(preview).toEqual([`2 × ${SHIFTER}`, `1 × ${de('shifter.role.alchemist')}`, `1 × ${de('shifter.role.mortician')}`, `2 × ${de('shifter.role.townfolk')}`])
    await host.page.screenshot({ path: `${OUT_DIR}/shifter-lobby.png`, fullPage: true })
    await tour.visit(host, 'lobby')

    // --- START HUNT: every phone gets a covered card; each looks once and covers it again, then confirms.
    const start = host.page.getByTestId('lobby-start')
    await expect.poll(() => start.isEnabled()).toBe(true)
    expect(await start.textContent()).toBe(manifest.labels!.start!.de)
    // The host starts from further down the page; the game begins at the top, its heading focused.
    await host.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await host.page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await start.tap()
    await Promise.all(
      phones.map(async (phone) => {
        await phone.page.locator('.sh[data-phase=reveal]').waitFor()
        await expect.poll(() => phone.page.evaluate(() => window.scrollY)).toBe(0)
        await expect.poll(() => phone.page.evaluate(() => document.activeElement?.id)).toBe('step-heading')
        phone.role = await readRole(phone)
        expect(ROLES).toContain(phone.role)
      }),
    )
    await tableSteps.look()
    // The card screen, its card open.
    await host.page.getByTestId('secret-card-toggle').tap()
    await expect.poll(() => host.page.getByTestId('secret-card').getAttribute('data-state')).toBe('shown')
    await tour.visit(host, 'card')
    await host.page.getByTestId('secret-card-toggle').tap()
    await expect.poll(() => host.page.getByTestId('secret-card').getAttribute('data-state')).toBe('hidden')
    const shifters = phones.filter((p) => p.role === SHIFTER)
    expect(shifters).toHaveLength(2)
    // A shifter sees the other marked in the table, only while the card is open.
    const [first, second] = shifters as [Phone, Phone]
    await first.page.locator('.sh .table > summary').tap()
    expect(await first.page.locator('[data-testid^="shifter-mark-"]').count()).toBe(0)
    await first.page.getByTestId('secret-card-toggle').tap()
    await expect.poll(() => first.page.locator('[data-testid^="shifter-mark-"]').count()).toBe(1)
    expect(await first.page.locator('.sh .table li', { has: first.page.locator('[data-testid^="shifter-mark-"]') }).textContent()).toContain(second.name)
    await first.page.getByTestId('secret-card-toggle').tap()
    await expect.poll(() => first.page.locator('[data-testid^="shifter-mark-"]').count()).toBe(0)
    await first.page.locator('.sh .table > summary').tap()
    await host.page.screenshot({ path: `${OUT_DIR}/shifter-card.png`, fullPage: true })
    // Each phone confirms its card, and the tick is seen to have landed (a busy machine drops no tap silently).
    for (const phone of phones) {
      await phone.page.getByTestId('confirm-role').tap()
      const landed = async () =>
        (await phone.page.locator('.sh[data-phase=night]').count()) > 0 ||
        (await phone.page.getByTestId('confirm-role').getAttribute('aria-pressed', { timeout: 1_000 }).catch(() => null)) === 'true'
      await expect.poll(landed).toBe(true)
    }

    // Night 1, before anyone taps: every phone looks the same from the next chair, shifters included.
    await Promise.all(phones.map((p) => p.page.locator('.sh[data-phase=night]').waitFor()))
    await tableSteps.look()
    let prints: string[][] = []
    for (let round = 0; round < 20; round++) {
      const now = await Promise.all(phones.map((p) => glanceFingerprint(p.page)))
      if (JSON.stringify(now) === JSON.stringify(prints)) break
      prints = now
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(prints[0]!.length, 'the fingerprint sees the screen').toBeGreaterThan(10)
    prints.slice(1).forEach((print, i) => expect(firstDifference(prints[0]!, print), `${host.name} (${host.role}) vs ${phones[i + 1]!.name} (${phones[i + 1]!.role})`).toBeNull())
    // The night's screen now: a later night may never come.
    await tour.visit(host, 'night', { still: showsPhase(host, 'night') })
    // HURRY's line is there, empty, from the night's start: when it shows in the last seconds, the
    // names below it do not move.
    const hurry = host.page.getByTestId('hurry')
    expect(await hurry.textContent()).toBe('')
    expect((await hurry.boundingBox())!.height).toBeGreaterThan(10)

    // Night 1. A tap on a name only picks it; the confirm sends it: the same two taps on every phone.
    // The two shifters pick two different villagers — a tie — and everyone else but one taps too.
    const ALCHEMIST = de('shifter.role.alchemist')
    const alchemist = phones.find((p) => p.role === ALCHEMIST)!
    const [x, y, lastOne] = phones.filter((p) => p.role !== SHIFTER && p !== alchemist) as [Phone, Phone, Phone]
    const buttonOf = async (phone: Phone) => (await host.page.locator('[data-testid=night-names] [data-testid^="target-"]', { hasText: phone.name }).getAttribute('data-testid'))!
    const [xButton, yButton, lastButton, alchemistButton] = (await Promise.all([x, y, lastOne, alchemist].map(buttonOf))) as [string, string, string, string]
    const seatOf = (button: string) => button.replace('target-', '')
    // A name a shifter cannot pick (the other shifter) is marked and offered for confirming like
    // any name (the card says why; it stays covered here, as the other phones' cards do).
    const secondButton = await buttonOf(second)
    await first.page.locator(`[data-testid=night-names] [data-testid=${secondButton}]`).tap()
    // The confirm names nobody: its big label is what the next chair reads first.
    await expect.poll(() => first.page.getByTestId('confirm-tap').textContent()).toBe(de('ui.shifter.confirm_open'))
    expect(await first.page.locator(`[data-testid=night-names] [data-testid=${secondButton}]`).getAttribute('aria-pressed')).toBe('true')
    // The pending name is marked by a ring, not filled: from the next chair it looks like any other.
    const fills = await first.page.evaluate(() => [...document.querySelectorAll('[data-testid=night-names] .pick')].map((b) => getComputedStyle(b).backgroundColor))
    expect(new Set(fills).size, 'backgrounds of the names, one of them picked').toBe(1)
    // A tap alone sends nothing: the step is not done until the confirm.
    await host.page.locator(`[data-testid=night-names] [data-testid=${xButton}]`).tap()
    await expect.poll(() => host.page.getByTestId('confirm-tap').isEnabled()).toBe(true)
    expect(await host.page.getByTestId('confirm-tap').textContent()).toBe(de('ui.shifter.confirm_open'))
    expect(await host.page.locator('[data-testid=night-names] .step-status.done').count()).toBe(0)
    const tapped = phones.filter((p) => p !== lastOne)
    for (const phone of tapped) {
      if (phone !== second) {
        await tapAndConfirm(phone, xButton)
        continue
      }
      // The second shifter confirms the first's name: counted like any confirm, it picks nothing;
      // the card says so and offers the pick there.
      const onlooker = phones.find((p) => p !== second)!
      // Every confirm before this one counts once; wait until the last of them has reached the
      // table, or the count read here would be one short.
      const before = tapped.indexOf(second)
      await expect.poll(() => tappedCount()).toBe(before)
      await tapAndConfirm(second, await buttonOf(first))
      await expect.poll(() => tappedCount()).toBe(before + 1)
      // The count is the room's, not the screens': at night it would stall on the few with a role.
      expect(await countOnScreen(onlooker.page), `${onlooker.name}'s phone at night`).toBeNull()
      expect(await countOnScreen(table.page), 'the table screen at night').toBeNull()
      await turnCard(second.page, 'shown')
      await expect.poll(() => second.page.getByTestId('tap-refused').textContent()).toBe(de('ui.shifter.pick_here', { name: first.name }))
      await turnCard(second.page, 'hidden')
      // Reloaded, the phone has forgotten its confirm but the room has not: the names say done at
      // once, with nothing to confirm again, the count stays, and the pick is still offered on the card.
      await second.reload()
      await second.page.getByTestId('night-names').waitFor()
      await expect.poll(() => second.page.locator('[data-testid=night-names] .step-status.done').count()).toBe(1)
      expect(await second.page.getByTestId('confirm-tap').count()).toBe(0)
      // No name stays lit once confirmed, on this phone as on every other (a lit name is a pick).
      expect(await second.page.locator('[data-testid=night-names] .pick[aria-pressed=true]').count()).toBe(0)
      expect(await second.page.locator('.toast').count()).toBe(0)
      expect(await tappedCount()).toBe(before + 1)
      await turnCard(second.page, 'shown')
      await expect.poll(() => second.page.getByTestId('tap-refused').textContent()).toBe(de('ui.shifter.pick_here_counted'))
      await second.page.getByTestId(`card-pick-${seatOf(yButton)}`).tap()
      await second.page.getByTestId('card-confirm').tap()
      await expect.poll(() => second.page.getByTestId('card-picks').count()).toBe(0)
      await turnCard(second.page, 'hidden')
    }
    // TIE! VOTE AGAIN: outside the card every phone that tapped the same name still looks the same,
    // the shifter who must pick again included.
    const sameTap = tapped.filter((p) => p !== second)
    prints = []
    for (let round = 0; round < 20; round++) {
      const now = await Promise.all(sameTap.map((p) => glanceFingerprint(p.page)))
      if (JSON.stringify(now) === JSON.stringify(prints)) break
      prints = now
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    prints.slice(1).forEach((print, i) => expect(firstDifference(prints[0]!, print), `in the tie: ${sameTap[0]!.name} (${sameTap[0]!.role}) vs ${sameTap[i + 1]!.name} (${sameTap[i + 1]!.role})`).toBeNull())
    // Each shifter's card names the tied and offers only them; the open screen takes no new tap.
    for (const shifter of shifters) {
      await shifter.page.locator(`[data-testid=night-names] [data-testid=${lastButton}]`).tap()
      expect(await shifter.page.getByTestId('confirm-tap').count()).toBe(0)
      await turnCard(shifter.page, 'shown')
      const tied = (await shifter.page.getByTestId('card-tied').textContent())!
      expect(tied).toContain(x.name)
      expect(tied).toContain(y.name)
      expect((await lookAt(shifter.page, SHIFTER)).cardPicks.sort()).toEqual([`card-pick-${seatOf(xButton)}`, `card-pick-${seatOf(yButton)}`].sort())
    }
    await first.page.screenshot({ path: `${OUT_DIR}/shifter-tie.png`, fullPage: true })
    if (!tour.has('tie')) await tour.visit(first, 'tie')
    // The first second pick waits for the other; once both are in, the victim is fixed.
    for (const [k, shifter] of shifters.entries()) {
      await turnCard(shifter.page, 'shown')
      await shifter.page.getByTestId(`card-pick-${seatOf(xButton)}`).tap()
      await shifter.page.getByTestId('card-confirm').tap()
      if (k === 0) await expect.poll(() => shifter.page.getByTestId('card-now').textContent()).toContain(de('shifter.prompt.tieDone'))
    }
    for (const shifter of shifters) {
      await turnCard(shifter.page, 'shown')
      await expect.poll(() => shifter.page.getByTestId('card-now').textContent()).toContain(de('shifter.prompt.victimFixed', { player: x.name }))
      await turnCard(shifter.page, 'hidden')
    }
    // The last tap ends the hunt: the Alchemist's part begins on every phone at the top, the card covered.
    for (const phone of tapped) await phone.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await tapAndConfirm(lastOne, xButton, true)
    for (const phone of phones) {
      await phone.page.locator('.sh[data-phase=potion]').waitFor()
      await expect.poll(() => phone.page.evaluate(() => window.scrollY)).toBe(0)
      await expect.poll(() => phone.page.evaluate(() => document.activeElement?.id)).toBe('step-heading')
      expect(await phone.page.getByTestId('secret-card').getAttribute('data-state')).toBe('hidden')
    }
    // Every phone looks the same again, the Alchemist's too.
    prints = []
    for (let round = 0; round < 20; round++) {
      const now = await Promise.all(phones.map((p) => glanceFingerprint(p.page)))
      if (JSON.stringify(now) === JSON.stringify(prints)) break
      prints = now
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    prints.slice(1).forEach((print, i) => expect(firstDifference(prints[0]!, print), `the potion step: ${host.name} (${host.role}) vs ${phones[i + 1]!.name} (${phones[i + 1]!.role})`).toBeNull())
    // A name the Alchemist taps out of habit is marked and confirmed like anyone's, and the count
    // the room keeps rises with it as with anyone's; it poisons nobody: his card says the
    // potions are chosen there.
    const onlooker = phones.find((p) => p !== alchemist)!
    const before = await tappedCount()
    await tapAndConfirm(alchemist, yButton)
    await expect.poll(() => tappedCount()).toBe(before + 1)
    expect(await countOnScreen(onlooker.page), `${onlooker.name}'s phone in the potion step`).toBeNull()
    expect(await countOnScreen(table.page), 'the table screen in the potion step').toBeNull()
    await turnCard(alchemist.page, 'shown')
    await expect.poll(() => alchemist.page.getByTestId('tap-refused').textContent()).toBe(de('ui.shifter.potion.on_card'))
    // On the card: HEAL the victim, POISON anyone but himself, or no potion; then a confirm of its own.
    const potions = (await lookAt(alchemist.page, SHIFTER)).cardPicks
    expect(potions).toContain('card-heal')
    expect(potions).toContain('card-nothing')
    expect(potions).not.toContain(`card-pick-${seatOf(alchemistButton)}`)
    expect(potions.filter((id) => id.startsWith('card-pick-'))).toHaveLength(phones.length - 1)
    expect(await alchemist.page.getByTestId('card-confirm').isDisabled()).toBe(true)
    await alchemist.page.getByTestId(`card-pick-${seatOf(yButton)}`).tap()
    expect(await alchemist.page.getByTestId('card-confirm').textContent()).toBe(de('ui.shifter.potion.confirm_poison', { name: y.name }))
    await alchemist.page.getByTestId('card-heal').tap()
    expect(await alchemist.page.getByTestId('card-confirm').textContent()).toBe(de('ui.shifter.potion.confirm_heal', { name: x.name }))
    await alchemist.page.screenshot({ path: `${OUT_DIR}/shifter-potion.png`, fullPage: true })
    await tour.visit(alchemist, 'potion', { still: showsPhase(alchemist, 'potion') })
    await turnCard(alchemist.page, 'shown')
    await alchemist.page.getByTestId('card-confirm').tap()
    await expect.poll(() => alchemist.page.getByTestId('card-now').textContent()).toContain(de('shifter.prompt.healed', { player: x.name }))
    expect(await alchemist.page.getByTestId('card-picks').count()).toBe(0)
    // Done, like every other phone after its tap.
    await expect.poll(() => alchemist.page.locator('[data-testid=night-names] .step-status.done').count()).toBe(1)
    await turnCard(alchemist.page, 'hidden')

    // --- Play: every phone does what its screen offers, until every phone shows the end screen.
    const random = seeded(20261130)
    const any = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    const problems: string[] = []
    const seenPhases = new Set<string>()
    let checks = 0
    let alike = 0
    let steps = 0
    /** A phone's cast vote was shown with "Show my vote" and covered again. */
    let voteShown = false
    // Only catches a game that never ends; a loaded machine makes a real one slow.
    const PLAY_LIMIT_MS = 600_000
    const loopUntil = Date.now() + PLAY_LIMIT_MS

    /** `reveal`: a vote cast here is then opened with "Show my vote" and covered again. */
    async function play(phone: Phone, s: Look, reveal = false): Promise<boolean> {
      if (s.ended || s.out || s.phase === null) return false
      let selector: string | null = null
      switch (s.phase) {
        case 'reveal':
          if (s.confirm) selector = '[data-testid=confirm-role]'
          break
        case 'night':
        case 'potion':
        case 'farewell': {
          // A choice on the card (the potions, the tie's second round, a second lover), with its own confirm.
          if ((s.phase === 'night' && phone.role === SHIFTER) || (s.phase === 'potion' && phone.role === ALCHEMIST)) {
            if (!s.cardShown) await tap(phone, '[data-testid=secret-card-toggle]')
            const open = await lookAt(phone.page, SHIFTER)
            if (open.cardPicks.length > 0) {
              // No poison: one death a night at most, so the game reaches the day.
              const choices = phone.role === ALCHEMIST ? (open.heal && random() < 0.5 ? ['card-heal'] : ['card-nothing']) : open.cardPicks
              if (!(await tap(phone, `[data-testid=${any(choices)}]`))) return false
              selector = '[data-testid=card-confirm]'
              break
            }
          }
          if (s.done || !s.nothing) break
          let first = '[data-testid=nothing]'
          if (phone.role === SHIFTER && s.phase === 'night') {
            // The shifters pick among those who are not shifters (they know each other).
            const prey = s.picks.filter((_, k) => !shifters.some((m) => m.name === s.names[k]))
            if (prey.length > 0) first = `[data-testid=night-names] [data-testid=${any(prey)}]`
          } else if (random() < 0.8 && s.picks.length > 0) first = `[data-testid=night-names] [data-testid=${any(s.picks)}]`
          if (!(await tap(phone, first))) return false
          selector = '[data-testid=confirm-tap]'
          break
        }
        case 'discussion':
          if (s.ready) selector = '[data-testid=ready-to-vote]'
          break
        case 'vote':
        case 'runoff': {
          // A vote once cast stands: a name, then the confirm.
          const pick = s.votes.length > 0 ? `[data-testid=${any(s.votes)}]` : null
          if (pick === null || !(await tap(phone, pick))) return false
          const name = (await phone.page.locator(`section.action ${pick} .pick-name`).textContent({ timeout: 1_000 }).catch(() => null))?.trim()
          // The big confirm, read first from the next chair, names nobody either.
          const confirmLabel = (await phone.page.getByTestId('confirm-vote').textContent({ timeout: 1_000 }).catch(() => null))?.trim()
          if (name && confirmLabel?.includes(name)) problems.push(`${phone.name}'s confirm names the pick: ${confirmLabel}`)
          if (!name || !(await tap(phone, '[data-testid=confirm-vote]'))) return false
          steps++
          // Cast, it names nobody on the open screen.
          const texts = { cast: de('ui.vote.cast'), shown: de('ui.vote.yours', { name }) }
          if ((await sealedVote(phone, name, texts, reveal, problems)) && reveal) voteShown = true
          return true
        }
      }
      if (!selector || !(await tap(phone, selector))) return false
      steps++
      return true
    }

    const skipper = new IdleSkipper(host)
    for (;;) {
      const looks = await Promise.all(phones.map((p) => lookAt(p.page, SHIFTER)))
      if (looks.every((s) => s.ended)) break
      // The table screen: no living player's role in its text; each step at every TV size.
      if (!looks.some((s) => s.ended)) {
        const living = phones.filter((_, i) => !looks[i]!.out).map((p) => p.name)
        for (const f of await tableLeaks(table.page, living, ROLES)) problems.push(`table screen shows: ${f}`)
      }
      await tableSteps.look()
      if (Date.now() > loopUntil) throw new Error(`no end after ${PLAY_LIMIT_MS / 1000} s: ${looks.map((s, i) => `${NAMES[i]}=${s.phase}${s.done ? '(done)' : ''}`).join(', ')}`)
      looks.forEach((s, i) => {
        const phone = phones[i]!
        if (s.ended || s.phase === null) return
        if (!seenPhases.has(s.phase) && (s.phase === 'night' || s.phase === 'farewell')) void phone.page.screenshot({ path: `${OUT_DIR}/shifter-${s.phase}.png`, fullPage: true }).catch(() => undefined)
        seenPhases.add(s.phase)
        if (s.flagged.length > 0) problems.push(...s.flagged.map((f) => `${phone.name} (${phone.role}, ${s.phase}) shows: ${f}`))
        if (!s.cardShown && s.marks.length > 0) problems.push(`${phone.name} shows shifter marks with the card covered`)
        if (phone.role !== SHIFTER && s.marks.length > 0) problems.push(`${phone.name} (${phone.role}) shows shifter marks`)
        checks++
      })
      // A secret step's names (the night's, the farewell's) are the same on every living phone in the same step.
      const night = looks.filter((s) => (s.phase === 'night' || s.phase === 'potion' || s.phase === 'farewell') && !s.out && s.names.length > 0)
      if (night.length > 1 && new Set(night.map((s) => s.phase)).size === 1) {
        const lists = new Set(night.map((s) => JSON.stringify(s.names)))
        if (lists.size > 1) problems.push(`night screens differ: ${[...lists].join(' / ')}`)
        else alike++
      }
      // Each step's screen once, on the first phone still in the game there; the eliminated screen on the first phone out.
      for (const phase of new Set(looks.map((s) => (s.ended || s.out ? null : s.phase)))) {
        if (phase === null || phase === 'lobby' || tour.has(phase)) continue
        const phone = phones[looks.findIndex((s) => !s.ended && !s.out && s.phase === phase)]!
        await tour.visit(phone, phase, { still: showsPhase(phone, phase) })
      }
      const outHere = looks.findIndex((s) => !s.ended && s.out)
      if (outHere >= 0 && !tour.has('eliminated')) await tour.visit(phones[outHere]!, 'eliminated')
      // Until one phone has opened its vote with "Show my vote", the first voter goes ahead alone: the
      // last vote ends the step, and the vote is there to be shown only while it lasts.
      const first = voteShown ? -1 : looks.findIndex((s) => (s.phase === 'vote' || s.phase === 'runoff') && !s.out && !s.ended && s.votes.length > 0)
      const ahead = first >= 0 && (await play(phones[first]!, looks[first]!, true))
      const acted = [ahead, ...(await Promise.all(phones.map((p, i) => (i === first ? false : play(p, looks[i]!)))))]
      if (acted.some(Boolean)) skipper.busy()
      // Nothing to tap anywhere for a while: the host ends the step instead of its timer; else wait for a change.
      else if (!(await skipper.idle(looks.map((s) => s.signature).join(';')))) await Promise.race(phones.map((p, i) => changed(p.page, looks[i]!, 2_000)))
    }
    expect(problems).toEqual([])
    expect(voteShown, '"Show my vote" shown and covered again once').toBe(true)
    expect(checks).toBeGreaterThan(0)
    expect(alike).toBeGreaterThan(0)
    expect([...seenPhases]).toEqual(expect.arrayContaining(['night', 'potion', 'discussion', 'vote']))

    // --- The end screen on every phone: the same winner, every role as dealt.
    const headlines = [de('ui.shifter.end.village'), de('ui.shifter.end.shifters')]
    let winner: string | null = null
    for (const phone of phones) {
      const end = phone.page.getByTestId('end-screen')
      await end.waitFor()
      const headline = (await end.locator('.end-head h1').textContent())!.trim()
      expect(headlines).toContain(headline)
      winner ??= headline
      expect(headline).toBe(winner)
      for (const other of phones) {
        const row = end.locator('.table-list > li', { has: phone.page.locator('.seat-name', { hasText: other.name }) })
        expect(await row.count()).toBe(1)
        expect((await row.textContent())!).toContain(other.role!)
      }
      expect(phone.errors).toEqual([])
    }
    // The nights' record names the roles that were dealt only: the Alchemist's potions, no Immortal or Visionary.
    const facts = await host.page.getByTestId('end-screen').locator('.night-record dt').allTextContents()
    expect(facts).toContain(de('ui.shifter.insight.potion'))
    expect(facts).not.toContain(de('ui.shifter.insight.protect'))
    expect(facts).not.toContain(de('ui.shifter.insight.inspect'))
    await host.page.screenshot({ path: `${OUT_DIR}/shifter-end.png`, fullPage: true })
    await tour.visit(host, 'end')
    // The table screen turns every card over at the end, like the phones.
    const tableEnd = table.page.getByTestId('end-screen')
    await tableEnd.waitFor()
    for (const phone of phones) await tableEnd.locator('[data-testid=tv-cards] > li', { hasText: phone.name }).filter({ hasText: phone.role! }).waitFor()
    await tableSteps.look()
    expect(table.errors).toEqual([])
    expect(tableFrames.views, 'views the table screen was sent').toBeGreaterThan(0)
    expect(tableFrames.problems, 'secrets sent to the table screen').toEqual([])
    expect(tableSteps.problems.join('\n'), 'table screen steps that do not fit a TV').toBe('')
    expect(tableSteps.verified).toEqual(expect.arrayContaining(['lobby', 'reveal', 'night', 'potion', 'discussion', 'vote', 'ended']))
    tour.finish()
    console.log(
      `e2e shifter: ${winner} after ${steps} taps; phases ${[...seenPhases].join(' ')}; ${skipper.skipped} steps ended by the host; ${checks} screens checked, ${alike} night screens alike; ` +
        `table screen fits at every TV size: ${tableSteps.verified.join(' ')}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  })
})
