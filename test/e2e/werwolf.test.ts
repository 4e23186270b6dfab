/**
 * Six phones (browser contexts in Debian's Chromium) play Werwolf through the UI only: one creates
 * the room on the home screen, five open the room link and join, the host sets the game up and
 * starts it, then every phone taps what its own screen offers until all show the end screen (a
 * step where nobody has anything left to tap the host ends rather than waiting for its timer).
 * Along the way no living villager's screen may show another living player's card.
 */
import { describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import { seeded } from '../support/werwolf-bot'
import { manifest } from '../../shared/views/werwolf'
import { type Phone, appUrl, newPhone, newTable } from './devices'
import { type Snapshot, joinByLink, snapshot } from './phone'
import { ScreenTour, rulesPage, showsPhase } from './screens'
import { SHORTEST_TIMERS, playToEnd, setTimers, settingShown, tap } from './werwolf-play'
import { TableSteps } from './table-fit'
import { watchTableFrames } from './table-frames'
import { tableLeaks } from './table-leaks'

const NAMES = ['Alma', 'Bodo', 'Cleo', 'Dante', 'Edda', 'Fiete']
/** The recommended number of werewolves for six (the host leaves it). */
const WOLVES = 1
const OUT_DIR = 'test-results'

const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)
const en = (key: string, params?: Record<string, string | number>) => t('en', key, params)
const WOLF = de('werwolf.role.wolf')
const ROLES = [WOLF, de('werwolf.role.seer'), de('werwolf.role.villager')]

const phones: Phone[] = []

/**
 * Whether the page shows how many have tapped (or who is awaited) while it is night on it: read in
 * one go, so a dawn that lands between two reads cannot count as a night's. The phones' step header
 * and the table screen's headline.
 */
function nightCountShown(phone: Phone): Promise<string | null> {
  return phone.page.evaluate(() => {
    const night = document.querySelector('[data-testid=phase][data-phase=night], main.tv-game[data-phase=night]') !== null
    const count = document.querySelector('[data-testid=progress], [data-testid=table-progress]')
    return night && count ? (count.textContent ?? '').trim() : null
  })
}

/** Opens a phone's covered card, reads the screen, covers it again; null when the screen moved on first. */
async function peekCard(phone: Phone, wolfWord: string): Promise<Snapshot | null> {
  const toggle = phone.page.getByTestId('secret-card-toggle')
  if (!(await tap(phone, '[data-testid=secret-card-toggle]'))) return null
  const open = await snapshot(phone.page, wolfWord)
  if ((await phone.page.getByTestId('secret-card').getAttribute('data-state')) === 'shown') await toggle.tap({ timeout: 3_000 }).catch(() => {})
  return open
}

