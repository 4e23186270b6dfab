/**
 * A game on one phone with no network (Chromium): the app is opened once with a network, and "Play
 * on this phone" once, which fetches what a game on the phone needs (the room, the engines, the
 * word pairs) into the service worker's cache. Then the phone goes offline for good. The start page
 * still opens, and a word game is played on the phone alone: six names typed, the phone reloaded in
 * the middle (the room on the device comes back from IndexedDB), the truth table at the end. A
 * second game on the phone gets another pair: the first one counts as dealt lately. No request for
 * a room ever leaves the page.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { words } from '../../server/games/words'
import { t } from '../../shared/i18n'
import { type Phone, newPhone } from './devices'
import { startQuickWordGame } from './phone'

/** A limit only has to catch what never happens: the machine may be busy. */
const WAIT_MS = 60_000
/** Between two reads of a screen that has not moved on. */
const POLL_MS = 150
const NAMES = ['Alma', 'Bodo', 'Cleo', 'Dana', 'Emil', 'Fritz']
const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)

/** Reveals the held card (press and hold), then lets go. */
async function look(page: Page): Promise<void> {
  const box = (await page.getByTestId('secret-card-toggle').boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await expect.poll(() => page.getByTestId('secret-card').getAttribute('data-state')).toBe('shown')
  await page.mouse.up()
}

/** A phone (online, its storage working) that has started a game on itself from the home screen: its lobby. */
async function gameOnThePhone(): Promise<Phone> {
  const phone = await newPhone(NAMES[0]!)
  await phone.page.goto('/')
  await phone.page.getByTestId('home-name').fill(NAMES[0]!)
  await phone.page.getByTestId('home-here').tap()
  await phone.page.getByTestId('local-note').waitFor()
  return phone
}

/** What the screen offers now, read in one go. */
function read(page: Page): Promise<{ phase: string | null; ended: boolean; enabled: string[]; countDone: boolean; text: string }> {
  return page.evaluate(() => ({
    text: document.querySelector('main')?.innerText ?? '',
    phase: document.querySelector('[data-testid=phase]')?.getAttribute('data-phase') ?? null,
    ended: document.querySelector('[data-testid=end-screen]') !== null,
    enabled: Array.from(document.querySelectorAll('button[data-testid]'))
      .filter((b) => !(b as HTMLButtonElement).disabled && b.getAttribute('aria-pressed') !== 'true')
      .map((b) => b.getAttribute('data-testid') ?? ''),
    countDone: document.querySelector('[data-testid=count]')?.getAttribute('data-done') === 'true',
  }))
}

/** Plays the game on the phone to its end screen, reloading the page once in the middle (when `reload`). */
async function playToEnd(page: Page, reload: boolean): Promise<{ reloaded: boolean }> {
  let reloaded = false
  const until = Date.now() + 240_000
  for (;;) {
    if (Date.now() > until) throw new Error(`no end in time: ${(await page.locator('main').innerText()).slice(0, 400)}`)
    const s = await read(page)
    if (s.ended) return { reloaded }
    if (reload && !reloaded && s.phase === 'clue') {
      reloaded = true
      await page.reload()
      await page.locator('[data-testid=phase][data-phase=clue]').waitFor()
      continue
    }
    if (s.enabled.includes('pass-take')) {
      await page.getByTestId('pass-take').tap()
      await page.getByTestId('pass-holding').waitFor()
      if (s.phase === 'look') {
        await look(page)
        await page.getByTestId('words-seen').tap()
      } else {
        // The secret vote is a pick and a confirm; then the screen covers itself.
        await page.locator('section.action [data-testid^="target-"]:enabled').first().tap()
        await page.getByTestId('confirm-vote').tap()
      }
      await expect.poll(() => page.getByTestId('pass-holding').count()).toBe(0)
      continue
    }
    const next = ['words-done', 'ready-to-vote', ...(s.countDone ? ['words-next'] : [])].find((id) => s.enabled.includes(id))
    if (next) {
      await page.getByTestId(next).first().tap()
      await expect
        .poll(async () => JSON.stringify(await read(page)) !== JSON.stringify(s), { message: `${next} changed nothing: ${JSON.stringify(s)}` })
        .toBe(true)
    } else await page.waitForTimeout(POLL_MS)
  }
}

/** The pair on the end screen, both words in order. */
async function pairOnEnd(page: Page): Promise<string> {
  return (await page.getByTestId('both-words').innerText()).trim()
}

describe('a game on one phone, without a network', () => {
  it('plays the word game offline to the truth table, through a reload, and deals a new pair the next time', { timeout: 600_000 }, async () => {
    // A phone of the tier's (a browser context of its own, so its own service worker and storage).
    const phone = await newPhone(NAMES[0]!, { serviceWorker: true })
    const { context, page, errors } = phone
    // --- Once with a network: the app, then "Play on this phone", which readies offline play.
    await page.goto('/')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: WAIT_MS })
    await page.getByTestId('home-name').fill('Alma')
    await page.getByTestId('home-here').tap()
    await page.getByTestId('local-note').waitFor()
    // No link, no code, no table screen: the lobby says why.
    expect(await page.getByTestId('local-note').innerText()).toContain(de('ui.local.note_title'))
    expect(await page.getByTestId('lobby-code').count()).toBe(0)
    expect(await page.getByTestId('open-table').count()).toBe(0)
    expect(await page.getByTestId('words-mode').count()).toBe(0)
    const kept = await page.evaluate(async () => (await caches.open('spielleiter-pairs').then((c) => c.keys())).map((r) => new URL(r.url).pathname))
    expect(kept.sort()).toEqual([expect.stringMatching(/^\/assets\/pairs-words-de-/), expect.stringMatching(/^\/assets\/pairs-words-en-/)])
    // With them, the rules pages of the games a phone plays alone, in both languages.
    const rulesKept = () => page.evaluate(async () => (await caches.open('spielleiter-rules').then((c) => c.keys())).map((r) => new URL(r.url)).map((u) => u.pathname + u.search).sort())
    await expect.poll(rulesKept, { timeout: WAIT_MS }).toEqual(['/rules/words?lang=de', '/rules/words?lang=en'])
    await page.getByTestId('leave').tap()
    await page.getByTestId('leave-confirm').tap()
    await page.getByTestId('home-here').waitFor()

    // --- No network from here on; no room is ever asked for.
    await context.setOffline(true)
    const roomRequests: string[] = []
    page.on('request', (request) => {
      if (/\/(api|parties)\//.test(request.url())) roomRequests.push(request.url())
    })
    await page.reload()
    await page.getByTestId('offline-banner').waitFor()
    await page.getByTestId('home-name').fill(NAMES[0]!)
    await page.getByTestId('home-here').tap()
    await page.getByTestId('local-note').waitFor()
    // The rules open from the copy the phone kept.
    const rulesLink = page.locator('.rules-link')
    await rulesLink.waitFor()
    const rules = await context.newPage()
    await rules.goto((await rulesLink.getAttribute('href'))!)
    expect(await rules.locator('h1').innerText()).toBe(words.rules.de.title)
    await rules.close()
    for (const [i, name] of NAMES.slice(1).entries()) {
      await page.getByTestId('pass-name-input').fill(name)
      await page.getByTestId('pass-add').scrollIntoViewIfNeeded()
      const aimed = (await page.getByTestId('pass-add').boundingBox())!.y
      await page.getByTestId('pass-add').tap()
      await expect.poll(() => page.getByTestId('pass-name-input').inputValue()).toBe('')
      await expect.poll(() => page.locator('[data-testid=pass-list] > li').count()).toBe(i + 2)
      // The new row lands above the form, and the page scrolls by as much: "Add" stays under the thumb.
      expect(Math.abs((await page.getByTestId('pass-add').boundingBox())!.y - aimed), `after adding ${name}`).toBeLessThan(1)
      // The name field has the focus again (the phone's keyboard stays up for the next name).
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('pass-name-input')
    }
    // The passed phone lists its players where they are typed: its own first, then each one added.
    await expect.poll(() => page.locator('[data-testid=pass-list] > li').count()).toBe(NAMES.length)
    // "Recommended settings" recommends a phone each; on this phone alone it stays passed round.
    await page.locator('#words-undercovers').selectOption('2')
    await page.getByRole('button', { name: de('ui.lobby.recommended') }).tap()
    await expect.poll(() => page.locator('#words-undercovers').inputValue()).toBe('1')
    await page.getByTestId('pass-list').waitFor()
    await startQuickWordGame(page)

    const first = await playToEnd(page, true)
    expect(first.reloaded).toBe(true)
    const truth = await page.evaluate(() => Array.from(document.querySelectorAll('[data-testid=truth-table] tbody tr')).map((row) => row.querySelector('th')?.firstChild?.textContent?.trim()))
    expect([...truth].sort()).toEqual([...NAMES].sort())
    const firstPair = await pairOnEnd(page)
    expect(firstPair).not.toBe('')

    // --- A second game on the phone, still offline: another pair.
    await page.getByTestId('leave').tap()
    await page.getByTestId('leave-confirm').tap()
    await page.getByTestId('home-here').tap()
    await page.getByTestId('pass-quick').tap()
    await expect.poll(() => page.locator('[data-testid=pass-list] > li').count()).toBe(6)
    await startQuickWordGame(page)
    await playToEnd(page, false)
    expect(await pairOnEnd(page)).not.toBe(firstPair)
    const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('spielleiter:words:recent') ?? '[]') as string[])
    expect(recent).toHaveLength(2)

    expect(roomRequests).toEqual([])
    expect(errors).toEqual([])
  })

  it('says the phone will not keep a game when its storage is refused, not that the app is missing', async () => {
    const phone = await newPhone(NAMES[0]!)
    // As in a private window whose storage is switched off: opening the database throws.
    await phone.context.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('storage refused', 'InvalidStateError')
      }
    })
    await phone.page.goto('/local')
    const unavailable = phone.page.getByTestId('local-unavailable')
    await unavailable.waitFor()
    expect(await unavailable.innerText()).toContain(de('ui.local.storage_failed'))
    await phone.context.close()
  })

  it('says the game on the phone is reloading while its storage takes no writes, and goes on once it does', async () => {
    const phone = await gameOnThePhone()
    const { page } = phone
    await page.getByTestId('pass-quick').tap()
    await expect.poll(() => page.locator('[data-testid=pass-list] > li').count()).toBe(6)
    await page.getByTestId('words-skipAnimations').check()
    await expect.poll(() => page.getByTestId('lobby-start').isEnabled()).toBe(true)
    // The phone's storage fills up: every write the room makes fails, as with a full disk.
    await page.evaluate(() => {
      const put = IDBObjectStore.prototype.put
      ;(window as unknown as { storageFull: boolean }).storageFull = true
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if ((window as unknown as { storageFull: boolean }).storageFull) throw new DOMException('storage full', 'QuotaExceededError')
        return put.apply(this, args)
      }
    })
    await page.getByTestId('lobby-start').tap()
    const banner = page.getByTestId('offline-banner')
    await banner.waitFor()
    expect(await banner.innerText()).toBe(de('ui.local.restarting'))
    expect(await page.locator('[data-testid=phase]').getAttribute('data-phase')).toBe('lobby')
    // Space again: the start, sent again with the reconnect, lands once.
    await page.evaluate(() => ((window as unknown as { storageFull: boolean }).storageFull = false))
    await page.locator('[data-testid=phase][data-phase=look]').waitFor({ timeout: WAIT_MS })
    await banner.waitFor({ state: 'detached' })
    await phone.context.close()
  })

  it('lets a game on the phone that no longer opens be ended, instead of waiting for a network', async () => {
    const phone = await gameOnThePhone()
    const { page } = phone
    // The kept game's rows turn to garbage (an app update that cannot read them, say).
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('spielleiter-local')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const rows = db.transaction('rows', 'readwrite').objectStore('rows')
      const keys = await new Promise<IDBValidKey[]>((resolve) => {
        const request = rows.getAllKeys()
        request.onsuccess = () => resolve(request.result)
      })
      await Promise.all(keys.map((key) => new Promise((resolve) => (rows.put(new Uint8Array([0x7b, 0xff]), key).onsuccess = resolve))))
      db.close()
    })
    await page.reload()
    const lost = page.getByTestId('lost')
    await lost.waitFor()
    expect(await lost.getAttribute('data-reason')).toBe('unknown_room')
    expect(await lost.innerText()).toContain(de('ui.local.unreadable'))
    await page.getByTestId('leave').tap()
    await page.getByTestId('leave-confirm').tap()
    // Gone from the phone: the next game on it starts afresh.
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('home-here').tap()
    await page.getByTestId('local-note').waitFor()
    await phone.context.close()
  })
})
