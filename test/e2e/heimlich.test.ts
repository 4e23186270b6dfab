/**
 * Three phones (browser contexts in Debian's Chromium) play Heimlich & Co. through the UI only,
 * with a fourth screen watching at desktop width like a TV at the table: one phone creates the
 * room, two join by link, the watcher joins as a spectator; the host switches the turn timer on
 * and starts. Each phone looks at its covered card once. Then, turn by turn, the phone whose
 * screen offers the planner spends the die point by point (with a step taken back), confirms,
 * and places the safe after a scoring, until every screen shows the end reveal with every card.
 *
 * The phones steer towards the end (an agent into the safe whenever the die allows, the safe onto
 * a high house that agents can reach), so a game takes a handful of minutes at most. Along the way
 * two phones that are not moving must show the same screen apart from their own name in the turn
 * order: no phone shows anything that depends on whose colour is whose. The table screen watches
 * the whole game: it is sent nothing secret, and each step it shows fits a TV at every size.
 *
 * Each screen met on the way (rules page, home, join, lobby, card, planner, a waiting phone,
 * scoring, safe placement, guessing round, end, and the table screen's lobby, board and end) is
 * checked by axe the first time, and with SCREENSHOTS=1 photographed for docs/screens.md.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import { manifest } from '../../shared/views/heimlich'
import { lowContrast } from './contrast'
import { type Phone, newPhone, newTable } from './devices'
import { type Board, readBoard } from './heimlich-board'
import { createRoom, joinByLink } from './phone'
import { ScreenTour, rulesPage } from './screens'
import { TableSteps } from './table-fit'
import { watchTableFrames } from './table-frames'

const NAMES = ['Alma', 'Bodo', 'Cleo']
const COLOURS = ['red', 'blue', 'yellow', 'green', 'purple', 'orange'] as const
type Colour = (typeof COLOURS)[number]
/** Three people play six agents, three of them free (the rule book's row). */
const FREE = 3
/** The turn time the host sets: long, so a loaded machine never lets a turn lapse. */
const TURN_SECONDS = 300
const LOOP = 12
const OUT_DIR = 'test-results'
/** Screen pairs compared at the start; later, every few steps. */
const COMPARE_FIRST = 4
const COMPARE_EVERY = 3
/** How long the phones may play before the test gives up. */
const PLAY_MS = 240_000

const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)
const COLOUR_BY_NAME = new Map(COLOURS.map((c) => [de(`heimlich.agent.${c}`), c]))

interface HeimlichPhone extends Phone {
  colour?: Colour
}

/**
 * What a phone shows outside its own covered card and its own name tag: the same on every phone
 * that is not moving. The countdown ring and reminders tick on their own, so they are left out too.
 */
function publicScreen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('.heimlich')?.cloneNode(true) as HTMLElement | undefined
    if (!root) return ''
    for (const el of Array.from(root.querySelectorAll('.hm-order .tag, .countdown, [data-testid=reminder], .narration-tools'))) el.remove()
    for (const el of Array.from(root.querySelectorAll('.you'))) el.classList.remove('you')
    // A class list that emptied itself leaves class="" behind on one phone and none on another.
    for (const el of Array.from(root.querySelectorAll('[class=""]'))) el.removeAttribute('class')
    return root.innerHTML
  })
}

/** Where two screens first differ, with a little context; empty when they are the same. */
function firstDifference(a: string, b: string): string {
  if (a === b) return ''
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `…${a.slice(Math.max(0, i - 80), i + 80)}… vs …${b.slice(Math.max(0, i - 80), i + 80)}…`
}

/** Steps from building `from` to building `to`, clockwise. */
const ahead = (from: number, to: number) => (to - from + LOOP) % LOOP
/** What a building is worth at a scoring. */
const worth = (id: number) => (id === 11 ? -3 : id)

/** The move a phone makes: an agent into the safe if the points allow it, the rest on the agent standing on the least. */
function planMove(board: Board, points: number): Colour[] {
  const agents = COLOURS.filter((c) => c in board.positions)
  const into = agents
    .filter((c) => {
      const d = ahead(board.positions[c]!, board.safe)
      return d >= 1 && d <= points
    })
    .sort((a, b) => ahead(board.positions[b]!, board.safe) - ahead(board.positions[a]!, board.safe))
  const poorest = (except: Colour | null) => [...agents].filter((c) => c !== except).sort((a, b) => worth(board.positions[a]!) - worth(board.positions[b]!))[0]!
  if (into.length > 0) {
    const agent = into[0]!
    const d = ahead(board.positions[agent]!, board.safe)
    const rest = poorest(agent)
    return [...Array.from({ length: d }, () => agent), ...Array.from({ length: points - d }, () => rest)]
  }
  // Nobody reaches the safe: bring the agent furthest behind it closer.
  const behind = [...agents].sort((a, b) => ahead(board.positions[b]!, board.safe) - ahead(board.positions[a]!, board.safe))
  return Array.from({ length: points }, () => behind[0]!)
}

