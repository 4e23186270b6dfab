/**
 * Debian's Chromium for the browser tier, and how it is started (see TOOLCHAIN: no downloaded
 * browsers here). Its headless shell (`chromium-headless-shell`: the same Blink and V8, without the
 * desktop browser around them) draws the tier's pages with a third less time than the full browser
 * in headless mode, so it is used when installed (`.ci/run` installs it); the full one otherwise.
 */
import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const FULL_BROWSER = '/usr/bin/chromium'

export const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A Chromium of the caller's own; the tier's files share one instead (devices.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
}
