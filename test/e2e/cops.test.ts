/**
 * Eight phones (browser contexts in Debian's Chromium) play Undercover Cops through the UI only:
 * one creates the room on the home screen, seven open the room link and join, the host sets the
 * timers and starts, then every phone taps what its own screen offers — floors, the event card,
 * searches, observations and reveals, "ready", votes, runoffs and the VIP's pick — through all five
 * festival days to the end screen; a step where nobody has anything left to tap the host ends with
 * "next step" rather than waiting for its timer. Along the way no player's screen may tie another
 * living player to a role or a wristband, except in that player's own private findings.
 *
 * The phones choose at random, steered only so that the festival lasts all five days: nobody votes
 * for the last police member still in (no instant festival win), and the police spread their
 * searches so that at most two festival players are arrested (no raid). The test knows every
 * role because each phone read its own secret card.
 */
import { describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import type { CopsRole } from '../../shared/views/cops'
import { seeded } from '../support/werwolf-bot'
import { manifest } from '../../shared/views/cops'
import { type Phone, appUrl, newPhone, newTable } from './devices'
import { type CopsSnapshot, type CopsTarget, copsMoved, copsSnapshot, joinByLink, sealedVote } from './phone'
import { IdleSkipper } from './host-skip'
import { ScreenTour, rulesPage, showsPhase } from './screens'
import { TableSteps } from './table-fit'
import { watchTableFrames } from './table-frames'
import { tableLeaks } from './table-leaks'

const NAMES = ['Alma', 'Bodo', 'Cleo', 'Dante', 'Edda', 'Fiete', 'Greta', 'Hanno']
/** The rule book's row for eight players (the host keeps the recommended split). */
const SPLIT: Record<CopsRole, number> = { visitor: 3, bouncer: 1, vip: 1, cop: 2, informant: 1 }
/** The shortest choice the settings offer for each timer. */
const TIMERS = { floorSeconds: 15, eventSeconds: 20, actionSeconds: 15, discussionSeconds: 30, voteSeconds: 15, vipSeconds: 10 }
/** More arrests than this (three of five festival roles) would end the festival early with a raid. */
const MAX_ARRESTS = 2
const DAYS = 5
const OUT_DIR = 'test-results'

const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)
const en = (key: string, params?: Record<string, string | number>) => t('en', key, params)
const ROLES = Object.keys(SPLIT) as CopsRole[]
const ROLE_NAME = Object.fromEntries(ROLES.map((role) => [role, de(`cops.role.${role}`)])) as Record<CopsRole, string>
/** Words that would give a player away next to a name: every role, and the wristband. */
const WORDS = [...Object.values(ROLE_NAME), de('cops.wristband.yes')]
const isPolice = (role: CopsRole) => role === 'cop' || role === 'informant'

interface CopsPhone extends Phone {
  copsRole?: CopsRole
  wristband?: boolean
  /** Seen out of the festival at some point. */
  wasOut?: boolean
  /** What the covered card showed at the last look: who stands on this phone's floor, and the day. */
  floorMates?: { day: number; names: string[] }
}

/** Opens a phone's covered card, reads the screen with it open, and covers it again; null when the screen moved on. */
async function peekCard(phone: CopsPhone, act?: (phone: CopsPhone) => Promise<void>): Promise<CopsSnapshot | null> {
  const card = phone.page.getByTestId('secret-card')
  if (!(await tap(phone, '[data-testid=secret-card-toggle]'))) return null
  try {
    await expect.poll(() => card.getAttribute('data-state')).toBe('shown')
    await act?.(phone)
    return await copsSnapshot(phone.page, WORDS)
  } catch {
    return null
  } finally {
    if ((await card.getAttribute('data-state').catch(() => null)) === 'shown') await tap(phone, '[data-testid=secret-card-toggle]')
  }
}

/** A tap on whatever `selector` finds, if it is still there; false when the screen moved on first. */
async function tap(phone: Phone, selector: string): Promise<boolean> {
  try {
    await phone.page.locator(selector).tap({ timeout: 3_000 })
    return true
  } catch {
    return false
  }
}

const phones: CopsPhone[] = []

