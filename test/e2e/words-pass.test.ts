/**
 * One phone passed round the table (Chromium): the host makes a word game room, picks "one phone
 * passed round", types two names (one a duplicate, numbered) and fills the table to six with
 * "Quick start". The phone then goes round: a handoff screen names who takes it, and only after
 * their tap does their word show, while held. The phone is reloaded mid-game and gets every seat
 * back, and Bodo, who forgot his word, sees it again while the table talks. In the secret vote it
 * goes round again, nobody may vote for themselves, and only "n / 6 voted" shows; the table votes the undercover out, and the truth table ends the game.
 * No word is ever on the screen outside a held card.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { GameId } from '../../shared/games'
import { t } from '../../shared/i18n'
import { manifest } from '../../shared/views/words'
import { type Phone, newPhone } from './devices'
import { setVisibility } from './page-visibility'
import { createRoom, startQuickWordGame } from './phone'
import { ScreenTour } from './screens'

const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)
/**
 * The six at the table, in seating order: typed, a duplicate numbered and moved up, Quick start's
 * "Spieler 4" renamed, "Spieler 5" as it came, "Spieler 6" removed and someone typed in after.
 */
const TABLE = ['Alma', 'Alma 2', 'Bodo', 'Cem', de('ui.words.pass.defaultName', { n: 5 }), 'Dia']
/** Its own entry in the screens doc, apart from the game played on everyone's own phone. */
const PASS_MANIFEST = { ...manifest, id: 'passphone' as GameId, name: { de: `${manifest.name.de} · ein Handy reihum`, en: `${manifest.name.en} · one phone passed round` } }
/** Waiting between two reads of a screen that has not moved on. */
const POLL_MS = 150

let phone: Phone

interface PassSnap {
  phase: string | null
  ended: boolean
  text: string
  cardState: string | null
  /** The name on the handoff screen, or null when there is none. */
  handoff: string | null
  holding: string | null
  enabled: string[]
  /** Vote buttons by the name they show. */
  targets: Record<string, string>
  countDone: boolean
  progress: string | null
}

function read(page: Page): Promise<PassSnap> {
  return page.evaluate(() => {
    const q = (s: string) => document.querySelector(s)
    return {
      phase: q('[data-testid=phase]')?.getAttribute('data-phase') ?? null,
      ended: q('[data-testid=end-screen]') !== null,
      text: document.body.innerText,
      cardState: q('[data-testid=secret-card]')?.getAttribute('data-state') ?? null,
      handoff: q('[data-testid=pass-handoff] [data-testid=pass-name]')?.textContent ?? null,
      holding: q('[data-testid=pass-holding]')?.textContent ?? null,
      enabled: Array.from(document.querySelectorAll('button[data-testid], input[data-testid]'))
        .filter((b) => !(b as HTMLButtonElement).disabled && b.getAttribute('aria-pressed') !== 'true')
        .map((b) => b.getAttribute('data-testid') ?? ''),
      targets: Object.fromEntries(
        Array.from(document.querySelectorAll('section.action [data-testid^="target-"]'))
          .filter((b) => !(b as HTMLButtonElement).disabled)
          .map((b) => [(b.querySelector('.pick-name')?.textContent ?? '').trim(), b.getAttribute('data-testid') ?? '']),
      ),
      countDone: q('[data-testid=count]')?.getAttribute('data-done') === 'true',
      progress: q('[data-testid=vote-progress]')?.textContent ?? null,
    }
  })
}

