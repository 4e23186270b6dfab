/**
 * The word pairs stay off every networked room's page. The built client (dist/client, which
 * `npm test` builds before this tier runs) holds them only in chunks of their own (`pairs-<game>-
 * <lang>`), which a game on one phone loads (client/local-host) and no room page does: neither the
 * page the Worker serves for a room link (server/http/room-page.ts) with its preloads for each
 * game, nor anything those files import; and the service worker does not keep them for every device
 * that opens the app. A pair counts as shipped when a file holds a spelling of each of its two
 * words: one everyday word alone ("church" names a building in another game) gives no pair away, a
 * pair list always holds both.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { games } from '../../server/games'
import { BUILT_IN_SETS, builtInPairs } from '../../server/games/words/pairs'
import { type PreloadPlan, roomPage } from '../../server/http/room-page'
import { LANGS } from '../../shared/i18n'

const DIST = 'dist/client'
/** The chunks that may hold pairs. */
const PAIRS_CHUNK = /^assets\/pairs-[a-z0-9-]+-[a-z]{2}-[\w-]+\.js$/

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** A word on its own: not inside a longer word ("Rad" is not in "Radio"). */
function wholeWord(word: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu')
}

/** Every built-in pair's spellings, side by side. */
function allPairs(): { id: string; spellings: string[][] }[] {
  return LANGS.flatMap((lang) =>
    BUILT_IN_SETS.flatMap((set) => builtInPairs(lang, set).map((pair) => ({ id: pair.id, spellings: pair.sides.map((s) => [s.word, ...s.alternatives]) }))),
  )
}

/** The pairs a text gives away, by id. */
function pairsIn(text: string): string[] {
  const tokens = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
  // A single word is looked up among the text's words; only longer spellings need a search.
  const holds = (spelling: string) => (/[^\p{L}\p{N}]/u.test(spelling) ? wholeWord(spelling).test(text) : tokens.has(spelling.toLowerCase()))
  return allPairs()
    .filter((pair) => pair.spellings.every((side) => side.some(holds)))
    .map((pair) => pair.id)
}

/** A built file's text, by its path from the site's root ('/assets/x.js' or 'assets/x.js'). */
function served(path: string): string {
  return readFileSync(join(DIST, path.replace(/^\//, '')), 'utf8')
}

/** The files a page loads before any tap: its scripts and preloads, and every file they import, transitively. */
function loadedBy(html: string): Set<string> {
  const files = new Set<string>()
  const visit = (path: string) => {
    const file = path.replace(/^\//, '')
    if (files.has(file) || !file.endsWith('.js')) return
    files.add(file)
    // Static imports between chunks: `import{…}from"./x.js"` and `import"./x.js"`.
    for (const [, next] of served(file).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${next}`)
  }
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) visit(src!)
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) visit(href!)
  return files
}

describe('the built client', () => {
  it('holds the pairs only in their own chunks, which hold every pair of their language', () => {
    expect(existsSync(DIST), `${DIST} is missing: run npm run build first`).toBe(true)
    const files = filesUnder(DIST).map((f) => f.slice(DIST.length + 1).replace(/\\/g, '/'))
    const chunks = files.filter((f) => PAIRS_CHUNK.test(f))
    expect(chunks.sort()).toEqual(LANGS.map((lang) => expect.stringMatching(new RegExp(`^assets/pairs-words-${lang}-`))))
    const found: string[] = []
    for (const file of files.filter((f) => !PAIRS_CHUNK.test(f) && /\.(js|html|json|css|webmanifest)$/.test(f))) {
      for (const id of pairsIn(served(file))) found.push(`${id} in ${file}`)
    }
    expect(found).toEqual([])
    // The check can fail: each language's chunk gives all of its pairs away.
    for (const lang of LANGS) {
      const chunk = chunks.find((f) => f.includes(`pairs-words-${lang}-`))!
      expect(pairsIn(served(chunk)).filter((id) => id.startsWith(`${lang}-`))).toHaveLength(3 * 90)
    }
  })

  it('gives a networked room page, for each game, no chunk that holds a pair', () => {
    const html = served('index.html')
    const plan = JSON.parse(served('preload.json')) as PreloadPlan
    const gameIds = Object.keys(games)
    expect(Object.keys(plan.games).sort()).toEqual([...gameIds].sort())
    for (const game of gameIds) {
      for (const phase of ['lobby', 'playing']) {
        const page = roomPage(html, 'ABC234', { game, phase, players: 6, names: [] }, plan)
        const loaded = loadedBy(page)
        // The page preloads the room screen and the game's screens (the check reads what it loads).
        expect([...loaded].some((f) => f.startsWith(`assets/${game}-`)), game).toBe(true)
        expect([...loaded].some((f) => f.startsWith('assets/room-')), game).toBe(true)
        expect([...loaded].filter((f) => PAIRS_CHUNK.test(f) || f.startsWith('assets/local-')), game).toEqual([])
        for (const file of loaded) expect(pairsIn(served(file)), `${game}: ${file}`).toEqual([])
      }
    }
    // A room link whose room is gone, and the start page, load none either.
    for (const page of [roomPage(html, 'ABC234', null, plan), html]) {
      expect([...loadedBy(page)].filter((f) => PAIRS_CHUNK.test(f))).toEqual([])
    }
  })

  it('does not put the pairs into the service worker\'s cache of the app for every device', () => {
    const sw = served('sw.js')
    const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map(([, url]) => url!)
    expect(precached).toContain('index.html')
    expect(precached.some((url) => url.startsWith('assets/local-')), 'the room and the engines for a game on one phone').toBe(true)
    expect(precached.filter((url) => /pairs-/.test(url))).toEqual([])
  })

  it('would notice a word that got in (the check itself works)', () => {
    const [pair] = builtInPairs('de', 'everyday')
    const text = `const x = ${JSON.stringify(`${pair!.sides[0].word}|${pair!.sides[1].word}`)}`
    expect(pairsIn(text)).toContain(pair!.id)
    expect(wholeWord('Rad').test('Radio')).toBe(false)
  })
})
