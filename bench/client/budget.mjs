/**
 * The client budget: what `vite build` produces (initial JS and CSS, gzip; the per-game chunks
 * loaded lazily) and the time to an interactive join form on a room link in Chromium with 4× CPU
 * throttling and DevTools' "Slow 4G" network profile.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { APP, OUT } from '../lib/build.mjs'

/** DevTools' "Slow 4G" preset (the old "Fast 3G"): 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up. */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8, uploadThroughput: (750 * 1000 * 0.9) / 8 }
export const CPU_SLOWDOWN = 4
export const CHROMIUM = '/usr/bin/chromium'
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} failed:\n${out}`))))
  })
}

/** Builds the client (into dist/client when that is missing, since the server serves it). */
export async function ensureDist() {
  if (existsSync(join(APP, 'dist/client/index.html'))) return false
  await run(join(APP, 'node_modules/.bin/vite'), ['build'], APP)
  return true
}

// gzip at zlib's default level, as vite's own size report does.
const gz = (buf) => gzipSync(buf).length

/** A fresh `vite build` into bench/.build/client and its sizes, read from the built index.html. */
export async function buildSizes() {
  const outDir = join(OUT, 'client')
  const started = Date.now()
  await run(join(APP, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], APP)
  const buildMs = Date.now() - started
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const refs = (re) => [...html.matchAll(re)].map((m) => m[1].replace(/^\//, ''))
  const initialJs = [...refs(/<script[^>]+src="([^"]+\.js)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)]
  const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)
  const size = (file) => {
    const buf = readFileSync(join(outDir, file))
    return { file, bytes: buf.length, gzip: gz(buf) }
  }
  const assets = readdirSync(join(outDir, 'assets')).map((f) => `assets/${f}`)
  const lazy = assets.filter((f) => f.endsWith('.js') && !initialJs.includes(f)).map(size)
  const initial = initialJs.map(size)
  const styles = css.map(size)
  const sum = (list, key) => list.reduce((n, x) => n + x[key], 0)
  const served = existsSync(join(APP, 'dist/client/index.html')) ? readFileSync(join(APP, 'dist/client/index.html'), 'utf8') : null
  return {
    buildMs,
    initialJsGzipBytes: sum(initial, 'gzip'),
    initialJsBytes: sum(initial, 'bytes'),
    cssGzipBytes: sum(styles, 'gzip'),
    cssBytes: sum(styles, 'bytes'),
    initialJs: initial,
    css: styles,
    lazyChunks: lazy,
    // TTI is measured on dist/client (what wrangler serves); same hashes mean the same build.
    servedMatchesFreshBuild: served === html,
  }
}

/**
 * The page's own record of its first second, installed before anything of it runs (the browser
 * answers the automation only between its tasks, so a check sent from outside would come late on
 * a slow phone). On every frame: the join form is interactive when its join button is on screen,
 * laid out by the app's stylesheet, and a tap on it will be carried out (the page's own script
 * holds the form, `data-ready`, server/http/join-early-script.ts, or the app has drawn its own form
 * in its place); the app took over when the served screen is gone and the app's own screen is in
 * its place (its join form, or, for a join tapped on the served form, the room it is joining); the
 * lobby when its code shows. Each is the time of the first frame that shows it.
 */
const FIRST_SECOND = `window.__tti = {};
(function frame() {
  requestAnimationFrame(function () {
    var now = performance.now();
    var tti = window.__tti;
    var button = document.querySelector('[data-testid="join-submit"]');
    if (button && button.getBoundingClientRect().height >= 44) {
      var served = button.closest('#early');
      if (!tti.interactive && (!served || (button.form && button.form.hasAttribute('data-ready')))) tti.interactive = now;
    }
    var app = document.getElementById('app');
    if (!tti.app && !document.getElementById('early') && app && !app.hidden && app.childElementCount > 0) tti.app = now;
    if (!tti.lobby && document.querySelector('[data-testid="lobby-code"]')) tti.lobby = now;
    if (!tti.lobby) frame();
  });
})();`

/** How often the bench looks at the page's record, and for how long at most. */
const LOOK_EVERY_MS = 100
const LOOK_FOR_MS = 60_000

/**
 * Resolves with a milestone of the page's record (page clock, ms) once it is there. It asks with
 * one bare DevTools evaluation of a property read: Playwright's own waiting (waitForFunction) first
 * installs its helper script in the page, and under 4× CPU that took 110 ms of the page's main
 * thread in the middle of its parsing (traced), time no phone spends.
 */
async function milestone(cdp, name) {
  const until = Date.now() + LOOK_FOR_MS
  for (;;) {
    // A look while the page is being replaced may find no context to run in: look again.
    const answer = await cdp.send('Runtime.evaluate', { expression: `window.__tti && window.__tti[${JSON.stringify(name)}]`, returnByValue: true }).catch(() => null)
    if (typeof answer?.result.value === 'number') return answer.result.value
    if (Date.now() > until) throw new Error(`bench: the room page reached no '${name}' within ${LOOK_FOR_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS))
  }
}

