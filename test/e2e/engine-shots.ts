/**
 * The main screens of one game in every browser engine, photographed side by side for
 * docs/screens.md when the run takes pictures (`npm run screenshots`): the same moment of the same
 * game on a Chromium, a WebKit and a Firefox phone (test/e2e/engines.test.ts). PNG, since WebKit's
 * driver gives nothing else.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Device, Engine } from './devices'
import { SHOTS_DIR, TAKING_SHOTS } from './screens'

/** One screen in each engine: its picture and the heading it showed. */
export interface EngineShot {
  label: string
  files: Partial<Record<Engine, string>>
  headings: Partial<Record<Engine, string>>
}

/** Where the record of the pictures goes, beside the games' tours. */
export const ENGINE_RECORD = 'engines.json'

export class EngineShots {
  private readonly shots: EngineShot[] = []

  /** Photographs what `device` (a phone in `engine`) shows now as screen `label`. */
  async take(device: Device, engine: Engine, label: string): Promise<void> {
    if (!TAKING_SHOTS) return
    let shot = this.shots.find((s) => s.label === label)
    if (!shot) this.shots.push((shot = { label, files: {}, headings: {} }))
    const file = `engines-${label}-${engine}.png`
    mkdirSync(SHOTS_DIR, { recursive: true })
    await device.screenshot(join(SHOTS_DIR, file))
    shot.files[engine] = file
    shot.headings[engine] = await device.evaluate(() => {
      const heading = document.querySelector('h1') ?? document.querySelector('[data-testid=phase]')
      return (heading?.textContent ?? '').trim().replace(/\s+/g, ' ')
    }, null)
  }

  /** Writes the record for the doc (screens-doc.ts), when this run took pictures. */
  finish(): void {
    if (!TAKING_SHOTS || this.shots.length === 0) return
    writeFileSync(join(SHOTS_DIR, ENGINE_RECORD), `${JSON.stringify(this.shots, null, 2)}\n`)
  }
}

/** The pictures a run recorded, or none. */
export function readEngineShots(): EngineShot[] {
  const file = join(SHOTS_DIR, ENGINE_RECORD)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as EngineShot[]) : []
}
