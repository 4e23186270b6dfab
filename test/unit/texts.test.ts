/**
 * Text completeness: every catalogue in shared/i18n (the platform's and each game's) has every key
 * in German and English, with the same placeholders; every key the code names has a text; and no
 * text is left that nothing uses.
 *
 * How a key counts as used: the app's code (client/, server/, shared/ outside the catalogues; never
 * the tests) names it as a string literal ('ui.home.create', or '@werwolf.rank.K' as a notice
 * parameter, also inside a template's `${…}`), or builds it from a template literal
 * (`ui.lost.${code}`). A built key becomes a pattern with `*` for each `${…}` (one key segment), and
 * every such pattern must be listed in DYNAMIC with where it is built: a new built key is a
 * conscious entry here, never a silent way around the check. Variant keys (a count's singular, the
 * Mafia theme's wording) count as used with their plain key: see VARIANTS.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Catalogue, LANGS } from '../../shared/i18n'
import { allCatalogues } from '../support/all-texts'

const ROOT = join(__dirname, '../..')

/**
 * Every pattern of a built key in the code, with where it is built. `keys` says which keys a pattern
 * stands for when the template starts with a key built elsewhere (`${roleKey(role)}.about`); an empty
 * `keys` marks a variant rule (VARIANTS), not keys of its own.
 */
const DYNAMIC: Record<string, { where: string; keys?: string }> = {
  'ui.lost.*': { where: 'client/screens/lost.tsx: why the seat was lost (a LostSeat code)' },
  'ui.back.*': { where: 'client/screens/back-to-room.tsx: the phase of the room to go back to' },
  'ui.*.title': { where: 'client/screens/join.tsx: a room that is missing or ended' },
  'ui.*.body': { where: 'client/screens/join.tsx: a room that is missing or ended' },
  'ui.werwolf.end.*': { where: 'client/games/werwolf/end.tsx: the winning side' },
  'ui.werwolf.*_n': { where: 'client/games/werwolf/end.tsx: when someone went out (night or day)' },
  'ui.werwolf.cause.*': { where: 'client/games/werwolf/end.tsx: how someone went out' },
  'ui.werwolf.team.*': { where: 'client/games/werwolf/parts.tsx: your team' },
  'ui.werwolf.opt.*': { where: "client/games/werwolf/settings.tsx: an option's label" },
  'ui.werwolf.opt.*_hint': { where: "client/games/werwolf/settings.tsx: an option's help" },
  'ui.werwolf.theme.*': { where: "client/games/werwolf/settings.tsx: a theme's name" },
  'werwolf.rank.*': { where: "client/games/werwolf/cards.ts, server/games/werwolf/texts.ts: a court card's rank (J, Q, K)" },
  'ui.werwolf.picked.*': { where: 'client/games/werwolf/game.tsx: what your night tap did' },
  'ui.cops.end.*': { where: 'client/games/cops/end.tsx: the winning side' },
  'cops.cause.*': { where: 'client/games/cops/end.tsx, parts.tsx: how someone went out' },
  'cops.event.*.title': { where: 'client/games/cops/days.tsx, server/games/cops/announcements.ts: an event card' },
  'cops.event.*.text': { where: 'server/games/cops/announcements.ts: an event card' },
  'cops.role.*': { where: "client/games/cops/roles.ts, server/games/cops/texts.ts: a role's name" },
  '*.about': { where: "client/games/cops/card.tsx: your role's description (roleKey(role) is cops.role.*)", keys: 'cops.role.*.about' },
  'cops.option.*.label': { where: "client/games/cops/settings.tsx: an option's label" },
  'cops.option.*.help': { where: "client/games/cops/settings.tsx: an option's help" },
  'ui.cops.insight.*': { where: 'client/games/cops/insight.tsx: a hidden action, for those who see everything' },
  'ui.cops.team.*': { where: 'client/games/cops/card.tsx: your team' },
  'cops.action.*': { where: 'client/games/cops/card.tsx: the action you may take' },
  'ui.cops.chosen.*': { where: 'client/games/cops/card.tsx: what you chose' },
  'error.*': { where: "server/room/game-room.ts: an error frame's code" },
  'werwolf.prompt.*': { where: "server/games/werwolf/view.ts: the night step's prompt" },
  'werwolf.outcome.*': { where: 'server/games/werwolf/view.ts: the winning side' },
  'werwolf.phase.*': { where: 'server/games/werwolf/view.ts: the phase' },
  'werwolf.role.*': { where: "server/games/werwolf/texts.ts: a role's name" },
  'cops.phase.*': { where: 'server/games/cops/view.ts: the phase' },
  'cops.outcome.*': { where: 'server/games/cops/announcements.ts: why the game ended' },
  'shifter.about.*': { where: "server/games/shifter/texts.ts: a role's description" },
  'shifter.cause.*': { where: 'client/games/shifter/end.tsx, card.tsx: how someone went out' },
  'shifter.narr.win.*': { where: 'server/games/shifter/narration.ts: the winning side, told' },
  'shifter.option.*.label': { where: "client/games/shifter/settings.tsx: an option's label" },
  'shifter.option.*.help': { where: "client/games/shifter/settings.tsx: an option's help" },
  'shifter.outcome.*': { where: 'server/games/shifter/view.ts: the winning side' },
  'shifter.phase.*': { where: 'server/games/shifter/view.ts: the phase' },
  'shifter.role.*': { where: "server/games/shifter/texts.ts, client/games/shifter/end.tsx, nights.tsx: a role's name" },
  'shifter.team.*': { where: 'client/games/shifter/card.tsx: your team' },
  'ui.shifter.card.shield_*': { where: "client/games/shifter/card.tsx: the shield's state" },
  'ui.shifter.end.*': { where: 'client/games/shifter/end.tsx: the winning side' },
  'heimlich.agent.*': { where: "client/games/heimlich/agents.tsx: an agent's name" },
  'heimlich.building.*': { where: "client/games/heimlich/board.tsx: a building's name" },
  'heimlich.phase.*': { where: 'server/games/heimlich/announcements.ts: the phase' },
  'ui.heimlich.centre.*': { where: "client/games/heimlich/parts.tsx: the board's centre" },
  'ui.heimlich.symbol.*': { where: "client/games/heimlich/agents.tsx: an agent's symbol, named" },
  'ui.words.end.winner.*': { where: 'client/games/words/end.tsx: the winning side' },
  'ui.words.lang.*': { where: "client/games/words/settings.tsx: the room language's name" },
  'ui.shifter.insight.saved.*': { where: 'client/games/shifter/nights.tsx: what saved the victim, for those who see everything' },
  'words.count.*': { where: 'server/games/words/announcements.ts: how the count went' },
  'words.option.*.label': { where: "client/games/words/settings.tsx: an option's label" },
  'words.option.*.help': { where: "client/games/words/settings.tsx: an option's help" },
  'words.option.voting.*': { where: 'client/games/words/settings.tsx: a way of voting' },
  'words.outcome.*': { where: 'server/games/words/announcements.ts: the winning side' },
  'words.phase.*': { where: 'server/games/words/announcements.ts: the phase' },
  'words.role.*': { where: "client/games/words/parts.tsx: a role's name" },
  'words.set.*': { where: "client/games/words/settings.tsx: a pair set's name" },
  'words.set.*.about': { where: "client/games/words/settings.tsx: a pair set's description" },
  '*_one': { where: 'client/games/cops/parts.tsx: the singular of a count', keys: '' },
  '*_mafia': { where: "client/games/werwolf/cards.ts: a screen text's Mafia variant", keys: '' },
}

