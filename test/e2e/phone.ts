/**
 * Reading phones in the browser tier: one read of a page's state per call — what a person would
 * see on the screen, plus a check that the screen shows no card it must not show — and the steps
 * every game starts with (creating a room, joining it by its link). The phones themselves: devices.ts.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Phone } from './devices'

/** One look at a phone's screen. */
export interface Snapshot {
  /** `data-phase` of the room bar, or null before a room is shown. */
  phase: string | null
  /** The step's title (changes with every step, e.g. "Nacht 2"). */
  title: string
  ended: boolean
  /** This seat is out of the game (its own row in the table is marked out). */
  out: boolean
  /** The current prompt is answered (night tap made, vote cast). */
  done: boolean
  /** The covered card is marked new (something on it not yet seen, e.g. what a night tap did). */
  news: boolean
  /** data-testid of every enabled name button. */
  targets: string[]
  ready: boolean
  abstain: boolean
  skip: boolean
  /** The hidden-actions panel (only for those who may see everything). */
  insight: boolean
  /** Rows in the table of players. */
  tableRows: number
  /** Names of the other players still in, as this screen lists them. */
  livingOthers: string[]
  /** Elements that put a card (or the werewolf role name) next to a living other player's name. */
  flagged: string[]
  /** Error toasts on screen. */
  toasts: string[]
  /** A short fingerprint of what the screen offers, to notice any change. */
  signature: string
}

/**
 * Reads the screen in one go (so the list of living players and the texts come from the same
 * render). `wolfWord` is the werewolf role's name in the page's language.
 *
 * The leak check: for every other player the table lists as still in, no row of the table may
 * carry a card, and no text block (paragraph, list item, button, heading...) outside the seer's
 * private findings may name that player together with the werewolf role.
 */
export function snapshot(page: Page, wolfWord: string): Promise<Snapshot> {
  return page.evaluate((wolf: string) => {
    const q = (selector: string) => document.querySelector(selector)
    const enabled = (selector: string) => {
      const el = q(selector) as HTMLButtonElement | null
      return el !== null && !el.disabled
    }
    const nameIn = (row: Element) => (row.querySelector('.seat-name')?.firstChild?.textContent ?? '').trim()
    const rows = Array.from(document.querySelectorAll('.ww .table .table-list > li'))
    const living = rows.filter((row) => !row.classList.contains('out') && !row.classList.contains('you'))
    const livingOthers = living.map(nameIn).filter((name) => name !== '')
    const flagged: string[] = []
    for (const row of living) {
      if (row.querySelector('.card-label')) flagged.push(`table row: ${row.textContent?.trim()}`)
    }
    const blocks = document.querySelectorAll('li, p, dd, dt, h1, h2, h3, h4, button, label, summary, .card-mates, .card-role')
    for (const block of Array.from(blocks)) {
      if (block.closest('[data-testid=private-results]')) continue
      const text = block.textContent ?? ''
      if (!text.includes(wolf)) continue
      for (const name of livingOthers) {
        if (text.includes(name)) flagged.push(`${block.tagName.toLowerCase()}: ${text.trim().slice(0, 160)}`)
      }
    }
    const action = q('section.action')
    const abstain = q('[data-testid=abstain]')
    const signature = [
      q('[data-testid=phase]')?.getAttribute('data-phase'),
      q('.step-header h1')?.textContent,
      q('[data-testid=end-screen]') !== null,
      action?.innerHTML.length,
    ].join('|')
    return {
      signature,
      phase: q('[data-testid=phase]')?.getAttribute('data-phase') ?? null,
      title: q('.step-header h1')?.textContent ?? '',
      ended: q('[data-testid=end-screen]') !== null,
      out: q('.ww .table .table-list > li.you.out') !== null,
      done: action?.querySelector('p.done') != null,
      news: q('[data-testid=covered-news]') !== null,
      targets: Array.from(document.querySelectorAll('section.action [data-testid^="target-"]'))
        .filter((b) => !(b as HTMLButtonElement).disabled)
        .map((b) => b.getAttribute('data-testid') ?? ''),
      ready: enabled('[data-testid=ready-to-vote]'),
      abstain: abstain !== null && abstain.getAttribute('aria-pressed') !== 'true',
      skip: enabled('[data-testid=skip]'),
      insight: q('.insight') !== null,
      tableRows: rows.length,
      livingOthers,
      flagged,
      toasts: Array.from(document.querySelectorAll('.toast-error')).map((t) => t.textContent ?? ''),
    }
  }, wolfWord)
}

