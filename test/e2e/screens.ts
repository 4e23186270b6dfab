/**
 * A tour of a game's screens during its browser test: each screen, the first time the test meets
 * it, gets the per-screen checks (screen-checks.ts: axe, and what else is listed there), unless
 * the same screen — by fingerprint — was checked before in this run of the tier; what they find
 * fails the test at its end. With SCREENSHOTS=1 each screen is photographed in German and in
 * English into docs/screens/, where `npm run screenshots` makes docs/screens.md of them (see
 * screens-doc.ts). A new game's browser test takes its own tour, so its screens join the doc by themselves.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { GameManifest } from '../../shared/games'
import type { Lang } from '../../shared/i18n'
import { claimCheck, screenFingerprint } from './checked-screens'
import type { Device } from './devices'
import { SCREEN_CHECKS } from './screen-checks'

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

/** Whether the device still shows step `phase` (the room bar's `data-phase`). */
export function showsPhase(device: Device, phase: string): () => Promise<boolean> {
  return async () => (await device.evaluate(() => document.querySelector('[data-testid=phase]')?.getAttribute('data-phase') ?? null, undefined).catch(() => null)) === phase
}

/** Shows a page in a language: the app's switch by default; the rules page is its own URL per language. */
export type ShowIn = (device: Device, lang: Lang) => Promise<void>

const pageLang = (device: Device) => device.evaluate(() => document.documentElement.lang, undefined)

/** The app's language switch, clicked in the page (so nothing scrolls), until the page speaks `lang`. */
export const appLanguage: ShowIn = async (device, lang) => {
  if ((await pageLang(device)) === lang) return
  await device.evaluate(() => (document.querySelector('[data-testid=lang-switch]') as HTMLElement | null)?.click(), undefined)
  await expect.poll(() => pageLang(device)).toBe(lang)
}

/** A rules page: its own URL per language. */
export function rulesPage(game: string): ShowIn {
  return (device, lang) => device.goto(`/rules/${game}?lang=${lang}`)
}

export class ScreenTour {
  /** Screens visited (checked, or found checked already). */
  private readonly checked = new Set<string>()
  /** Screens photographed. */
  private readonly taken = new Set<string>()
  private readonly shots: Shot[] = []
  /** What the checks found, per screen. */
  readonly problems: string[] = []

  constructor(private readonly manifest: GameManifest) {}

  /** Whether the screen `label` needs no more visits (checked, and photographed when this run takes pictures). */
  has(label: string): boolean {
    return this.checked.has(label) && (!TAKING_SHOTS || this.taken.has(label))
  }

  /**
   * The first visit of screen `label` on `device`: the checks look at it, unless this run checked
   * the same screen already; with SCREENSHOTS=1 it is photographed in both languages (and left in
   * the language it was in). When `still` says the screen has moved on before its picture, the
   * picture waits for the next visit; later visits do nothing else.
   */
  async visit(device: Device, label: string, options: { showIn?: ShowIn; still?: () => Promise<boolean> } = {}): Promise<void> {
    if (!this.checked.has(label)) {
      this.checked.add(label)
      const screen = { game: this.manifest.id, label, kind: device.kind, showIn: options.showIn ?? appLanguage }
      const fingerprint = await screenFingerprint(device)
      for (const check of SCREEN_CHECKS) {
        if (check.kinds && !check.kinds.includes(device.kind)) continue
        if (!claimCheck(check.name, fingerprint)) continue
        for (const problem of await check.run(device, screen)) this.problems.push(`${this.manifest.id} ${label} (${check.name}): ${problem}`)
      }
    }
    if (!TAKING_SHOTS || this.taken.has(label)) return
    if (options.still && !(await options.still())) return
    this.taken.add(label)
    const showIn = options.showIn ?? appLanguage
    const before = (await pageLang(device)) as Lang
    const shot: Shot = { label, kind: device.kind, files: {}, headings: {} }
    mkdirSync(SHOTS_DIR, { recursive: true })
    for (const lang of [before, before === 'de' ? 'en' : 'de'] as Lang[]) {
      await showIn(device, lang)
      const file = `${this.manifest.id}-${label}-${lang}.jpg`
      await device.screenshot(join(SHOTS_DIR, file), { quality: JPEG_QUALITY })
      shot.files[lang] = file
      shot.headings[lang] = await device.evaluate(() => {
        const heading = document.querySelector('h1') ?? document.querySelector('[data-testid=phase]')
        return (heading?.textContent ?? '').trim().replace(/\s+/g, ' ')
      }, undefined)
    }
    await showIn(device, before)
    this.shots.push(shot)
  }

  /** Fails on the problems the checks found; with SCREENSHOTS=1 first writes the tour's record for the doc. */
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
    expect(this.problems, `what the screen checks found on ${this.manifest.id}'s screens`).toEqual([])
  }
}