/**
 * The safe's next building: one an agent stands one or two steps behind (every die reaches it, so
 * the next turn scores too), the higher the better; else one that agents could reach.
 */
function planSafe(board: Board): number {
  let best = -1
  let bestScore = -Infinity
  for (let b = 1; b <= 10; b++) {
    if (b === board.safe) continue
    const distances = Object.values(board.positions).map((p) => ahead(p, b))
    const sure = distances.some((d) => d >= 1 && d <= 2)
    const reachable = distances.filter((d) => d >= 1 && d <= 6).length
    const score = (sure ? 1000 : 100 * reachable) + worth(b)
    if (score > bestScore) {
      bestScore = score
      best = b
    }
  }
  return best
}

/** On the 1–3 face: just enough points to reach the safe with some agent, else three. */
function choosePoints(board: Board): number {
  const distances = Object.values(board.positions).map((p) => ahead(p, board.safe)).filter((d) => d >= 1 && d <= 3)
  return distances.length > 0 ? Math.min(...distances) : 3
}

/** Opens or covers a phone's covered card (which also covers itself when a step ends, so it looks again after each tap). */
async function turnCard(page: Page, state: 'shown' | 'hidden'): Promise<void> {
  const card = page.getByTestId('secret-card')
  for (let attempt = 0; attempt < 3 && (await card.getAttribute('data-state')) !== state; attempt++) {
    await page.getByTestId('secret-card-toggle').tap()
    await page.waitForTimeout(200)
  }
  await expect.poll(() => card.getAttribute('data-state')).toBe(state)
}

/** Opens the covered card, reads the agent (and lets `open` look at the open card), covers it again. */
async function readCard(phone: HeimlichPhone, open?: () => Promise<void>): Promise<Colour> {
  const card = phone.page.getByTestId('secret-card')
  await card.waitFor()
  expect(await card.getAttribute('data-state')).toBe('hidden')
  expect(await phone.page.getByTestId('my-agent').count()).toBe(0)
  await turnCard(phone.page, 'shown')
  const colour = (await phone.page.getByTestId('my-agent').getAttribute('data-agent')) as Colour
  expect(COLOURS, `${phone.name}'s card`).toContain(colour)
  await open?.()
  await turnCard(phone.page, 'hidden')
  expect(await phone.page.getByTestId('my-agent').count()).toBe(0)
  return colour
}

const phones: HeimlichPhone[] = []