/** Resolves once the screen moved on from `before`: the prompt got answered or the step changed. */
export async function settled(page: Page, before: Snapshot, timeout = 8_000): Promise<boolean> {
  try {
    await page.waitForFunction(
      ([phase, title]) => {
        const now = document.querySelector('[data-testid=phase]')?.getAttribute('data-phase') ?? null
        const heading = document.querySelector('.step-header h1')?.textContent ?? ''
        if (now !== phase || heading !== title || document.querySelector('[data-testid=end-screen]')) return true
        if (document.querySelector('section.action p.done')) return true
        const ready = document.querySelector('[data-testid=ready-to-vote]')
        return ready !== null && ready.getAttribute('aria-pressed') === 'true'
      },
      [before.phase, before.title] as const,
      { timeout, polling: 50 },
    )
    return true
  } catch {
    return false
  }
}

/** Resolves once anything this screen offers changed (or after `timeout`). */
export async function moved(page: Page, before: Snapshot, timeout: number): Promise<void> {
  try {
    await page.waitForFunction(
      (signature) => {
        const q = (selector: string) => document.querySelector(selector)
        const now = [
          q('[data-testid=phase]')?.getAttribute('data-phase'),
          q('.step-header h1')?.textContent,
          q('[data-testid=end-screen]') !== null,
          q('section.action')?.innerHTML.length,
        ].join('|')
        return now !== signature
      },
      before.signature,
      { timeout, polling: 100 },
    )
  } catch {
    // nothing changed in time: look again anyway
  }
}

/** A name button in an Undercover Cops picker: its test id, the name on it, whether it is the current pick. */
export interface CopsTarget {
  testid: string
  name: string
  pressed: boolean
}

/** One look at a phone playing Undercover Cops. */
export interface CopsSnapshot {
  /** `data-phase` of the room bar. */
  phase: string | null
  /** The festival day from the step header ("Tag 3 von 5" → 3), or null. */
  day: number | null
  ended: boolean
  /** This seat is out (the "you watch in silence" banner). */
  out: boolean
  /** The marker counter's value, or null when there is none. */
  markers: number | null
  /** Enabled floor buttons. */
  floors: string[]
  /** A floor is chosen already. */
  floorPicked: boolean
  /** Enabled name buttons. */
  targets: CopsTarget[]
  /** A final choice waits for its confirm button (action, the VIP's pick). */
  confirm: boolean
  /** The Türsteher may reveal instead of observing. */
  reveal: boolean
  /** "Continue" under the event card is enabled. */
  eventReady: boolean
  /** "Ready" in the discussion is enabled. */
  ready: boolean
  /** The prompt is answered. */
  done: boolean
  /** Rows in the table of players. */
  tableRows: number
  /** Names of the other players still in, as this screen lists them. */
  livingOthers: string[]
  /** Names on this phone's floor, as its covered card lists them (empty while the card is covered). */
  floorNames: string[]
  /** Places outside "only for you" that tie a living other player to a role or a wristband. */
  flagged: string[]
  /** The same inside "only for you" (your own findings): a control that the check finds what is there. */
  privateFlagged: string[]
  /** Error toasts on screen. */
  toasts: string[]
  /** A short fingerprint of what the screen offers, to notice any change. */
  signature: string
}

/**
 * Reads an Undercover Cops screen in one go. `words` are the role names and the wristband word in
 * the page's language. The leak check: for every other player the table lists as still in, no row
 * of the table and no name on the floor may carry a role or a wristband, and no text block
 * (paragraph, list item, button, heading ...) may name that player together with a role or the
 * wristband word — outside the private results, where the phone's own findings belong.
 */
export function copsSnapshot(page: Page, words: readonly string[]): Promise<CopsSnapshot> {
  return page.evaluate(readCopsScreen, { words }) as Promise<CopsSnapshot>
}

/**
 * In the page: the screen read in one go; with `unlike`, only whether its fingerprint differs from
 * that one (what a wait asks ten times a second, so it stops there).
 */