/** Holds the card down, reads the word, lets go; a tap alone does not open it, and release covers it at once. */
async function holdAndRead(page: Page): Promise<string> {
  const card = page.getByTestId('secret-card')
  const toggle = page.getByTestId('secret-card-toggle')
  await toggle.tap()
  expect(await card.getAttribute('data-state')).toBe('hidden')
  const box = (await toggle.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await expect.poll(() => card.getAttribute('data-state')).toBe('shown')
  const word = (await page.getByTestId('my-word').getAttribute('data-word')) ?? ''
  await page.mouse.up()
  expect(await card.getAttribute('data-state')).toBe('hidden')
  expect(await page.getByTestId('my-word').count()).toBe(0)
  return word
}

describe('one phone passed round, in Chromium', () => {
  it('plays the word game to the truth table, each word shown only to whoever holds the phone', { timeout: 300_000 }, async () => {
    const started = Date.now()
    phone = await newPhone('Alma')
    const { page } = phone
    const tour = new ScreenTour(PASS_MANIFEST)
    const { link } = await createRoom(phone, 'words')

    // --- The lobby: one phone. Nothing that only other phones need: no code or QR to invite, no
    // list of phones with ready marks and switch codes.
    await page.locator('#words-mode').selectOption('pass')
    await page.getByTestId('pass-name-input').waitFor()
    await expect.poll(() => page.getByTestId('lobby-code').count()).toBe(0)
    expect(await page.locator('.seats, .qr, [data-testid^="switch-ask-"]').count()).toBe(0)
    // Names typed one by one, each at once in the list right there; then Quick start.
    const listed = () => page.evaluate(() => [
      document.querySelector('[data-testid=pass-own]')?.textContent ?? '',
      ...Array.from(document.querySelectorAll<HTMLInputElement>('[data-testid=pass-list] input')).map((input) => input.value),
    ])
    for (const [i, name] of ['Bodo', 'Alma'].entries()) {
      await page.getByTestId('pass-name-input').fill(name)
      await page.getByTestId('pass-add').tap()
      await expect.poll(() => page.getByTestId('pass-name-input').inputValue()).toBe('')
      // The next name once this row has arrived (the form stays where it is: words-offline.test.ts).
      await expect.poll(async () => (await listed()).length).toBe(i + 2)
    }
    await expect.poll(listed).toEqual(['Alma', 'Bodo', 'Alma 2'])
    // The duplicate is told about under its row, about the new player (a toast said "you appear
    // as …" to whoever held the phone, over the next name's field).
    const addedAs = page.getByTestId('pass-added-as')
    await expect.poll(() => addedAs.textContent()).toBe(de('ui.words.pass.addedAsTaken', { taken: 'Alma', name: 'Alma 2' }))
    expect(await page.locator('.toast').count(), 'no toast over the list').toBe(0)
    const [line, field] = [(await addedAs.boundingBox())!, (await page.getByTestId('pass-name-input').boundingBox())!]
    expect(line.y >= field.y + field.height || line.y + line.height <= field.y, 'the line leaves the field free').toBe(true)
    await page.getByTestId('pass-quick').tap()
    const quick = [4, 5, 6].map((n) => de('ui.words.pass.defaultName', { n }))
    await expect.poll(listed).toEqual(['Alma', 'Bodo', 'Alma 2', ...quick])
    // A name kept as typed takes the line away again.
    await expect.poll(() => addedAs.textContent()).toBe('')
    // Rename in place, move up, remove: the list and the seating order follow.
    await page.getByTestId('pass-name-2').fill('Cem')
    await page.getByTestId('pass-name-2').press('Enter')
    await expect.poll(listed).toEqual(['Alma', 'Bodo', 'Alma 2', 'Cem', quick[1], quick[2]])
    await page.getByTestId('pass-up-1').tap()
    await expect.poll(listed).toEqual(['Alma', 'Alma 2', 'Bodo', 'Cem', quick[1], quick[2]])
    await page.getByTestId('pass-remove-4').tap()
    await expect.poll(listed).toEqual(['Alma', 'Alma 2', 'Bodo', 'Cem', quick[1]])
    await page.getByTestId('pass-name-input').fill('Dia')
    await page.getByTestId('pass-add').tap()
    await expect.poll(listed).toEqual(TABLE)
    await tour.visit(phone, 'lobby')
    // Short steps: no clue or debate timer, the count at once.
    expect(await page.getByTestId('leave').count(), 'the lobby offers leaving').toBe(1)
    await startQuickWordGame(page)
    // Whoever holds the passed phone cannot take every player on it out of the game.
    await page.locator('[data-testid=phase][data-phase=look]').waitFor()
    expect(await page.getByTestId('leave').count(), 'a passed phone offers no leaving in the game').toBe(0)

    // --- Round the table: look, clue, debate, vote, count, until the end.
    const words = new Map<string, string>()
    const lookers: string[] = []
    const voters: string[] = []
    const problems: string[] = []
    let reloaded = false
    let undercover: string | null = null
    const loopUntil = Date.now() + 150_000
    for (;;) {
      const s = await read(page)
      if (s.ended) break
      if (Date.now() > loopUntil) throw new Error(`no end in time: ${JSON.stringify({ ...s, text: s.text.slice(0, 500) })}`)
      // Glance-proof: with the card covered, no word is anywhere on the screen.
      if (s.cardState === 'shown') problems.push(`card open in ${s.phase}`)
      for (const w of new Set(words.values())) if (w !== '' && s.text.includes(w)) problems.push(`"${w}" on screen in ${s.phase}`)
      if (s.progress !== null && !/^\d \/ 6 /.test(s.progress)) problems.push(`vote progress "${s.progress}"`)

      if (s.handoff !== null) {
        // The handoff names the next holder and shows nothing of theirs.
        expect(s.cardState).toBeNull()
        await tour.visit(phone, `handoff-${s.phase}`)
        const name = s.handoff
        await page.getByTestId('pass-take').tap()
        await expect.poll(async () => (await read(page)).holding).toBe(de('ui.words.pass.holding', { name }))
        if (s.phase === 'look') {
          lookers.push(name)
          if (lookers.length === 1) {
            // Locked or put away mid-turn, the phone may come back in the next hand: it asks again.
            await setVisibility(page, 'hidden')
            await setVisibility(page, 'visible')
            await expect.poll(async () => (await read(page)).handoff).toBe(name)
            await page.getByTestId('pass-take').tap()
            await expect.poll(async () => (await read(page)).holding).toBe(de('ui.words.pass.holding', { name }))
            // Someone else tapped "I am …": they go back to the handoff before anything was shown.
            await page.getByTestId('pass-not-me').tap()
            await expect.poll(async () => (await read(page)).handoff).toBe(name)
            await page.getByTestId('pass-take').tap()
            await expect.poll(async () => (await read(page)).holding).toBe(de('ui.words.pass.holding', { name }))
          }
          // "Seen it" waits until the card has been held.
          expect(await page.getByTestId('words-seen').isDisabled()).toBe(true)
          words.set(name, await holdAndRead(page))
          await expect.poll(() => page.getByTestId('words-seen').isEnabled()).toBe(true)
          if (lookers.length === 1) await tour.visit(phone, 'look')
          await page.getByTestId('words-seen').tap()
        } else if (s.phase === 'vote') {
          voters.push(name)
          const turn = await read(page)
          // Never for yourself; everyone else still in is offered.
          expect(Object.keys(turn.targets).sort()).toEqual(TABLE.filter((n) => n !== name).sort())
          // Pick, confirm, and the screen covers itself before the phone goes on.
          await page.getByTestId(turn.targets[undercover!] ?? Object.values(turn.targets)[0]!).tap()
          expect(await page.getByTestId('confirm-vote').isEnabled()).toBe(true)
          expect((await read(page)).holding).toBe(de('ui.words.pass.holding', { name }))
          if (voters.length === 1) await tour.visit(phone, 'vote')
          await page.getByTestId('confirm-vote').tap()
        }
        // The next screen is the next handoff or the open table, never this holder's turn again.
        await expect.poll(async () => (await read(page)).holding).toBeNull()
        continue
      }

      if (s.phase === 'clue' && !reloaded) {
        // Everyone has looked: the words tell who holds the other one.
        const counts = new Map<string, number>()
        for (const w of words.values()) counts.set(w, (counts.get(w) ?? 0) + 1)
        undercover = [...words.entries()].find(([, w]) => counts.get(w) === 1)![0]
        // A reload brings every seat of the phone back.
        reloaded = true
        await page.reload()
        await page.locator('[data-testid=phase][data-phase=clue]').waitFor()
        await page.getByTestId('words-done').waitFor()
        // Someone arrives late and opens the link: watching needs no name.
        const late = await newPhone('late')
        await late.page.goto(link)
        await late.page.getByTestId('join-name-optional').waitFor()
        await late.page.getByTestId('join-name').fill('')
        // "Already playing? Continue here" says it is a fold-out, and is no heading.
        const [marker, weight] = await late.page.evaluate(() => {
          const summary = document.querySelector('.switch-join > summary')!
          return [getComputedStyle(summary, '::before').content, Number(getComputedStyle(summary).fontWeight)] as const
        })
        expect(marker).not.toBe('none')
        expect(weight).toBeLessThan(600)
        await late.page.getByTestId('join-submit').tap()
        await late.page.locator('[data-testid=phase][data-phase=clue]').waitFor()
        // A watcher has no seat to give up: they stop watching.
        expect(await late.page.getByTestId('leave').textContent()).toBe(de('ui.leave.button_watch'))
        expect(late.errors).toEqual([])
        await late.context.close()

        // Bodo has forgotten his word: while the table talks he picks his name, takes the phone,
        // holds his card again, and gives the screen back to the table.
        await page.getByTestId('pass-again').tap()
        await tour.visit(phone, 'look-again-who')
        expect(await page.getByTestId('pass-again-seat').allTextContents()).toEqual(TABLE)
        await page.locator('[data-testid=pass-again-seat]', { hasText: /^Bodo$/ }).tap()
        await expect.poll(async () => (await read(page)).handoff).toBe('Bodo')
        // Nobody's word is on the phone before he says he holds it.
        expect(await page.getByTestId('secret-card').count()).toBe(0)
        await page.getByTestId('pass-take').tap()
        await expect.poll(async () => (await read(page)).holding).toBe(de('ui.words.pass.holding', { name: 'Bodo' }))
        expect(await holdAndRead(page)).toBe(words.get('Bodo'))
        await tour.visit(phone, 'look-again')
        await page.getByTestId('pass-again-done').tap()
        await page.getByTestId('words-done').waitFor()
        expect(await page.getByTestId('secret-card').count()).toBe(0)
        continue
      }
      let testid: string | null = null
      if (s.phase === 'clue' && s.enabled.includes('words-done')) testid = 'words-done'
      else if (s.phase === 'debate' && s.enabled.includes('ready-to-vote')) testid = 'ready-to-vote'
      else if (s.phase === 'count' && s.countDone && s.enabled.includes('words-next')) testid = 'words-next'
      if (testid) {
        if (s.phase) await tour.visit(phone, s.phase)
        await page.getByTestId(testid).first().tap()
        await expect.poll(async () => JSON.stringify(await read(page)) !== JSON.stringify(s)).toBe(true)
      } else await page.waitForTimeout(POLL_MS)
    }
    expect(problems).toEqual([])
    // Everyone looked in table order, each once; everyone voted, each once.
    expect(lookers).toEqual(TABLE)
    expect([...new Set(voters)]).toHaveLength(TABLE.length)
    expect(reloaded).toBe(true)

    // --- The truth table: the undercover was voted out, the civilians won.
    const end = page.getByTestId('end-screen')
    await end.waitFor()
    expect((await end.getByTestId('words-winner').textContent())!.trim()).toBe(de('ui.words.end.winner.civilians'))
    const truth = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid=truth-table] tbody tr')).map((row) => [row.querySelector('th')?.firstChild?.textContent?.trim() ?? '', row.getAttribute('data-role')]),
    )
    expect(Object.fromEntries(truth)).toEqual(Object.fromEntries(TABLE.map((name) => [name, name === undercover ? 'undercover' : 'civilian'])))
    await tour.visit(phone, 'end')
    tour.finish()
    expect(phone.errors).toEqual([])
    console.log(`e2e words pass: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  })
})
