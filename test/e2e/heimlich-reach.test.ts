/**
 * Heimlich & Co. where the thumb and the eye are: two phones at 390×844 (one German, one English)
 * and a table screen at 1280×720 follow a game to its end, with a third player over a plain socket
 * (the host) answering its own prompts, so the phones meet every step soon.
 *
 * - The mover's confirm (the move, the safe) shows on the first screen, without a scroll, and the
 *   safe's prompt stands right under the board, before the scoring that led to it; the buildings
 *   the safe may go to are framed as something to tap.
 * - A scoring's line keeps its token beside it on a narrow phone.
 * - The table screen draws the board wider than high, with large tokens, and stacks what just
 *   happened above a score track of full width; it says a move spreads points (not "bets" them),
 *   and in the guessing round its centre names nobody, since everyone guesses.
 * - At the end the score track shows the totals the winner is decided by, the guess bonus marked.
 */
import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import type { HeimlichAgent, HeimlichView } from '../../shared/views/heimlich'
import { heimlichBotAction } from '../support/heimlich-bot'
import { Dice } from '../support/random-play'
import { createRoomAt } from '../support/server'
import { sharedServer } from '../support/shared-server'
import { SocketClient } from '../support/socket-client'
import { type Phone, closeAfterEachTest, newPhone, newTable } from './devices'
import { readBoard } from './heimlich-board'
import { TableSteps } from './table-fit'

const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)
const LOOP = 12
/** How long the game may take before the test gives up. */
const PLAY_MS = 300_000
/** The table screen's size here: a 720p TV, where the board used to be smallest. */
const TV = { width: 1280, height: 720 }
/** Tokens on the table screen's board at 720p, in CSS pixels: readable across a room. */
const MIN_TV_TOKEN = 32

let server: { url: string; port: number }
const sockets: SocketClient[] = []
beforeAll(async () => {
  server = await sharedServer()
})
closeAfterEachTest(sockets)

/** Whether the element is wholly on screen with the page scrolled to its top. */
async function onFirstScreen(page: Page, testid: string): Promise<boolean> {
  await page.evaluate(() => window.scrollTo(0, 0))
  return page.getByTestId(testid).evaluate((el) => {
    const r = el.getBoundingClientRect()
    return r.top >= 0 && r.bottom <= innerHeight && r.height > 0
  })
}

const ahead = (from: number, to: number) => (to - from + LOOP) % LOOP

/** Every point on one agent: one that reaches the safe if any can (a scoring brings the end nearer), else the furthest behind it. */
function planMove(positions: Record<string, number>, safe: number, points: number): string[] {
  const agents = Object.keys(positions)
  const into = agents.find((a) => ahead(positions[a]!, safe) >= 1 && ahead(positions[a]!, safe) <= points)
  if (into) {
    const d = ahead(positions[into]!, safe)
    const rest = agents.find((a) => a !== into)!
    return [...Array<string>(d).fill(into), ...Array<string>(points - d).fill(rest)]
  }
  const far = [...agents].sort((x, y) => ahead(positions[y]!, safe) - ahead(positions[x]!, safe))[0]!
  return Array<string>(points).fill(far)
}