function readCopsScreen({ words, unlike }: { words: readonly string[]; unlike?: string }): CopsSnapshot | boolean {
  const q = (selector: string) => document.querySelector(selector)
  const markers = q('[data-testid=marker-count]')?.getAttribute('data-markers')
  const action = q('section.action')
  const signature = [
    q('[data-testid=phase]')?.getAttribute('data-phase'),
    q('.cops-day')?.textContent,
    q('[data-testid=end-screen]') !== null,
    action?.innerHTML.length,
    markers,
  ].join('|')
  if (unlike !== undefined) return signature !== unlike
  const enabled = (selector: string) => {
    const el = q(selector) as HTMLButtonElement | null
    return el !== null && !el.disabled
  }
  const word = (w: string) => new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u')
  const wordRes = words.map(word)
  const nameIn = (row: Element) => (row.querySelector('.seat-name')?.firstChild?.textContent ?? '').trim()
  const rows = Array.from(document.querySelectorAll('.cops .table .table-list > li'))
  const living = rows.filter((row) => !row.classList.contains('out') && !row.classList.contains('you'))
  const livingOthers = living.map(nameIn).filter((name) => name !== '')
  const nameRes = livingOthers.map((name) => [name, word(name)] as const)
  const flagged: string[] = []
  const privateFlagged: string[] = []
  for (const row of living) {
    if (row.querySelector('.cops-role, .cops-chip')) flagged.push(`table row: ${row.textContent?.trim()}`)
  }
  for (const chip of Array.from(document.querySelectorAll('.cops-floor-names > li'))) {
    if (chip.querySelector('.cops-role, .cops-chip')) flagged.push(`floor name: ${chip.textContent?.trim()}`)
  }
  const blocks = document.querySelectorAll('li, p, dd, dt, h1, h2, h3, h4, button, label, summary, figcaption, .card-role')
  for (const block of Array.from(blocks)) {
    const text = block.textContent ?? ''
    if (!wordRes.some((re) => re.test(text))) continue
    for (const [, re] of nameRes) {
      if (!re.test(text)) continue
      const line = `${block.tagName.toLowerCase()}: ${text.trim().slice(0, 160)}`
      if (block.closest('[data-testid=secret-card]')) privateFlagged.push(line)
      else flagged.push(line)
    }
  }
  const day = /(\d+)/.exec(q('.cops-day')?.textContent ?? '')
  return {
    signature,
    phase: q('[data-testid=phase]')?.getAttribute('data-phase') ?? null,
    day: day ? Number(day[1]) : null,
    ended: q('[data-testid=end-screen]') !== null,
    out: q('[data-testid=out-banner]') !== null,
    markers: markers === null || markers === undefined ? null : Number(markers),
    floors: Array.from(document.querySelectorAll('[data-testid^="floor-"]'))
      .filter((b) => b.tagName === 'BUTTON' && !(b as HTMLButtonElement).disabled)
      .map((b) => b.getAttribute('data-testid') ?? ''),
    floorPicked: q('section[data-picked=true]') !== null,
    floorNames: Array.from(document.querySelectorAll('.cops-floor-names > li')).map((li) => (li.firstChild?.textContent ?? '').trim()),
    targets: Array.from(document.querySelectorAll('section.action [data-testid^="target-"]'))
      .filter((b) => !(b as HTMLButtonElement).disabled)
      .map((b) => ({
        testid: b.getAttribute('data-testid') ?? '',
        name: (b.querySelector('.pick-name')?.textContent ?? '').trim(),
        pressed: b.getAttribute('aria-pressed') === 'true',
      })),
    confirm: q('[data-testid=confirm-action]') !== null,
    reveal: enabled('[data-testid=act-reveal]'),
    eventReady: enabled('[data-testid=event-ready]'),
    ready: enabled('[data-testid=ready-to-vote]'),
    done: action?.querySelector('p.done') != null,
    tableRows: rows.length,
    livingOthers,
    flagged,
    privateFlagged,
    toasts: Array.from(document.querySelectorAll('.toast-error')).map((t) => t.textContent ?? ''),
  }
}