describe('eight phones in Chromium', () => {
  it('create a room, join by link, play Undercover Cops through five days to the end screen, and see only what they may', async () => {
    const started = Date.now()
    const url = await appUrl()
    phones.push(...(await Promise.all(NAMES.map((name) => newPhone(name)))))
    const [host, ...guests] = phones as [CopsPhone, ...CopsPhone[]]
    // Every screen met on the way is checked for accessibility (and photographed for the docs).
    const tour = new ScreenTour(manifest)
    await host.page.goto('/rules/cops?lang=de')
    await host.page.locator('h1').first().waitFor()
    await tour.visit(host, 'rules', { showIn: rulesPage('cops') })

    // --- Home: create an Undercover Cops room.
    await host.page.goto('/')
    await host.page.getByTestId('home-name').fill(host.name)
    await host.page.getByTestId('home-game-cops').check()
    await tour.visit(host, 'home')
    await host.page.getByTestId('home-name').fill(host.name)
    await host.page.getByTestId('home-game-cops').check()
    await host.page.getByTestId('home-create').tap()
    const codeBox = host.page.getByTestId('lobby-code')
    await codeBox.waitFor()
    const code = (await codeBox.textContent())!.trim()
    const link = (await host.page.locator('.share-url').textContent())!.trim()
    expect(link).toBe(`${url}/r/${code}`)

    // --- Everyone else opens the link and joins.
    await Promise.all(guests.map((phone) => joinByLink(phone, link, async () => (phone === guests[0] ? tour.visit(phone, 'join') : undefined))))
    await expect.poll(() => host.page.locator('.seats > li[data-testid^="player-"]').count()).toBe(NAMES.length)

    // --- The table screen watches from the middle of the table.
    const table = await newTable()
    // Everything the table screen is sent, checked for secrets; every step it shows, checked at TV sizes.
    const tableFrames = watchTableFrames(table.page)
    const tableSteps = new TableSteps(table, tour)
    await table.page.goto(`/r/${code}/table`)
    await table.page.locator('.tv-join svg.qr').waitFor()
    await expect.poll(() => table.page.getByTestId('table-players').locator('li').count()).toBe(NAMES.length)
    await tableSteps.look()

    // --- The host keeps the recommended split and takes the shortest timers, one right after the
    // other: each change is sent before the room has answered the one before, and none may undo
    // another (every change sends the whole set). A guest's read-only settings show them all.
    const watcher = guests[0]!.page
    const shows = async (label: string, value: string) =>
      watcher.locator('dl.settings-read dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').filter({ hasText: value }).first().waitFor()
    await shows(de('cops.option.cops.label'), String(SPLIT.cop))
    for (const [key, seconds] of Object.entries(TIMERS)) await host.page.locator(`#cops-${key}`).selectOption(String(seconds))
    for (const [key, seconds] of Object.entries(TIMERS)) await shows(de(`cops.option.${key}.label`), de('ui.cops.seconds', { n: seconds }))
    await host.page.screenshot({ path: `${OUT_DIR}/cops-lobby.png`, fullPage: true })
    await tour.visit(host, 'lobby')

    // --- Start: each phone looks at its secret card once (role and wristband) and hides it again.
    const start = host.page.getByTestId('lobby-start')
    await expect.poll(() => start.isEnabled()).toBe(true)
    await start.tap()
    await Promise.all(
      phones.map(async (phone) => {
        await phone.page.locator('[data-testid=phase][data-phase=floor]').waitFor()
        const card = phone.page.getByTestId('secret-card')
        const toggle = phone.page.getByTestId('secret-card-toggle')
        await expect.poll(() => card.getAttribute('data-state')).toBe('hidden')
        // Nothing of one's own shows while the card is covered: not the role, not the markers.
        expect(await card.locator('.card-role').count()).toBe(0)
        expect(await phone.page.getByTestId('marker-count').count()).toBe(0)
        await toggle.tap()
        await expect.poll(() => card.getAttribute('data-state')).toBe('shown')
        expect(await phone.page.getByTestId('marker-count').getAttribute('data-markers')).toBe('0')
        const roleName = (await card.locator('.card-role').textContent())!.trim()
        phone.copsRole = ROLES.find((role) => ROLE_NAME[role] === roleName)
        expect(phone.copsRole, `${phone.name}'s card: ${roleName}`).toBeDefined()
        const band = (await card.locator('.card-wristband').textContent())!
        phone.wristband = band.includes(de('ui.cops.card.wristband_yes'))
        expect(phone.wristband || band.includes(de('ui.cops.card.wristband_no'))).toBe(true)
        if (phone === host) await tour.visit(phone, 'card')
        await toggle.tap()
        await expect.poll(() => card.getAttribute('data-state')).toBe('hidden')
      }),
    )
    for (const role of ROLES) expect(phones.filter((p) => p.copsRole === role), ROLE_NAME[role]).toHaveLength(SPLIT[role])
    // The wristband does not follow the side: the Türsteher has none, the V-Mann wears one.
    for (const phone of phones) expect(phone.wristband, phone.name).toBe(['visitor', 'vip', 'informant'].includes(phone.copsRole!))
    await host.page.screenshot({ path: `${OUT_DIR}/cops-day1.png`, fullPage: true })

    // --- Play until every phone shows the end screen.
    const random = seeded(20261129)
    const any = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    const byName = new Map(phones.map((p) => [p.name, p]))
    const roleOf = (name: string) => byName.get(name)!.copsRole!
    const problems: string[] = []
    const seenPhases = new Set<string>()
    const seenDays = new Set<number>()
    let checks = 0
    let controls = 0
    let steps = 0
    /**
     * Every search the police have been sent to make on a festival player, over all days. A marker
     * only comes from such a search (a court order can only take one away), so this bounds each
     * player's markers from above, also for players arrested earlier, who never show a card again.
     */
    const searches = new Map<string, number>()
    const arrestsAtMost = () => [...searches.values()].filter((n) => n >= 2).length
    // Generous: the tour's accessibility checks (and pictures) pause the loop now and then, on a busy machine.
    const loopUntil = Date.now() + 420_000

    /** The search target a police phone takes: never one that would make a raid possible. */
    function searchTarget(targets: readonly CopsTarget[]): CopsTarget | null {
      const allowed = targets.filter((target) => {
        if (isPolice(roleOf(target.name))) return true // a badge, never a marker
        return (searches.get(target.name) ?? 0) + 1 < 2 || arrestsAtMost() < MAX_ARRESTS
      })
      if (allowed.length === 0) return null
      const target = any(allowed)
      if (!isPolice(roleOf(target.name))) searches.set(target.name, (searches.get(target.name) ?? 0) + 1)
      return target
    }

    /** The taps a phone makes now, in order; empty when it has nothing to do. */
    function plan(phone: CopsPhone, s: CopsSnapshot): string[] {
      if (s.ended || s.out) return []
      const role = phone.copsRole!
      switch (s.phase) {
        case 'floor':
          return !s.floorPicked && s.floors.length > 0 ? [`[data-testid=${any(s.floors)}]`] : []
        case 'event':
          // The event card is a short step: the table screen gets to measure it before anyone moves on.
          return s.eventReady && tableSteps.verified.includes('event') ? ['[data-testid=event-ready]'] : []
        case 'action': {
          if (!s.confirm || s.done || s.targets.length === 0) return []
          // Every phone lists everyone; the covered card told this one who stands on its floor.
          const mates = phone.floorMates?.day === s.day ? phone.floorMates.names : []
          const here = s.targets.filter((target) => mates.includes(target.name))
          const targets = here.length > 0 ? here : s.targets
          if (isPolice(role) && here.length > 0) {
            const target = searchTarget(here)
            return target ? [`[data-testid=${target.testid}]`, '[data-testid=confirm-action]'] : []
          }
          return [`[data-testid=${any(targets).testid}]`, '[data-testid=confirm-action]']
        }
        case 'discussion':
          return s.ready ? ['[data-testid=ready-to-vote]'] : []
        case 'vote':
        case 'runoff': {
          // Voted: the screen says so (it lights no name).
          if (s.done) return []
          const policeIn = phones.filter((p) => isPolice(p.copsRole!) && !p.wasOut)
          const spare = (target: CopsTarget) => policeIn.length > 1 || policeIn[0]?.name !== target.name
          const targets = s.targets.filter(spare)
          return targets.length > 0 ? [`[data-testid=${any(targets).testid}]`] : []
        }
        case 'vipDecides':
          return s.confirm && s.targets.length > 0 ? [`[data-testid=${any(s.targets).testid}]`, '[data-testid=confirm-action]'] : []
        default:
          return []
      }
    }

    let tableChecks = 0
    let newsOnTable = 0
    /** A phone's cast vote was shown with "Show my vote" and covered again. */
    let voteShown = false
    const skipper = new IdleSkipper(host)
    for (;;) {
      const snaps = await Promise.all(phones.map((p) => copsSnapshot(p.page, WORDS)))
      if (snaps.every((s) => s.ended)) break
      // The table screen shows what a spectator may see: nobody's role or wristband while they play.
      const onTable = await copsSnapshot(table.page, WORDS)
      if (!onTable.ended && onTable.phase !== null && onTable.phase !== 'lobby') {
        const living = phones.filter((_, i) => !snaps[i]!.out && !snaps[i]!.ended).map((p) => p.name)
        for (const f of await tableLeaks(table.page, living, WORDS)) problems.push(`table screen (day ${onTable.day} ${onTable.phase}) shows: ${f}`)
        tableChecks++
        // What the phones announce (an arrest, a banishment), the table screen shows too: within a
        // step the news stays the same, so the host's phone and the table screen on the same step agree.
        // The day as each screen shows it: the phone's day line, the table screen's first kicker.
        const dayOn = (page: typeof host.page) => page.evaluate(() => /\d+/.exec(document.querySelector('.cops-day, .cops-tv .tv-kicker > span')?.textContent ?? '')?.[0] ?? null)
        const step = async (page: typeof host.page) => `${await dayOn(page)} ${(await copsSnapshot(page, WORDS)).phase}`
        const before = await step(table.page)
        if (before === (await step(host.page))) {
          const lines = (page: typeof host.page, selector: string) => page.locator(`${selector} .cops-entry-body > p`).allTextContents()
          const [onPhone, onTv] = await Promise.all([lines(host.page, '.cops-news'), lines(table.page, '[data-testid=tv-news]')])
          if ((await step(host.page)) === before && (await step(table.page)) === before) {
            expect(onTv, `the table screen's news on day ${before}`).toEqual(onPhone)
            if (onPhone.length > 0) newsOnTable++
          }
        }
      }
      // Each step's screen once, on the host's phone; the table screen's each step at every TV size.
      const hostPhase = snaps[0]!.phase
      if (hostPhase && hostPhase !== 'lobby' && !snaps[0]!.ended) await tour.visit(host, hostPhase, { still: showsPhase(host, hostPhase) })
      await tableSteps.look()
      if (Date.now() > loopUntil) {
        throw new Error(`no end after 420 s: ${snaps.map((s, i) => `${NAMES[i]}=${s.day}/${s.phase}${s.done ? '(done)' : ''}`).join(', ')}`)
      }
      snaps.forEach((s, i) => {
        const phone = phones[i]!
        for (const text of s.toasts) phone.toasts.add(text)
        if (s.ended || s.phase === null || s.phase === 'lobby') return
        seenPhases.add(s.phase)
        if (s.day !== null) seenDays.add(s.day)
        if (s.markers !== null) expect(s.markers, `${phone.name}'s markers`).toBeLessThanOrEqual(searches.get(phone.name) ?? 0)
        if (s.out) phone.wasOut = true
        expect(s.tableRows, `${phone.name}'s table`).toBe(NAMES.length)
        checks++
        for (const f of s.flagged) problems.push(`${phone.name} (${ROLE_NAME[phone.copsRole!]}, day ${s.day} ${s.phase}) sees: ${f}`)
        // Control: the same check does find names next to a wristband or a role where the phone's
        // own findings put them (an observation that saw something, a Türsteher's reveal).
        if (s.privateFlagged.length > 0) controls++
      })
      // At the start of each day's action phase every phone in the game looks at its covered card once:
      // its markers, who stands on its floor, and (a Türsteher, now and then) it switches to "reveal".
      await Promise.all(
        phones.map(async (phone, i) => {
          const s = snaps[i]!
          if (s.phase !== 'action' || s.out || s.done || s.day === null || phone.floorMates?.day === s.day) return
          const open = await peekCard(phone, async (p) => {
            if (p.copsRole === 'bouncer' && random() < 0.5) await tap(p, '[data-testid=act-reveal]')
          })
          if (!open) return
          phone.floorMates = { day: s.day, names: open.floorNames }
          // Markers come only from searches: never more than the police were sent to make.
          if (open.markers !== null) expect(open.markers, `${phone.name}'s markers`).toBeLessThanOrEqual(searches.get(phone.name) ?? 0)
          for (const f of open.flagged) problems.push(`${phone.name} (${ROLE_NAME[phone.copsRole!]}, day ${s.day}, card open) sees: ${f}`)
          if (open.privateFlagged.length > 0) controls++
        }),
      )
      // Plans are made one phone after the other (the police share what they chose), taps run at once.
      const plans = phones.map((p, i) => plan(p, snaps[i]!))
      const act = async (phone: CopsPhone, i: number, reveal: boolean) => {
        const taps = plans[i]!
        if (taps.length === 0) return false
        for (const selector of taps) if (!(await tap(phone, selector))) return false
        steps++
        await copsMoved(phone.page, snaps[i]!, WORDS, 3_000)
        const s = snaps[i]!
        const voted = s.phase === 'vote' || s.phase === 'runoff' ? s.targets.find((target) => taps[0] === `[data-testid=${target.testid}]`) : undefined
        if (!voted) return true
        const texts = { cast: de('ui.vote.cast_changeable'), shown: de('ui.vote.yours_changeable', { name: voted.name }) }
        if ((await sealedVote(phone, voted.name, texts, reveal, problems)) && reveal) voteShown = true
        return true
      }
      // Until one phone has opened its vote with "Show my vote", the first voter goes ahead alone: the
      // last vote ends the step, and the vote is there to be shown only while it lasts.
      const first = voteShown ? -1 : snaps.findIndex((s, i) => (s.phase === 'vote' || s.phase === 'runoff') && plans[i]!.length > 0)
      const ahead = first >= 0 && (await act(phones[first]!, first, true))
      const acted = [ahead, ...(await Promise.all(phones.map((phone, i) => (i === first ? false : act(phone, i, false)))))]
      if (acted.some(Boolean)) skipper.busy()
      // Nothing to tap anywhere for a while: the host ends the step instead of its timer.
      else if (!(await skipper.idle(snaps.map((s) => s.signature).join(';')))) {
        // Else wait for the next step to reach any screen.
        await Promise.race(phones.map((p, i) => copsMoved(p.page, snaps[i]!, WORDS, 2_000)))
      }
    }
    expect(problems).toEqual([])
    expect(voteShown, '"Show my vote" shown and covered again once').toBe(true)
    expect(tableChecks).toBeGreaterThan(0)
    expect(checks).toBeGreaterThan(0)
    expect(controls).toBeGreaterThan(0)
    expect([...seenPhases]).toEqual(expect.arrayContaining(['floor', 'event', 'action', 'discussion', 'vote']))
    expect([...seenDays].sort()).toEqual([1, 2, 3, 4, 5])

    // --- The end screen on every phone: the same winner by the end scoring, every role with its
    // wristband, all five days, the winners marked.
    // Police leave only by the vote (the last vote ends the game before anyone sees "you are out").
    const policeCount = SPLIT.cop + SPLIT.informant
    const outTag = (name: string) =>
      host.page.getByTestId('end-screen').locator('.cops-end-roles > li').filter({ has: host.page.locator('.seat-name', { hasText: name }) }).locator('.tag:not(.tag-host)')
    await host.page.getByTestId('end-screen').waitFor()
    let policeOut = 0
    for (const phone of phones) if (isPolice(phone.copsRole!) && (await outTag(phone.name).count()) > 0) policeOut++
    expect(policeOut, 'the last police member stays in').toBeLessThan(policeCount)
    const winner = policeOut >= Math.ceil(policeCount / 2) ? 'festival' : 'police'
    for (const phone of phones) {
      const end = phone.page.getByTestId('end-screen')
      await end.waitFor()
      expect((await end.locator('.end-head h1').textContent())!.trim()).toBe(de(`ui.cops.end.${winner}`))
      const rows = end.locator('.cops-end-roles > li')
      expect(await rows.count()).toBe(NAMES.length)
      for (const other of phones) {
        const row = rows.filter({ has: phone.page.locator('.seat-name', { hasText: other.name }) })
        expect(await row.count()).toBe(1)
        expect((await row.locator('.cops-role').textContent())!).toContain(ROLE_NAME[other.copsRole!])
        const chip = (await row.locator('.cops-chip').textContent())!.trim()
        expect(chip.endsWith(de(other.wristband ? 'cops.wristband.yes' : 'cops.wristband.no')), `${other.name}: ${chip}`).toBe(true)
        expect(chip.includes(de('cops.wristband.no'))).toBe(!other.wristband)
        const won = isPolice(other.copsRole!) === (winner === 'police')
        expect(await row.locator('.tag-host').count(), `${other.name} marked winner`).toBe(won ? 1 : 0)
      }
      for (let day = 1; day <= DAYS; day++) await end.getByTestId(`day-${day}`).waitFor()
      const wonHere = isPolice(phone.copsRole!) === (winner === 'police')
      expect((await end.locator('.end-you').textContent())!.trim()).toBe(de(wonHere ? 'ui.cops.end.you_won' : 'ui.cops.end.you_lost'))
      expect(phone.errors).toEqual([])
    }
    await host.page.screenshot({ path: `${OUT_DIR}/cops-end.png`, fullPage: true })
    await tour.visit(host, 'end')
    // The table screen reveals every role at the end, like the phones.
    const tableEnd = table.page.getByTestId('end-screen')
    await tableEnd.waitFor()
    await expect.poll(() => tableEnd.locator('[data-testid=tv-cards] > li').count()).toBe(NAMES.length)
    expect(table.errors).toEqual([])
    await tableSteps.look()
    expect(tableFrames.views, 'views the table screen was sent').toBeGreaterThan(0)
    expect(tableFrames.problems, 'secrets sent to the table screen').toEqual([])
    expect(tableSteps.problems.join('\n'), 'table screen steps that do not fit a TV').toBe('')
    expect(newsOnTable, 'steps where the table screen showed the news the phones announced').toBeGreaterThan(0)
    expect(tableSteps.verified).toEqual(expect.arrayContaining(['lobby', 'floor', 'event', 'action', 'discussion', 'vote', 'ended']))

    // --- One phone switches to English; the others stay German.
    const end = host.page.getByTestId('end-screen')
    await host.page.getByTestId('lang-switch').tap()
    await expect.poll(() => end.locator('#cops-end-roles').textContent()).toBe(en('cops.summary.roles'))
    expect((await end.locator('.end-head h1').textContent())!.trim()).toBe(en(`ui.cops.end.${winner}`))
    expect((await guests[0]!.page.locator('#cops-end-roles').textContent())!.trim()).toBe(de('cops.summary.roles'))

    // --- Only the host can start another round. The host goes to its lobby; the others keep
    // reading the end until they go themselves.
    expect(await guests[0]!.page.getByTestId('rematch').count()).toBe(0)
    await host.page.getByTestId('rematch').tap()
    await host.page.locator('main.lobby').waitFor()
    await Promise.all(guests.map((p) => p.page.getByTestId('next-round').waitFor()))
    await tour.visit(guests[0]!, 'next-round')
    for (const guest of guests) {
      expect(await guest.page.locator('#cops-end-roles').count(), `${guest.name} still reads who was who`).toBe(1)
      await guest.page.getByTestId('to-lobby').tap()
    }
    await Promise.all(phones.map((p) => p.page.locator('main.lobby').waitFor()))

    tour.finish()

    const toasts = phones.flatMap((p) => [...p.toasts].map((text) => `${p.name}: ${text}`))
    console.log(
      `e2e cops: the ${winner} side wins (${policeOut} of ${policeCount} police out) after ${steps} taps; ` +
        `phases ${[...seenPhases].join(' ')}; ${skipper.skipped} steps ended by the host; ${checks} screens checked, ${controls} controls; table screen fits at every TV size: ${tableSteps.verified.join(' ')}; ` +
        `toasts: ${toasts.length ? toasts.join(' | ') : 'none'}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  }, 900_000)
})