describe('six phones in Chromium', () => {
  it('create a room, join by link, play Werwolf to the end screen, and see only what they may', async () => {
    const started = Date.now()
    const url = await appUrl()
    // The last phone prefers French, which the app does not speak: it must fall back to German.
    phones.push(...(await Promise.all(NAMES.map((name) => newPhone(name, { locale: name === NAMES.at(-1) ? 'fr-FR' : 'de-DE' })))))
    const [host, ...guests] = phones as [Phone, ...Phone[]]
    // Every screen met on the way is checked for accessibility (and photographed for the docs).
    const tour = new ScreenTour(manifest)

    // --- The rules page, in the language asked for.
    await host.page.goto('/rules/werwolf?lang=de')
    await host.page.locator('h1').first().waitFor()
    await tour.visit(host, 'rules', { showIn: rulesPage('werwolf') })

    // --- Home screen, in German unless the person switches.
    await host.page.goto('/')
    await expect.poll(() => host.page.evaluate(() => document.documentElement.lang)).toBe('de')
    await host.page.getByRole('heading', { level: 1, name: de('ui.app.name') }).waitFor()
    await tour.visit(host, 'home')
    expect(await host.page.getByTestId('home-create').textContent()).toBe(de('ui.home.create'))
    await host.page.getByTestId('home-name').fill(host.name)
    await host.page.getByTestId('home-game-werwolf').check()
    await host.page.getByTestId('home-create').tap()

    // --- The lobby: the code and the link to share.
    const codeBox = host.page.getByTestId('lobby-code')
    await codeBox.waitFor()
    const code = (await codeBox.textContent())!.trim()
    expect(code).toMatch(/^[A-Z2-9]{6}$/)
    const link = (await host.page.locator('.share-url').textContent())!.trim()
    expect(link).toBe(`${url}/r/${code}`)
    expect(new URL(host.page.url()).pathname).toBe(`/r/${code}`)

    // --- Everyone else opens the link and joins with a name.
    await Promise.all(
      guests.map((phone) =>
        joinByLink(phone, link, async () => {
          await phone.page.getByRole('heading', { level: 1, name: de('ui.join.title') }).waitFor()
          expect(await phone.page.evaluate(() => document.documentElement.lang)).toBe('de')
          if (phone === guests[0]) await tour.visit(phone, 'join')
        }),
      ),
    )
    await expect.poll(() => host.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(NAMES.length)
    for (const name of NAMES) await host.page.locator('.seats .seat-name', { hasText: name }).first().waitFor()

    // --- The table screen: the host's lobby links to it; it watches as a spectator, in large type.
    const openTable = host.page.getByTestId('open-table')
    expect(await openTable.getAttribute('href')).toBe(`/r/${code}/table`)
    expect(await openTable.getAttribute('target')).toBe('_blank')
    const table = await newTable()
    // Everything the table screen is sent, checked for secrets; every step it shows, checked at TV sizes.
    const tableFrames = watchTableFrames(table.page)
    const tableSteps = new TableSteps(table, tour)
    await table.page.goto(`/r/${code}/table`)
    await table.page.getByTestId('table-screen').waitFor()
    expect((await table.page.getByTestId('table-url').textContent())!.trim()).toBe(link)
    await table.page.locator('.tv-join svg.qr').waitFor()
    await expect.poll(() => table.page.getByTestId('table-players').locator('li').count()).toBe(NAMES.length)
    await tableSteps.look()

    // --- The host sets the game up; each change is waited for on a guest's read-only settings,
    // since every change sends the whole set of options.
    await settingShown(guests[0]!, de('ui.werwolf.opt.wolves'), String(WOLVES))
    await setTimers(host, guests[0]!, SHORTEST_TIMERS)
    await host.page.screenshot({ path: `${OUT_DIR}/werwolf-lobby.png`, fullPage: true })
    await tour.visit(host, 'lobby')

    // --- Start: everyone gets a secret card; each phone looks at it once and hides it again.
    const start = host.page.getByTestId('lobby-start')
    await expect.poll(() => start.isEnabled()).toBe(true)
    await start.tap()
    await Promise.all(
      phones.map(async (phone) => {
        await phone.page.locator('[data-testid=phase][data-phase=night]').waitFor()
        const card = phone.page.getByTestId('secret-card')
        const toggle = phone.page.getByTestId('secret-card-toggle')
        await expect.poll(() => card.getAttribute('data-state')).toBe('hidden')
        expect(await card.locator('.card-role').count()).toBe(0)
        await toggle.tap()
        await expect.poll(() => card.getAttribute('data-state')).toBe('shown')
        const role = card.locator('.card-role')
        await role.waitFor({ state: 'visible' })
        phone.role = (await role.textContent())!.trim()
        expect(ROLES).toContain(phone.role)
        if (phone === host) await tour.visit(phone, 'card')
        await toggle.tap()
        await expect.poll(() => card.getAttribute('data-state')).toBe('hidden')
        expect(await card.locator('.card-role').count()).toBe(0)
      }),
    )
    const wolves = phones.filter((p) => p.role === WOLF)
    expect(wolves).toHaveLength(WOLVES)
    expect(phones.filter((p) => p.role === de('werwolf.role.seer'))).toHaveLength(1)

    // --- Play: every phone does what its screen offers, until every phone shows the end screen.
    const problems: string[] = []
    let villagerChecks = 0
    let controls = 0
    const controlled = new Set<string>()
    let tableChecks = 0
    let nightCounts = 0
    let villagerPicks = 0

    /** Each round's checks, before the phones act. */
    async function look(snaps: Snapshot[]): Promise<void> {
      // At night neither a phone (the host's too) nor the table screen tells how many have tapped:
      // the count would stall on the werewolves, the seer and the protector.
      for (const device of [...phones, table]) {
        const shown = await nightCountShown(device)
        if (shown !== null) problems.push(`${device.name} shows at night: ${shown}`)
        else if (snaps.some((s) => s.phase === 'night')) nightCounts++
      }
      // A villager answers the night's question like any role: a name lit, then the confirm.
      for (const [i, phone] of phones.entries()) {
        const s = snaps[i]!
        if (s.phase !== 'night' || s.out || s.done || phone.role !== de('werwolf.role.villager') || s.targets.length === 0) continue
        const confirm = phone.page.getByTestId('confirm-tap')
        if ((await confirm.count()) === 0) {
          // Dawn came since the snapshot; else the night has no confirm.
          expect(await phone.page.locator('[data-testid=phase][data-phase=night]').count(), `${phone.name} at night without a confirm`).toBe(0)
          continue
        }
        const disabled = await confirm.isDisabled({ timeout: 3_000 }).catch(() => null)
        if (disabled === null) continue
        expect(disabled, `${phone.name}'s confirm before a pick`).toBe(true)
        if (!(await tap(phone, `[data-testid=${s.targets[0]}]`))) continue
        if (!(await confirm.isEnabled().catch(() => false))) continue
        expect(await phone.page.getByTestId(s.targets[0]!).getAttribute('aria-pressed')).toBe('true')
        expect(await phone.page.locator('section.action p.done').count(), `${phone.name} done before the confirm`).toBe(0)
        if (!(await tap(phone, '[data-testid=confirm-tap]'))) continue
        await phone.page.locator('section.action p.done').waitFor({ timeout: 3_000 }).then(() => villagerPicks++, () => {})
      }
      // The table screen shows what a spectator may see: never a living player's card.
      const onTable = await snapshot(table.page, WOLF)
      if (!onTable.ended && onTable.phase !== null && onTable.phase !== 'lobby') {
        const living = phones.filter((_, i) => !snaps[i]!.out && !snaps[i]!.ended).map((p) => p.name)
        for (const f of await tableLeaks(table.page, living, [WOLF])) problems.push(`table screen (${onTable.phase}) shows: ${f}`)
        tableChecks++
      }
      // Each step's screen once, on the host's phone; the table screen's each step at every TV size.
      const hostPhase = snaps[0]!.phase
      if (hostPhase && hostPhase !== 'lobby' && !snaps[0]!.ended) await tour.visit(host, hostPhase, { still: showsPhase(host, hostPhase) })
      await tableSteps.look()
      snaps.forEach((s, i) => {
        const phone = phones[i]!
        for (const text of s.toasts) phone.toasts.add(text)
        if (s.ended || s.phase === null || s.phase === 'lobby') return
        expect(s.tableRows, `${phone.name}'s table`).toBe(NAMES.length)
        if (!s.out && s.insight) problems.push(`${phone.name} (${phone.role}, ${s.phase}) sees the hidden actions`)
        // With every card covered, no screen may tie a living other player to the werewolf.
        for (const f of s.flagged) problems.push(`${phone.name} (${phone.role}, ${s.phase}) sees: ${f}`)
        if (!s.out && phone.role !== WOLF) villagerChecks++
      })
      // Control for that check: the out watch everything (deadSeeAll), on their covered card; opened,
      // it must show them every living werewolf's card.
      for (const [i, phone] of phones.entries()) {
        const s = snaps[i]!
        const livingWolves = wolves.filter((w) => w !== phone && s.livingOthers.includes(w.name))
        if (!s.out || s.ended || livingWolves.length === 0 || controlled.has(`${phone.name}:${s.title}`)) continue
        controlled.add(`${phone.name}:${s.title}`)
        const open = await peekCard(phone, WOLF)
        if (open === null) continue
        for (const wolf of livingWolves) {
          expect(open.flagged.some((f) => f.includes(wolf.name)), `${phone.name} sees ${wolf.name}'s card`).toBe(true)
          controls++
        }
      }
    }

    // Generous: the tour's accessibility checks (and pictures) pause the loop now and then, on a busy machine.
    const { steps, phases: seenPhases, skipped } = await playToEnd(phones, { host, wolfWord: WOLF, random: seeded(20240917), look, limitMs: 300_000, tieFirstVote: true })
    expect(problems).toEqual([])
    expect(tableChecks).toBeGreaterThan(0)
    expect(nightCounts, 'screens checked for a count at night').toBeGreaterThan(0)
    expect(villagerPicks, 'villagers who picked and confirmed at night').toBeGreaterThan(0)
    expect(villagerChecks).toBeGreaterThan(0)
    expect(controls).toBeGreaterThan(0)
    // The first vote was cast to a tie: a defense and a runoff came of it.
    expect([...seenPhases]).toEqual(expect.arrayContaining(['night', 'discussion', 'vote', 'defense', 'runoff']))

    // --- The end screen on every phone: the same winner, every card, the cards match the deal.
    const headlines = [de('ui.werwolf.end.village'), de('ui.werwolf.end.wolves')]
    let winner: string | null = null
    for (const phone of phones) {
      const end = phone.page.getByTestId('end-screen')
      await end.waitFor()
      const headline = (await end.locator('.end-head h1').textContent())!.trim()
      expect(headlines).toContain(headline)
      winner ??= headline
      expect(headline).toBe(winner)
      const rows = end.locator('.end .table-list > li')
      expect(await rows.count()).toBe(NAMES.length)
      for (const other of phones) {
        const row = rows.filter({ has: phone.page.locator('.seat-name', { hasText: other.name }) })
        expect(await row.count()).toBe(1)
        expect((await row.locator('.card-label').textContent())!).toContain(other.role!)
        const wonByRole = (other.role === WOLF) === (winner === de('ui.werwolf.end.wolves'))
        expect(await row.locator('.tag-host').count(), `${other.name} marked winner`).toBe(wonByRole ? 1 : 0)
      }
      const wonHere = (phone.role === WOLF) === (winner === de('ui.werwolf.end.wolves'))
      expect((await end.locator('.end-you').textContent())!.trim()).toBe(de(wonHere ? 'ui.werwolf.end.you_won' : 'ui.werwolf.end.you_lost'))
      expect(phone.errors).toEqual([])
    }
    // The werewolf rows on the end screen are exactly the phones that drew the werewolf.
    const wolfRows = await host.page.locator('.end .table-list > li', { hasText: WOLF }).allTextContents()
    expect(wolfRows).toHaveLength(WOLVES)
    for (const wolf of wolves) expect(wolfRows.some((row) => row.includes(wolf.name))).toBe(true)
    await host.page.screenshot({ path: `${OUT_DIR}/werwolf-end.png`, fullPage: true })
    await tour.visit(host, 'end')

    // The table screen reveals every card at the end, like the phones.
    const tableEnd = table.page.getByTestId('end-screen')
    await tableEnd.waitFor()
    await expect.poll(() => tableEnd.locator('[data-testid=tv-cards] > li').count()).toBe(NAMES.length)
    expect(await tableEnd.locator('[data-testid=tv-cards] > li', { hasText: WOLF }).count()).toBe(WOLVES)
    expect(table.errors).toEqual([])
    await tableSteps.look()
    expect(tableFrames.views, 'views the table screen was sent').toBeGreaterThan(0)
    expect(tableFrames.problems, 'secrets sent to the table screen').toEqual([])
    expect(tableSteps.problems.join('\n'), 'table screen steps that do not fit a TV').toBe('')
    expect(tableSteps.verified).toEqual(expect.arrayContaining(['lobby', 'night', 'discussion', 'vote', 'ended']))

    // --- The language switch: German by default, English after one tap.
    const end = host.page.getByTestId('end-screen')
    const langSwitch = host.page.getByTestId('lang-switch')
    expect((await end.locator('#end-cards').textContent())!.trim()).toBe(de('ui.werwolf.end.cards'))
    expect((await langSwitch.textContent())!.trim()).toBe('EN')
    await langSwitch.tap()
    await expect.poll(() => end.locator('#end-cards').textContent()).toBe(en('ui.werwolf.end.cards'))
    const winnerKey = winner === de('ui.werwolf.end.wolves') ? 'ui.werwolf.end.wolves' : 'ui.werwolf.end.village'
    expect((await end.locator('.end-head h1').textContent())!.trim()).toBe(en(winnerKey))
    expect(await end.locator('.end .table-list > li', { hasText: en('werwolf.role.wolf') }).count()).toBe(WOLVES)
    expect((await langSwitch.textContent())!.trim()).toBe('DE')
    expect(await host.page.evaluate(() => document.documentElement.lang)).toBe('en')
    // Only this phone switched.
    expect((await guests[0]!.page.locator('#end-cards').textContent())!.trim()).toBe(de('ui.werwolf.end.cards'))

    tour.finish()

    const toasts = phones.flatMap((p) => [...p.toasts].map((text) => `${p.name}: ${text}`))
    console.log(
      `e2e: ${winner} after ${steps} taps; phases ${[...seenPhases].join(' ')}; ${skipped} steps ended by the host; ` +
        `${villagerChecks} villager screens checked, ${controls} controls; table screen fits at every TV size: ${tableSteps.verified.join(' ')}; ` +
        `toasts: ${toasts.length ? toasts.join(' | ') : 'none'}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  })
})