/** Resolves once anything an Undercover Cops screen offers changed (or after `timeout`). */
export async function copsMoved(page: Page, before: CopsSnapshot, words: readonly string[], timeout: number): Promise<void> {
  await page.waitForFunction(readCopsScreen, { words, unlike: before.signature }, { timeout, polling: 100 }).catch(() => {})
}

/**
 * A secret vote just cast: the open screen names nobody and lights no name (a neighbour reads it
 * too), a problem otherwise. With `reveal`, "Show my vote" must show `texts.shown` and the name lit,
 * and cover both again. False when the vote was not seen cast, or the step moved on before the
 * reveal could be seen (the last vote ends it): another vote may try again.
 */
export async function sealedVote(phone: Phone, name: string, texts: { cast: string; shown: string }, reveal: boolean, problems: string[]): Promise<boolean> {
  const status = phone.page.getByTestId('vote-status')
  const lit = phone.page.locator('section.action .pick[aria-pressed=true]')
  /** The status line, or null once the vote is over on this screen. */
  const read = async () => ((await status.count()) === 0 ? null : await status.textContent({ timeout: 500 }).catch(() => null))
  /** Until the line says `text` or the vote is over: false in the latter case. */
  const until = async (text: string) => {
    await expect.poll(read, { timeout: 2_000 }).toBeOneOf([text, null]).catch(() => undefined)
    return (await read()) === text
  }
  const cast = await until(texts.cast)
  const said = await read()
  if (said === null) return false
  if (said.includes(name) || (await lit.count()) > 0) problems.push(`${phone.name}'s vote for ${name} shows on the open screen: ${said}`)
  if (!reveal || !cast) return false
  if (!(await phone.page.getByTestId('show-vote').tap({ timeout: 1_000 }).then(() => true, () => false))) return false
  if (!(await until(texts.shown))) {
    // It shows only while the vote lasts: a step that ended meanwhile proves nothing either way.
    if ((await read()) === null) return false
    problems.push(`${phone.name}: "Show my vote" shows ${await read()}`)
    return false
  }
  if ((await lit.textContent({ timeout: 500 }).catch(() => null)) !== name) problems.push(`${phone.name}: "Show my vote" lights no name ${name}`)
  if (!(await phone.page.getByTestId('show-vote').tap({ timeout: 1_000 }).then(() => true, () => false))) return false
  if (!(await until(texts.cast)) && (await read()) !== null) problems.push(`${phone.name}: the vote shown does not cover again: ${await read()}`)
  return (await lit.count()) === 0
}

/** The host creates a room for `game` on the home screen; resolves with the room's code and the link to share. */
export async function createRoom(host: Phone, game: string): Promise<{ code: string; link: string }> {
  await host.page.goto('/')
  await host.page.getByTestId('home-name').fill(host.name)
  await host.page.getByTestId(`home-game-${game}`).check()
  await host.page.getByTestId('home-create').tap()
  const codeBox = host.page.getByTestId('lobby-code')
  await codeBox.waitFor()
  const code = (await codeBox.textContent())!.trim()
  const link = (await host.page.locator('.share-url').textContent())!.trim()
  return { code, link }
}

/**
 * A phone opens the room's link, joins under its name and taps "ready" in the lobby. `onForm` looks
 * at the join form first (a test's checks of it, its screen tour).
 */
export async function joinByLink(phone: Phone, link: string, onForm?: () => Promise<void>): Promise<void> {
  await phone.page.goto(link)
  await phone.page.getByTestId('join-name').waitFor()
  await onForm?.()
  await phone.page.getByTestId('join-name').fill(phone.name)
  await phone.page.getByTestId('join-submit').tap()
  await phone.page.locator('[data-testid=phase][data-phase=lobby]').waitFor()
  const ready = phone.page.getByTestId('lobby-ready')
  await ready.tap()
  await expect.poll(() => ready.getAttribute('aria-pressed')).toBe('true')
}

/** On a passed phone's word game lobby: the shortest steps (no clue or debate timer, no animations), then start. */
export async function startQuickWordGame(page: Page): Promise<void> {
  await page.locator('#words-clueSeconds').selectOption('0')
  await page.locator('#words-debateSeconds').selectOption('0')
  await page.getByTestId('words-skipAnimations').check()
  const start = page.getByTestId('lobby-start')
  await expect.poll(() => start.isEnabled()).toBe(true)
  await start.tap()
}