/**
 * Keys picked as a variant of another key: each counts as used when its plain key is.
 * - `X_one`: the singular of a count (client/games/cops/parts.tsx: "1 Marker", not "1 Markers").
 * - `X_mafia`: a screen text in Werwolf's Mafia theme (client/games/werwolf/cards.ts `themed`).
 * - `werwolf.mafia.X`: an engine text in the Mafia theme (server/games/werwolf/texts.ts `themed`).
 */
const VARIANTS: ((key: string) => string | null)[] = [
  (key) => (key.endsWith('_one') ? key.slice(0, -'_one'.length) : null),
  (key) => (key.endsWith('_mafia') ? key.slice(0, -'_mafia'.length) : null),
  (key) => (key.startsWith('werwolf.mafia.') ? key.replace(/^werwolf\.mafia\./, 'werwolf.') : null),
]

/** Source files of the app: what ships or runs, without the catalogues themselves. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts')) return []
    const rel = relative(ROOT, path)
    return rel.startsWith('shared/i18n/') && rel !== 'shared/i18n/index.ts' ? [] : [path]
  })
}
const code = ['client', 'server', 'shared'].flatMap((dir) => sources(join(ROOT, dir))).map((path) => readFileSync(path, 'utf8'))

/** A string that looks like a text key: lower-case segments joined by dots, maybe an '@' before. */
const KEY = /^@?[a-z][\w-]*(\.[\w-]+)+$/

