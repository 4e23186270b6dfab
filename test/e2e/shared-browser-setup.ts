/**
 * Vitest global setup for the browser tier: one Chromium for all its files (they connect to it,
 * devices.ts), instead of one per file, and a scratch folder for the tier's run, where the screen
 * checks note which screens they have seen (checked-screens.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the tier's files connect to the shared Chromium. */
    browserEndpoint: string
    /** A folder that lives as long as the tier's run. */
    browserTierDir: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'spielleiter-browser-tier-'))
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  project.provide('browserEndpoint', server.wsEndpoint())
  project.provide('browserTierDir', dir)
  return async () => {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