describe('three phones and a table screen in Chromium', () => {
  it('play Heimlich & Co. to the end reveal, each phone showing only its own card', async () => {
    const started = Date.now()
    phones.push(...(await Promise.all(NAMES.map((name) => newPhone(name)))))
    const [host, ...guests] = phones as [HeimlichPhone, ...HeimlichPhone[]]
    // Every screen met on the way is checked for accessibility (and photographed for the docs).
    const tour = new ScreenTour(manifest)

    // --- The rules page, and the home screen.
    await host.page.goto('/rules/heimlich?lang=de')
    await host.page.locator('h1').first().waitFor()
    await tour.visit(host, 'rules', { showIn: rulesPage('heimlich') })
    await host.page.goto('/')
    await host.page.getByTestId('home-create').waitFor()
    await tour.visit(host, 'home')

    // --- Home: create a Heimlich & Co. room; the others join by the link.
    const { link } = await createRoom(host, 'heimlich')
    await guests[0]!.page.goto(link)
    await guests[0]!.page.getByTestId('join-name').waitFor()
    await tour.visit(guests[0]!, 'join')
    await Promise.all(guests.map((phone) => joinByLink(phone, link)))

    // --- The table screen (a TV in the middle of the table) opens the room's table link.
    const table = await newTable()
    const tv = table.page
    const tableFrames = watchTableFrames(tv)
    const tableSteps = new TableSteps(table, tour)
    await tv.goto(`${new URL(link).pathname}/table`)
    await expect.poll(() => tv.getByTestId('table-players').locator('li').count()).toBe(NAMES.length)
    await tableSteps.look()

    // --- The host switches the turn timer on with long turns and the guessing round on; a guest
    // sees each in the read-only settings (every change sends the whole set).
    await host.page.getByTestId('heimlich-turnTimer').check()
    await host.page.locator('#heimlich-turnSeconds').selectOption(String(TURN_SECONDS))
    await guests[0]!.page.locator('dl.settings-read dd', { hasText: de('ui.time.minutes', { n: TURN_SECONDS / 60 }) }).waitFor()
    await host.page.getByTestId('heimlich-guessVariant').check()
    await guests[0]!.page.locator('dl.settings-read dd', { hasText: de('ui.yes') }).waitFor()
    await host.page.screenshot({ path: `${OUT_DIR}/heimlich-lobby.png`, fullPage: true })
    await tour.visit(host, 'lobby')
    const start = host.page.getByTestId('lobby-start')
    await expect.poll(() => start.isEnabled()).toBe(true)
    await start.tap()

    // --- Each phone looks at its own covered card once.
    await Promise.all(phones.map(async (phone) => phone.page.locator('[data-testid=phase][data-phase=move]').waitFor()))
    for (const phone of phones) phone.colour = await readCard(phone, phone === host ? () => tour.visit(host, 'card') : undefined)
    expect(new Set(phones.map((p) => p.colour)).size).toBe(NAMES.length)
    await tv.locator('[data-testid=heimlich-board]').waitFor()
    await host.page.screenshot({ path: `${OUT_DIR}/heimlich-turn1.png`, fullPage: true })
    // On the smallest phones (360 px) the church still holds its six agents two or more to a row,
    // so the board's first row does not grow into a column of six.
    await host.page.setViewportSize({ width: 360, height: 640 })
    const rows = await host.page.locator('[data-testid=heimlich-board] .hm-building.church .hm-token').evaluateAll((tokens) => new Set(tokens.map((t) => Math.round(t.getBoundingClientRect().top))).size)
    expect(rows, 'rows of agents in the church at 360 px').toBeLessThanOrEqual(3)
    await host.page.setViewportSize({ width: 390, height: 844 })

    // The table screen: the board as high as the screen allows, the score track beside it; no card on it.
    const boardBox = (await tv.getByTestId('heimlich-board').boundingBox())!
    const trackBox = (await tv.getByTestId('score-track').boundingBox())!
    expect(boardBox.height, 'the board fills the height below the step').toBeGreaterThan(tv.viewportSize()!.height * 0.5)
    expect(trackBox.x, 'the score track beside the board').toBeGreaterThanOrEqual(boardBox.x + boardBox.width)
    expect(await tv.getByTestId('secret-card').count()).toBe(0)
    await tv.screenshot({ path: `${OUT_DIR}/heimlich-table-screen.png` })
    expect(await lowContrast(tv), 'the table screen, light').toEqual([])
    await tableSteps.look()
    // The same table in the dark theme (phones set to dark, or night play).
    await tv.emulateMedia({ colorScheme: 'dark' })
    await tv.screenshot({ path: `${OUT_DIR}/heimlich-table-screen-dark.png` })
    expect(await lowContrast(tv), 'the table screen, dark').toEqual([])
    await tv.emulateMedia({ colorScheme: 'light' })

    // --- Play: the phone with the planner moves; after a scoring it places the safe.
    let turns = 0
    let lastMoveShown = false
    let scorings = 0
    let undos = 0
    let sameScreens = 0
    let choiceFaces = 0
    let keyboardGuesses = 0
    /** Phones that have sent their guess. */
    const guessed = new Set<number>()
    const until = Date.now() + PLAY_MS
    for (;;) {
      const boards = await Promise.all(phones.map((p) => readBoard(p.page)))
      if (boards.every((b) => b.ended)) break
      await tableSteps.look()
      if (Date.now() > until) throw new Error(`no end after ${PLAY_MS / 1000} s: ${boards.map((b, i) => `${NAMES[i]}=${b.title}`).join(', ')}`)
      // The guessing round: everyone opens the covered card and names a colour for each other
      // person there — the right one for the first, free colours for the rest.
      const guessing = boards.map((b, k) => (b.guess && !guessed.has(k) ? k : -1)).filter((k) => k >= 0)
      if (guessing.length > 0) {
        // Before anyone writes, the round looks the same on every phone: the covered card too.
        if (guessed.size === 0 && guessing.length === phones.length) {
          const screens = await Promise.all(phones.map((p) => publicScreen(p.page)))
          for (const [k, screen] of screens.entries()) expect(firstDifference(screens[0]!, screen), `${NAMES[0]}'s and ${NAMES[k]}'s guessing screens differ`).toBe('')
          sameScreens++
        }
        const guess = async (k: number, byKeyboard: boolean) => {
          const phone = phones[k]!
          const page = phone.page
          await turnCard(page, 'shown')
          const seats = await page.locator('select[data-testid^="guess-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!))
          const others = phones.filter((p) => p !== phone)
          const spare = COLOURS.filter((c) => !phones.some((p) => p.colour === c))
          const picks = [others[0]!.colour!, ...spare]
          for (const [n, testid] of seats.entries()) await page.getByTestId(testid).selectOption(picks[n]!)
          // The colours named for nobody, the phone's own aside, are its guess of the free agents.
          const calledFree = COLOURS.filter((c) => c !== phone.colour && !picks.slice(0, seats.length).includes(c))
          expect(await page.getByTestId('guess-free').getAttribute('data-agents')).toBe(calledFree.join(' '))
          if (k === guessing[0]) {
            await page.screenshot({ path: `${OUT_DIR}/heimlich-guess.png`, fullPage: true })
            expect(await lowContrast(page), 'the guessing round on the open card').toEqual([])
            await tour.visit(phone, 'guess')
          }
          if (byKeyboard) {
            await page.getByTestId('confirm-guess').focus()
            await page.keyboard.press('Enter')
            // The others still write: the step stays, the button goes, and the focus lands on
            // the step's heading, not at the page's top.
            await page.getByTestId('my-guess').waitFor()
            await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('step-heading')
          } else await page.getByTestId('confirm-guess').tap()
          // Sent: the card shows the guess — or, after the last one, the round is over and the card covered.
          await page.locator('[data-testid=my-guess], [data-testid=secret-card][data-state=hidden]').first().waitFor()
          await turnCard(page, 'hidden')
          guessed.add(k)
        }
        // Once, one phone first and by the keyboard alone; the rest at once.
        const first = keyboardGuesses === 0 && guessing.length > 1 ? guessing.shift()! : null
        if (first !== null) {
          keyboardGuesses++
          await guess(first, true)
        }
        await Promise.all(guessing.map((k) => guess(k, false)))
        continue
      }
      const i = boards.findIndex((b) => b.planner || b.safePicker)
      if (i < 0) {
        await phones[0]!.page.waitForTimeout(150)
        continue
      }
      const phone = phones[i]!
      const board = boards[i]!
      const page = phone.page

      // Two phones that are not moving show the same screen, whoever's agents are whose (in the
      // first steps and then every few, to keep the test short).
      const others = phones.filter((_, k) => k !== i)
      const othersBoards = others.map((p) => boards[phones.indexOf(p)]!)
      const compare = sameScreens < COMPARE_FIRST || (turns + scorings) % COMPARE_EVERY === 0
      if (compare && othersBoards.every((b) => b.title === board.title)) {
        const [a, b] = await Promise.all(others.map((p) => publicScreen(p.page)))
        if ((await readBoard(others[0]!.page)).title === board.title && (await readBoard(others[1]!.page)).title === board.title) {
          expect(firstDifference(a!, b!), `${others[0]!.name}'s and ${others[1]!.name}'s screens differ`).toBe('')
          sameScreens++
        }
      }

      if (board.planner) {
        let points = Number(board.face)
        if (board.face === '1-3') {
          choiceFaces++
          points = choosePoints(board)
          if (choiceFaces === 1) {
            // The choice answers the keys of a radio group: one Tab stop, the arrows move and choose.
            const tabStops = () => page.locator('[data-testid^=points-]').evaluateAll((els) => els.map((el) => el.getAttribute('tabindex')))
            expect(await tabStops()).toEqual(['0', '-1', '-1'])
            await page.getByTestId('points-1').focus()
            await page.keyboard.press('ArrowRight')
            await expect.poll(() => page.getByTestId('plan-left').getAttribute('data-left')).toBe('2')
            expect(await page.getByTestId('points-2').evaluate((el) => el === document.activeElement && el.getAttribute('aria-checked') === 'true')).toBe(true)
            expect(await tabStops()).toEqual(['-1', '0', '-1'])
            await page.keyboard.press('ArrowLeft')
            await page.keyboard.press('ArrowLeft')
            await expect.poll(() => page.getByTestId('plan-left').getAttribute('data-left')).toBe('3')
          }
          await page.getByTestId(`points-${points}`).tap()
        }
        const steps = planMove(board, points)
        // On the first move, a step on another agent first, taken back with "back".
        const spare = COLOURS.find((c) => c in board.positions && c !== steps[0])!
        for (const [k, agent] of steps.entries()) {
          if (k === 0 && turns === 0) {
            await page.getByTestId(`plan-${spare}`).tap()
            await page.getByTestId('plan-undo').tap()
            undos++
          }
          await page.getByTestId(`plan-${agent}`).tap()
        }
        await expect.poll(() => page.getByTestId('plan-left').getAttribute('data-left')).toBe('0')
        const scores = ahead(board.positions[steps[0]!]!, board.safe) === steps.filter((s) => s === steps[0]).length
        if (scores) {
          expect(await page.getByTestId('plan-preview').getAttribute('class')).toContain('scores')
          // The preview tells what the scoring brings every agent: its new building's value (the
          // ruin's −3 stops at the start field).
          const gains = Object.fromEntries(
            await page.locator('[data-testid=plan-gains] > li').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-testid')!.replace('gain-', ''), Number(r.getAttribute('data-gain'))])),
          ) as Record<string, number>
          expect(Object.keys(gains).sort()).toEqual(Object.keys(board.positions).sort())
          for (const [agent, gain] of Object.entries(gains)) {
            const to = (board.positions[agent]! + steps.filter((a) => a === agent).length) % LOOP
            if (worth(to) >= 0) expect(gain, `${agent} in building ${to}`).toBe(worth(to))
            else expect(gain).toBeGreaterThanOrEqual(worth(to))
          }
        }
        if (turns === 0) {
          await page.screenshot({ path: `${OUT_DIR}/heimlich-planning.png`, fullPage: true })
          expect(await lowContrast(page), 'the planner').toEqual([])
          await tour.visit(phone, 'planning')
          // A phone that is not moving, waiting for the move.
          await tour.visit(others[0]!, 'move-wait')
        }
        await page.getByTestId('confirm-move').tap()
        turns++
        // The step moves on: the planner goes away (or comes back for the next turn on a two-seat loop).
        await page.waitForFunction((title) => document.getElementById('step-heading')?.textContent !== title || document.querySelector('[data-testid=end-reveal]'), board.title)
        // A move, as a phone that does not move next shows it under its board: as the table screen says it.
        // (Once, after a move that did not score: a scoring's safe step shows the scoring instead.)
        const phaseNow = await phone.page.locator('[data-testid=phase]').getAttribute('data-phase')
        if (!lastMoveShown && phaseNow === 'move' && (await tv.locator('[data-testid=phase]').getAttribute('data-phase')) === 'move') {
          const said = tv.getByTestId('tv-last-move').locator('p').first()
          await said.waitFor()
          // Neither the one who moved nor the one who moves next (whose screen is the planner now).
          const next = (await tv.locator('.hm-centre-name').textContent())!.trim()
          const watcher = phones.find((p) => p !== phone && p.name !== next)!
          const line = watcher.page.getByTestId('last-move').locator('p').first()
          await expect.poll(async () => (await line.textContent())?.trim()).toBe((await said.textContent())!.trim())
          lastMoveShown = true
        }
      } else {
        scorings++
        await page.getByTestId('scoring').waitFor()
        if (scorings === 1) {
          await page.screenshot({ path: `${OUT_DIR}/heimlich-scoring.png`, fullPage: true })
          expect(await lowContrast(page), 'a scoring and the safe picker').toEqual([])
          await tour.visit(phone, 'scoring')
        }
        // The safe's new building is picked on the board, where every agent can be seen: every
        // building but the safe's own is a choice.
        expect(await page.locator('[data-testid=heimlich-board] button[data-testid^="safe-"]').count()).toBe(LOOP - 1)
        await page.getByTestId(`safe-${planSafe(board)}`).tap()
        await expect.poll(() => page.getByTestId(`safe-${planSafe(board)}`).getAttribute('aria-pressed')).toBe('true')
        // The safe's new building picked, before it is confirmed.
        if (scorings === 1) await tour.visit(phone, 'safe')
        await page.getByTestId('confirm-safe').tap()
        await page.waitForFunction((title) => document.getElementById('step-heading')?.textContent !== title, board.title)
      }
    }
    expect(turns).toBeGreaterThan(0)
    expect(lastMoveShown, 'a phone that was not moving showed the last move').toBe(true)
    expect(scorings).toBeGreaterThan(0)
    expect(undos).toBeGreaterThan(0)
    expect(sameScreens).toBeGreaterThan(0)
    expect(guessed.size, 'everyone guessed once').toBe(NAMES.length)

    // --- The end reveal on every phone and the table screen: every card, the free agents, the same winner.
    const owners = new Map(phones.map((p) => [p.colour!, p.name]))
    let winners: string[] | null = null
    for (const page of [...phones.map((p) => p.page), tv]) {
      const reveal = page.getByTestId('end-reveal')
      await reveal.waitFor()
      const rows = await reveal.locator('[data-testid^="final-"]').evaluateAll((els) =>
        els.map((el) => ({
          colour: el.getAttribute('data-testid')!.replace('final-', ''),
          owner: el.querySelector('.hm-final-owner')?.textContent ?? '',
          free: el.getAttribute('data-seat') === 'free',
          winner: el.classList.contains('winner'),
          total: Number(/(\d+)\D*$/.exec(el.querySelector('.hm-final-score')?.textContent ?? '')?.[1] ?? -1),
        })),
      )
      expect(rows).toHaveLength(NAMES.length + FREE)
      expect(rows.filter((r) => r.free)).toHaveLength(FREE)
      for (const row of rows) if (!row.free) expect(row.owner, row.colour).toBe(owners.get(row.colour as Colour))
      const top = Math.max(...rows.map((r) => r.total))
      expect(top).toBeGreaterThanOrEqual(42)
      for (const row of rows) expect(row.winner, row.colour).toBe(row.total === top)
      const won = rows.filter((r) => r.winner && !r.free).map((r) => r.owner).sort()
      winners ??= won
      expect(won).toEqual(winners)
    }
    for (const phone of phones) {
      const youLine = (await phone.page.locator('.end-you').textContent())!.trim()
      expect(youLine).toBe(de(winners!.includes(phone.name) ? 'ui.heimlich.end.you_won' : 'ui.heimlich.end.you_lost', { agent: de(`heimlich.agent.${phone.colour}`) }))
      expect(phone.errors).toEqual([])
    }
    expect(table.errors).toEqual([])
    await host.page.screenshot({ path: `${OUT_DIR}/heimlich-end.png`, fullPage: true })
    expect(await lowContrast(host.page), 'the end reveal').toEqual([])
    await tour.visit(host, 'end')
    await tv.screenshot({ path: `${OUT_DIR}/heimlich-table-end.png`, fullPage: true })
    expect(await lowContrast(tv), 'the end reveal on the table screen').toEqual([])
    await tableSteps.look()
    expect(tableFrames.views, 'views the table screen was sent').toBeGreaterThan(0)
    expect(tableFrames.problems, 'secrets sent to the table screen').toEqual([])
    expect(tableSteps.problems.join('\n'), 'table screen steps that do not fit a TV').toBe('')
    expect(tableSteps.verified).toEqual(expect.arrayContaining(['lobby', 'move', 'safe', 'guess', 'ended']))

    // --- Another round: the host's phone and the table screen go to the lobby; the others keep
    // the end on screen until they go too, and nobody meets an error.
    await host.page.getByTestId('rematch').tap()
    await Promise.all([host.page, tv].map((page) => page.locator('[data-testid=phase][data-phase=lobby]').waitFor()))
    await host.page.locator('main.lobby').waitFor()
    for (const guest of guests) {
      await guest.page.getByTestId('next-round').waitFor()
      expect(await guest.page.getByTestId('end-screen').count()).toBe(1)
      await guest.page.getByTestId('to-lobby').tap()
      await guest.page.locator('main.lobby').waitFor()
    }
    for (const phone of phones) expect(phone.errors, `${phone.name} after "another round"`).toEqual([])
    expect(table.errors).toEqual([])
    tour.finish()
    console.log(
      `e2e heimlich: ${turns} moves, ${scorings} scorings, ${choiceFaces} times 1–3, ${undos} steps taken back, ${guessed.size} guesses, ${sameScreens} screen pairs compared; ` +
        `winners ${winners!.length ? winners!.join(', ') : 'nobody (a free agent)'}; table screen fits at every TV size: ${tableSteps.verified.join(' ')}; ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  }, 420_000)
})