/** Keys the code names as literals. */
const literal = new Set<string>()
/** Patterns of keys the code builds from template literals. */
const built = new Set<string>()
for (const text of code) {
  // Each kind of quote on its own: an HTML attribute's quotes in a template must not swallow a key's.
  for (const quoted of [/'([^'\n\\]*)'/g, /"([^"\n\\]*)"/g]) {
    for (const m of text.matchAll(quoted)) if (KEY.test(m[1]!)) literal.add(m[1]!.replace(/^@/, ''))
  }
  for (const m of text.matchAll(/`([^`\\]*)`/g)) {
    const value = m[1]!
    if (!value.includes('${')) {
      if (KEY.test(value)) literal.add(value.replace(/^@/, ''))
      continue
    }
    const pattern = value.replace(/\$\{[^}]*\}/g, '*').replace(/^@/, '')
    if (/^(\*|[a-z][\w-]*)(\.[\w*-]+)+$|^\*_[a-z]+$/.test(pattern)) built.add(pattern)
  }
}

/** A pattern's keys as a regular expression (`*` is one key segment). */
function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.replace(/\./g, '\\.').replace(/\*/g, '[\\w-]+')}$`)
}
const patterns = [...built].filter((p) => DYNAMIC[p]?.keys !== '').map((p) => globToRegExp(DYNAMIC[p]?.keys ?? p))

/** Whether the code uses a key: by name, by a built pattern, or as a variant of a used key. */
function used(key: string): boolean {
  if (literal.has(key) || patterns.some((re) => re.test(key))) return true
  return VARIANTS.some((plain) => {
    const base = plain(key)
    return base !== null && used(base)
  })
}

/** Every catalogue merged: what the app knows with every game loaded. */
const all: Catalogue = {
  de: Object.assign({}, ...allCatalogues.map((c) => c.de)),
  en: Object.assign({}, ...allCatalogues.map((c) => c.en)),
}
/** The client's own screens' catalogues (keys under ui.*). */
const uiParts = allCatalogues.filter((c) => Object.keys(c.en).every((key) => key.startsWith('ui.')))

/** A text's parameters: each `{name}`, and each count a plural form is picked by (`{name, plural, …}`), once. */
const holes = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort()

/** Whether a key-shaped literal is meant as a text key (not a file name or a module path): it starts like the catalogues' keys. */
function isTextKey(key: string): boolean {
  const heads = new Set(Object.keys(all.en).map((k) => k.split('.')[0]))
  return heads.has(key.split('.')[0]!)
}

describe('text completeness', () => {
  it("finds every catalogue: the platform's and each game's", () => {
    // common, ui, kit, and for each game its engine texts and its screens' texts.
    expect(allCatalogues.length).toBeGreaterThanOrEqual(8)
    for (const prefix of ['error.', 'ui.home.', 'ui.step.', 'werwolf.', 'ui.werwolf.', 'cops.', 'ui.cops.']) {
      expect(Object.keys(all.en).some((key) => key.startsWith(prefix)), prefix).toBe(true)
    }
  })

  it('has every key in German and English, with a text, in each catalogue', () => {
    for (const catalogue of allCatalogues) {
      expect(Object.keys(catalogue.de).sort()).toEqual(Object.keys(catalogue.en).sort())
      for (const lang of LANGS) for (const [key, text] of Object.entries(catalogue[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe('')
    }
  })

  it('never has two catalogues with the same key', () => {
    const count = allCatalogues.reduce((n, c) => n + Object.keys(c.en).length, 0)
    expect(Object.keys(all.en).length).toBe(count)
  })

  it('uses the same {placeholders} in both languages', () => {
    for (const key of Object.keys(all.en)) expect([key, holes(all.de[key]!)]).toEqual([key, holes(all.en[key]!)])
  })

  it('keeps every client text under ui.*', () => {
    expect(uiParts.length).toBeGreaterThan(2)
    for (const part of uiParts) for (const key of Object.keys(part.en)) expect(key).toMatch(/^ui\./)
  })

  it('has a text for every key the code names', () => {
    expect(literal.size).toBeGreaterThan(200)
    const missing = [...literal].filter((key) => isTextKey(key) && !(key in all.en))
    expect(missing).toEqual([])
  })

  it('lists every built key pattern in DYNAMIC, and each still stands for a text', () => {
    expect([...built].sort()).toEqual(Object.keys(DYNAMIC).sort())
    for (const [pattern, entry] of Object.entries(DYNAMIC)) {
      if (entry.keys === '') continue
      const re = globToRegExp(entry.keys ?? pattern)
      expect(Object.keys(all.en).some((key) => re.test(key)), pattern).toBe(true)
    }
  })

  it('has no text that nothing uses', () => {
    const unused = Object.keys(all.en).filter((key) => !used(key))
    expect(unused).toEqual([])
  })
})
