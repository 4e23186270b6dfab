/**
 * docs/screens.md from the browser tests' pictures: run as the browser tier's global setup, it
 * writes the doc once every test has finished, when the run took pictures (`npm run screenshots`,
 * SCREENSHOTS=1). Every registered game gets a section, in the registry's order; one whose browser
 * test took no pictures is listed as such. Tours of a game played another way follow; then the
 * table screen's section, every game's steps on a TV; then one game's main screens in the three
 * browser engines side by side (engine-shots.ts).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { games } from '../../server/games'
import { ENGINE_RECORD, type EngineShot, readEngineShots } from './engine-shots'
import { type Shot, SHOTS_DIR, TAKING_SHOTS, type TourRecord } from './screens'

const DOC = 'docs/screens.md'

function readTours(): Map<string, TourRecord> {
  const tours = new Map<string, TourRecord>()
  if (!existsSync(SHOTS_DIR)) return tours
  for (const file of readdirSync(SHOTS_DIR)) {
    if (!file.endsWith('.json') || file === ENGINE_RECORD) continue
    const record = JSON.parse(readFileSync(join(SHOTS_DIR, file), 'utf8')) as TourRecord
    tours.set(record.game, record)
  }
  return tours
}

/** The doc's text for the tours found. */
export function screensDoc(tours: Map<string, TourRecord>, engineShots: readonly EngineShot[] = []): string {
  const out: string[] = [
    '# Every screen',
    '',
    'Each game as its browser test plays it, on a phone-sized page (390×844) in German and in English;',
    'then the table screen (`/r/:code/table`) of every game on a 1920×1080 TV. Made by `npm run screenshots`,',
    'which runs the browser tests with `SCREENSHOTS=1` and writes this page; do not edit it by hand.',
    '',
  ]
  // A game played another way (the word game on one phone passed round) takes a tour of its own,
  // under an id of its own; those follow the registered games.
  const variants = [...tours.keys()].filter((id) => !Object.hasOwn(games, id)).sort()
  const ids = [...Object.keys(games), ...variants]
  const title = (id: string) => {
    const tour = tours.get(id)
    return tour ? `${tour.name.en} (\`${id}\`)` : `\`${id}\``
  }
  for (const id of ids) {
    const shots = (tours.get(id)?.shots ?? []).filter((shot) => shot.kind !== 'table')
    out.push(`## ${title(id)}`, '')
    if (shots.length === 0) {
      out.push('No pictures yet: its browser test takes no tour of its screens.', '')
      continue
    }
    out.push(...shotTable(shots, 195, (shot) => shot.label))
  }
  // The table screen: every step a game's test saw on it, as large as a TV shows it.
  const tv = ids.filter((id) => tours.get(id)?.shots.some((shot) => shot.kind === 'table'))
  if (tv.length > 0) {
    out.push(
      '## The table screen (TV)',
      '',
      'Every step the table screen showed in each game\'s browser test, at 1920×1080; each step was also',
      'checked at 1280×720 and 1024×768 to fit the window whole, without scrolling.',
      '',
    )
    for (const id of tv) {
      out.push(`### ${title(id)}`, '')
      out.push(...shotTable(tours.get(id)!.shots.filter((shot) => shot.kind === 'table'), 480, (shot) => shot.label.replace(/^table-/, '')))
    }
  }
  if (engineShots.length > 0) out.push(...engineSection(engineShots))
  return out.join('\n')
}

/** A table of pictures, one row a screen, a column per language. */
function shotTable(shots: readonly Shot[], width: number, label: (shot: Shot) => string): string[] {
  const rows = ['| screen | Deutsch | English |', '|---|---|---|']
  for (const shot of shots) {
    const cell = (lang: 'de' | 'en') => pictureCell(shot.files[lang], shot.headings[lang], shot.label, width)
    rows.push(`| ${label(shot)} | ${cell('de')} | ${cell('en')} |`)
  }
  rows.push('')
  return rows
}

/** The same moments of one game on a phone in each browser engine, side by side. */
function engineSection(shots: readonly EngineShot[]): string[] {
  const engines = ['chromium', 'webkit', 'firefox'] as const
  const rows = [
    '## One game in three browser engines',
    '',
    'The same moments of a Werewolf game on a Chromium, a WebKit (Safari\'s engine) and a Firefox phone at',
    'the same table, in German (`test/e2e/engines.test.ts`).',
    '',
    '| screen | Chromium | WebKit | Firefox |',
    '|---|---|---|---|',
  ]
  for (const shot of shots) {
    const cell = (engine: (typeof engines)[number]) => pictureCell(shot.files[engine], shot.headings[engine], shot.label, 195)
    rows.push(`| ${shot.label} | ${engines.map(cell).join(' | ')} |`)
  }
  rows.push('')
  return rows
}

/** A table cell with a picture and the heading it showed under it, or a dash where there is no picture. */
function pictureCell(file: string | undefined, heading = '', label: string, width: number): string {
  if (!file) return '—'
  return `<img src="screens/${file}" width="${width}" alt="${escapeHtml(heading || label).replace(/\|/g, '&#124;')}"><br>${escapeCell(heading)}`
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeCell(text: string): string {
  return escapeHtml(text).replace(/\|/g, '\\|')
}

/** Writes the doc from the tours recorded so far (a game whose test failed keeps its last complete tour). */
export function writeScreensDoc(): void {
  writeFileSync(DOC, screensDoc(readTours(), readEngineShots()))
}

/** Vitest global setup: nothing before the tests; the doc after them, when pictures were taken. */
export default function setup(): () => void {
  return () => {
    if (TAKING_SHOTS && existsSync(SHOTS_DIR)) writeScreensDoc()
  }
}