/**
 * Loads /r/<code> cold in Chromium under the throttles; resolves the page-clock milestones (ms).
 * After the form is interactive a person types a name and taps join at once: the app takes over
 * (`appMs`) and the lobby shows (`lobbyMs`), the tap carried out.
 */
async function loadRoomPage(chromium, url, code) {
  const profile = mkdtempSync(join(tmpdir(), 'spielleiter-bench-chromium-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 390, height: 844 } })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const t0 = Date.now()
    await context.addInitScript(FIRST_SECOND)
    await page.goto(`${url}/r/${code}`, { waitUntil: 'commit', timeout: 60_000 })
    const interactiveMs = await milestone(cdp, 'interactive')
    const wallMs = Date.now() - t0
    // A person types a name and taps join as soon as they can.
    await page.fill('#join-name', 'Bench')
    const tapMs = await page.evaluate(() => performance.now())
    await page.click('[data-testid="join-submit"]')
    const appMs = await milestone(cdp, 'app')
    const lobbyMs = await milestone(cdp, 'lobby')
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0]
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]
      const bytes = performance.getEntriesByType('resource').reduce((sum, r) => sum + (r.transferSize || 0), n?.transferSize || 0)
      return { responseEndMs: n?.responseEnd ?? null, domContentLoadedMs: n?.domContentLoadedEventEnd ?? null, firstContentfulPaintMs: fcp?.startTime ?? null, transferBytes: bytes, pageBytes: n?.transferSize ?? null }
    })
    return { interactiveMs, wallMs, tapMs, appMs, lobbyMs, ...nav }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** Median of the time to interactive over `runs` cold loads of a fresh room's page. */
export async function timeToInteractive(server, runs) {
  const require = createRequire(join(APP, 'package.json'))
  const { chromium } = require('playwright-core')
  const loads = []
  for (let i = 0; i < runs; i++) {
    const res = await fetch(`${server.url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'werwolf' }) })
    const { code } = await res.json()
    loads.push(await loadRoomPage(chromium, server.url, code))
  }
  const median = (key) => {
    const xs = loads.map((l) => l[key]).filter((x) => x !== null).sort((a, b) => a - b)
    return xs.length ? xs[Math.floor((xs.length - 1) / 2)] : null
  }
  return {
    runs,
    profile: { cpuSlowdown: CPU_SLOWDOWN, network: 'Slow 4G', ...SLOW_4G },
    interactive: 'the join button on screen, styled, and a tap on it will be carried out (the page’s own script holds the form, or the app’s form is in its place)',
    timeToInteractiveMs: median('interactiveMs'),
    appTookOverMs: median('appMs'),
    lobbyAfterTapMs: median('lobbyMs'),
    firstContentfulPaintMs: median('firstContentfulPaintMs'),
    domContentLoadedMs: median('domContentLoadedMs'),
    transferBytes: median('transferBytes'),
    loads,
  }
}
