/**
 * A tour of a game's screens during its browser test: each screen, the first time the test meets
 * it, is checked by axe and (a phone's screen) by the layout checks at both phone sizes in both
 * languages (problems are collected and fail the test at its end), and with SCREENSHOTS=1 photographed in German and in English into docs/screens/, where
 * `npm run screenshots` makes docs/screens.md of them (see screens-doc.ts). A new game's browser
 * test takes its own tour, so its screens join the doc by themselves.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { GameManifest } from '../../shared/games'
import type { Lang } from '../../shared/i18n'
import { seriousViolations } from './axe'
import { screenLayout } from './layout-checks'

/** Where the pictures and each game's list of them go. */
export const SHOTS_DIR = 'docs/screens'
/** Whether this run takes pictures (`npm run screenshots`). */
export const TAKING_SHOTS = process.env.SCREENSHOTS === '1'
/** JPEG quality of the pictures: small files, still readable. */
const JPEG_QUALITY = 70

/** One screen in the doc: a name for it, and per language its picture and the heading it showed. */
export interface Shot {
  label: string
  /** Phone-sized, or the table screen's wide one. */
  kind: 'phone' | 'table'
  files: Partial<Record<Lang, string>>
  headings: Partial<Record<Lang, string>>
}

/** What a game's tour leaves for the doc (docs/screens/<game>.json). */
export interface TourRecord {
  game: string
  name: Record<Lang, string>
  shots: Shot[]
}

/** Whether the page still shows step `phase` (the room bar's `data-phase`). */
export function showsPhase(page: Page, phase: string): () => Promise<boolean> {
  return async () => (await page.locator('[data-testid=phase]').first().getAttribute('data-phase').catch(() => null)) === phase
}

/** Shows a page in a language: the app's switch by default; the rules page is its own URL per language. */
export type ShowIn = (page: Page, lang: Lang) => Promise<void>

/** The app's language switch, clicked in the page (so nothing scrolls), until the page speaks `lang`. */
export const appLanguage: ShowIn = async (page, lang) => {
  if ((await page.evaluate(() => document.documentElement.lang)) === lang) return
  await page.evaluate(() => (document.querySelector('[data-testid=lang-switch]') as HTMLElement | null)?.click())
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang)
}

export class ScreenTour {
  /** Screens axe has checked. */
  private readonly checked = new Set<string>()
  /** Screens photographed. */
  private readonly taken = new Set<string>()
  private readonly shots: Shot[] = []
  /** Serious and critical accessibility violations and layout problems found, per screen. */
  readonly problems: string[] = []

  constructor(private readonly manifest: GameManifest) {}

  /** Whether the screen `label` needs no more visits (checked, and photographed when this run takes pictures). */
  has(label: string): boolean {
    return this.checked.has(label) && (!TAKING_SHOTS || this.taken.has(label))
  }

  /**
   * The first visit of screen `label` on `page`: axe checks it, and a phone's screen gets the
   * layout checks (layout-checks.ts); with SCREENSHOTS=1 it is
   * photographed in both languages (and left in the language it was in). When `still` says the
   * screen has moved on before its picture, the picture waits for the next visit; later visits do
   * nothing else.
   */
  async visit(
    page: Page,
    label: string,
    options: { kind?: Shot['kind']; showIn?: ShowIn; axe?: boolean; still?: () => Promise<boolean> } = {},
  ): Promise<void> {
    if (!this.checked.has(label)) {
      this.checked.add(label)
      if (options.axe !== false) {
        for (const v of await seriousViolations(page)) this.problems.push(`${this.manifest.id} ${label}: ${v}`)
      }
      // A phone's screen at both phone sizes, in both languages: width, words, tap targets.
      if ((options.kind ?? 'phone') === 'phone') {
        for (const p of await screenLayout(page, options.showIn ?? appLanguage)) this.problems.push(`${this.manifest.id} ${label}: ${p}`)
      }
      // The table screen puts a game's own screens under its step title: still one page heading.
      if (options.kind === 'table') {
        const headings = await page.locator('h1').count()
        if (headings !== 1) this.problems.push(`${this.manifest.id} ${label}: ${headings} level-one headings`)
      }
    }
    if (!TAKING_SHOTS || this.taken.has(label)) return
    if (options.still && !(await options.still())) return
    this.taken.add(label)
    const showIn = options.showIn ?? appLanguage
    const before = (await page.evaluate(() => document.documentElement.lang)) as Lang
    const shot: Shot = { label, kind: options.kind ?? 'phone', files: {}, headings: {} }
    mkdirSync(SHOTS_DIR, { recursive: true })
    for (const lang of [before, before === 'de' ? 'en' : 'de'] as Lang[]) {
      await showIn(page, lang)
      const file = `${this.manifest.id}-${label}-${lang}.jpg`
      await page.screenshot({ path: join(SHOTS_DIR, file), type: 'jpeg', quality: JPEG_QUALITY, animations: 'disabled' })
      shot.files[lang] = file
      shot.headings[lang] = await page.evaluate(() => {
        const heading = document.querySelector('h1') ?? document.querySelector('[data-testid=phase]')
        return (heading?.textContent ?? '').trim().replace(/\s+/g, ' ')
      })
    }
    await showIn(page, before)
    this.shots.push(shot)
  }

  /** Fails on the accessibility problems found; with SCREENSHOTS=1 first writes the tour's record for the doc. */
  finish(): void {
    if (TAKING_SHOTS) {
      const record: TourRecord = { game: this.manifest.id, name: this.manifest.name, shots: this.shots }
      mkdirSync(SHOTS_DIR, { recursive: true })
      writeFileSync(join(SHOTS_DIR, `${this.manifest.id}.json`), `${JSON.stringify(record, null, 2)}\n`)
      // This game's pictures from earlier tours that this one did not take again.
      const taken = new Set(this.shots.flatMap((shot) => Object.values(shot.files)))
      for (const file of readdirSync(SHOTS_DIR)) {
        if (file.startsWith(`${this.manifest.id}-`) && file.endsWith('.jpg') && !taken.has(file)) rmSync(join(SHOTS_DIR, file))
      }
    }
    expect(this.problems, `accessibility and layout problems on ${this.manifest.id}'s screens`).toEqual([])
  }
}