it('keeps the mover\'s confirm at hand, the table screen\'s board large, and the end\'s totals whole', async () => {
  const code = await createRoomAt(server.url, 'heimlich')
  const ben = await SocketClient.joined(server.port, code, 'Ben')
  sockets.push(ben)
  await ben.request({ type: 'lobby', id: 'options', command: { type: 'options', options: { turnTimer: false, turnSeconds: 60, guessVariant: true } } })
  const anna = await newPhone('Anna')
  const eve = await newPhone('Eve', { locale: 'en-US' })
  const phones: Phone[] = [anna, eve]
  for (const phone of phones) {
    await phone.page.goto(`/r/${code}`)
    await phone.page.getByTestId('join-name').fill(phone.name)
    await phone.page.getByTestId('join-submit').tap()
    await phone.page.locator('[data-testid=phase][data-phase=lobby]').waitFor()
  }
  const table = await newTable({ viewport: TV })
  const tv = table.page
  const tableSteps = new TableSteps(table)
  await tv.goto(`/r/${code}/table`)
  await expect.poll(() => tv.getByTestId('table-players').locator('li').count()).toBe(3)
  expect((await ben.request({ type: 'lobby', id: 'start', command: { type: 'start' } })).type).toBe('ack')
  await Promise.all(phones.map((p) => p.page.locator('[data-testid=phase][data-phase=move]').waitFor()))

  // Whose colour is whose, for Anna's guess: Ben's from his own view, Eve's from her card.
  const benView = (await ben.stateWhere((f) => (f.view as HeimlichView | null)?.me != null)).view as HeimlichView
  const seats = (await ben.stateWhere((f) => f.room.seats.length === 3)).room.seats
  const seatOf = (name: string) => seats.find((s) => s.name === name)!.id
  await eve.page.getByTestId('secret-card-toggle').tap()
  const eveColour = (await eve.page.getByTestId('my-agent').getAttribute('data-agent')) as HeimlichAgent
  await eve.page.getByTestId('secret-card-toggle').tap()
  const colourOf: Record<string, HeimlichAgent> = { [seatOf('Ben')]: benView.me!.agent, [seatOf('Eve')]: eveColour }

  const dice = new Dice(11)
  let answered = -1
  let acts = 0
  const seen = { planner: false, safe: false, tvMove: false, tvGuess: false, scoringLines: 0 }
  const until = Date.now() + PLAY_MS
  for (;;) {
    if (Date.now() > until) throw new Error(`no end after ${PLAY_MS / 1000} s`)
    await tableSteps.look()
    const frame = ben.rec.latestState()
    const view = frame?.view as HeimlichView | null
    if (frame && view && frame.version !== answered) {
      const action = heimlichBotAction(view, dice)
      if (action) {
        answered = frame.version
        await ben.request({ type: 'act', id: `ben-${++acts}`, action })
        continue
      }
    }
    const boards = await Promise.all(phones.map((p) => readBoard(p.page)))
    if (boards.every((b) => b.ended)) break
    const k = boards.findIndex((b) => b.face !== null || b.safePicker || (b.guess && !b.sent))
    if (k < 0) {
      await anna.page.waitForTimeout(150)
      continue
    }
    const { page } = phones[k]!
    const board = boards[k]!

    if (board.guess) {
      // In the guessing round the table screen's centre names nobody: everyone guesses at once.
      if (!seen.tvGuess && (await tv.locator('[data-testid=phase]').getAttribute('data-phase')) === 'guess') {
        await expect.poll(() => tv.locator('.hm-centre-name').textContent()).toBe(de('ui.heimlich.centre.guess'))
        seen.tvGuess = true
      }
      await page.getByTestId('secret-card-toggle').tap()
      const named = new Set<string>()
      for (const select of await page.locator('select[data-testid^="guess-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!))) {
        const seat = select.replace('guess-', '')
        // Anna knows better than to guess: a bonus for sure. Eve names the first colour not named yet.
        const options = await page.getByTestId(select).locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean))
        const colour = page === anna.page ? colourOf[seat]! : options.find((o) => !named.has(o))!
        named.add(colour)
        await page.getByTestId(select).selectOption(colour)
      }
      await page.getByTestId('confirm-guess').tap()
      await page.locator('[data-testid=my-guess], [data-testid=secret-card][data-state=hidden]').first().waitFor()
      continue
    }

    if (board.safePicker) {
      // The prompt and its confirm under the board, before the scoring; the confirm without a scroll.
      const pickerTop = (await page.getByTestId('safe-picker').boundingBox())!.y
      const scoringTop = (await page.getByTestId('scoring').boundingBox())!.y
      expect(pickerTop, 'the safe picker above the scoring').toBeLessThan(scoringTop)
      expect(await onFirstScreen(page, 'confirm-safe'), 'the safe\'s confirm on the first screen').toBe(true)
      // Every building the safe may go to is framed as a choice; the safe's own is not.
      const frames = await page.locator('[data-testid=heimlich-board] .hm-building').evaluateAll((els) =>
        els.map((el) => ({ pick: el.querySelector('button[data-testid^="safe-"]') !== null, style: getComputedStyle(el).borderTopStyle })),
      )
      expect(frames.filter((f) => f.pick)).toHaveLength(LOOP - 1)
      for (const f of frames) expect(f.style).toBe(f.pick ? 'dashed' : 'solid')
      // A scoring's every line keeps its token beside it, also on a narrow phone.
      await page.setViewportSize({ width: 360, height: 640 })
      const wrapped = await page.locator('[data-testid=scoring] .hm-scoring-agents > li').evaluateAll((lines) =>
        lines.filter((li) => {
          const token = li.querySelector('.hm-token')!.getBoundingClientRect()
          const text = li.lastElementChild!.getBoundingClientRect()
          return text.left < token.right
        }).length,
      )
      seen.scoringLines += await page.locator('[data-testid=scoring] .hm-scoring-agents > li').count()
      expect(wrapped, 'scoring lines whose token stands on a line of its own').toBe(0)
      await page.setViewportSize({ width: 390, height: 844 })
      seen.safe = true
      let best = 1
      for (let b = 1; b <= 10; b++) if (b !== board.safe && Object.values(board.positions).some((p) => ahead(p, b) >= 1 && ahead(p, b) <= 2)) best = b
      if (best === board.safe) best = board.safe === 10 ? 9 : 10
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByTestId(`safe-${best}`).tap()
      await expect.poll(() => page.getByTestId(`safe-${best}`).getAttribute('aria-pressed')).toBe('true')
      await page.getByTestId('confirm-safe').tap()
      await page.getByTestId('safe-picker').waitFor({ state: 'detached' })
      continue
    }

    // The move: the confirm on the first screen from the start, and still once every point is planned.
    expect(await onFirstScreen(page, 'confirm-move'), 'the move\'s confirm on the first screen').toBe(true)
    let points = Number(board.face)
    if (board.face === '1-3') {
      const near = Object.values(board.positions).map((p) => ahead(p, board.safe)).filter((d) => d >= 1 && d <= 3)
      points = near.length > 0 ? Math.min(...near) : 3
      await page.getByTestId(`points-${points}`).tap()
    }
    for (const agent of planMove(board.positions, board.safe, points)) await page.getByTestId(`plan-${agent}`).tap()
    await expect.poll(() => page.getByTestId('plan-left').getAttribute('data-left')).toBe('0')
    expect(await onFirstScreen(page, 'confirm-move'), 'the move\'s confirm on the first screen, all points planned').toBe(true)
    seen.planner = true
    await page.getByTestId('confirm-move').tap()
    await page.getByTestId('planner').waitFor({ state: 'detached' }).catch(() => {})

    // The table screen after a move: a large board, what happened stacked over a wide score track.
    if (!seen.tvMove) {
      const said = tv.getByTestId('tv-last-move')
      await said.locator('p').first().waitFor()
      expect((await said.locator('p').first().textContent())!.trim()).toMatch(/^\S+ verteilt \d+ Punkte?:$|^Der Zufall verteilt/)
      const boardBox = (await tv.getByTestId('heimlich-board').boundingBox())!
      expect(boardBox.width, 'the board uses the TV\'s width').toBeGreaterThan(boardBox.height * 1.2)
      const token = (await tv.locator('[data-testid=heimlich-board] .hm-building:not(.crowded) .hm-token').first().boundingBox())!
      expect(token.width, 'a token on the table screen').toBeGreaterThanOrEqual(MIN_TV_TOKEN)
      const lastBox = (await said.boundingBox())!
      const trackBox = (await tv.getByTestId('score-track').boundingBox())!
      expect(trackBox.y, 'the score track under what just happened').toBeGreaterThanOrEqual(lastBox.y + lastBox.height)
      expect(trackBox.width, 'the score track as wide as the column').toBeGreaterThanOrEqual(lastBox.width - 1)
      seen.tvMove = true
    }
  }
  expect(seen).toMatchObject({ planner: true, safe: true, tvMove: true, tvGuess: true })
  expect(seen.scoringLines).toBeGreaterThan(0)

  // The end: each lane of the score track shows the total the final list gives, the bonus marked.
  const page = anna.page
  await page.getByTestId('end-reveal').waitFor()
  const totals = await page.locator('[data-testid^="final-"]').evaluateAll((rows) =>
    rows.map((row) => ({ agent: row.getAttribute('data-testid')!.replace('final-', ''), total: Number(/(\d+)\D*$/.exec(row.querySelector('.hm-final-score')?.textContent ?? '')?.[1] ?? -1) })),
  )
  let bonuses = 0
  for (const { agent, total } of totals) {
    const lane = page.getByTestId(`score-${agent}`)
    expect(Number(await lane.getAttribute('data-score')), agent).toBe(total)
    if ((await lane.getAttribute('data-bonus')) !== null) {
      bonuses++
      expect(await lane.locator('.hm-lane-bonus').count(), `${agent}'s bonus marked`).toBe(1)
    }
  }
  expect(bonuses, 'Anna guessed everyone right: her agent has a bonus').toBeGreaterThan(0)

  expect(tableSteps.problems.join('\n'), 'table screen steps that do not fit a TV').toBe('')
  expect(tableSteps.verified).toEqual(expect.arrayContaining(['move', 'guess', 'ended']))
  for (const phone of phones) expect(phone.errors).toEqual([])
  expect(table.errors).toEqual([])
}, 420_000)
