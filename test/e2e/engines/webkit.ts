/**
 * WebKit phones: Debian's WebKitGTK (package webkit2gtk-driver) through its WebDriver server,
 * /usr/bin/WebKitWebDriver, which starts a MiniBrowser per session. One driver process serves one
 * session, so every WebKit device has a driver of its own, on a port of its own, in this process's
 * virtual display (xvfb.ts). They offer the same `Device` interface as the Chromium phones.
 *
 * WebDriver has no preload scripts: a page's uncaught errors are collected by a listener put in
 * after each page load, so an error while the page first runs its scripts goes unseen here.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import type { Device, Viewport } from '../devices'
import { WebDriverSession, driverAnswers } from './webdriver'
import { xDisplay } from './xvfb'

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** How often a wait looks again. */
const POLL_MS = 100

export interface EngineDeviceOptions {
  baseURL: string
  viewport: Viewport
  locale: string
  /** How long a page load or a wait may take (a limit for a hang only). */
  timeoutMs: number
}

/** A free loopback port for the next driver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Installs the error listener if the page has none yet, and hands over (and forgets) what it caught. */
const DRAIN_ERRORS = `
  const w = window
  if (!w.__deviceErrors) {
    w.__deviceErrors = []
    w.addEventListener('error', (e) => w.__deviceErrors.push(String(e.error || e.message)))
    w.addEventListener('unhandledrejection', (e) => w.__deviceErrors.push(String(e.reason)))
  }
  return w.__deviceErrors.splice(0)`

/** Whether the first element `selector` finds is on screen (and, for a tap, enabled). */
const VISIBLE = `
  const el = document.querySelector(arguments[0])
  if (!el) return false
  const box = el.getBoundingClientRect()
  if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return false
  if (arguments[1] && el.disabled) return false
  return true`

/**
 * A script body that runs a function's source with its argument and hands back its result or its
 * error. The source goes into the script itself: the app's Content Security Policy forbids eval.
 */
const evaluating = (source: string) => `
  const [arg, done] = arguments
  Promise.resolve()
    .then(() => (${source})(arg))
    .then((value) => done({ value }), (error) => done({ error: String(error) + ' ' + String(error && error.stack) }))`

/** A WebKit device (a phone unless `kind` says otherwise). */
export async function newWebKitDevice(name: string, kind: Device['kind'], options: EngineDeviceOptions): Promise<Device> {
  const [display, port] = await Promise.all([xDisplay(), freePort()])
  const lang = options.locale.replace('-', '_')
  // MiniBrowser asks for the languages of its process's locale.
  const driver: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, LANG: `${lang}.UTF-8`, LANGUAGE: lang },
    stdio: 'ignore',
  })
  const killDriver = () => driver.kill()
  process.once('exit', killDriver)
  const base = `http://127.0.0.1:${port}`
  let session: WebDriverSession
  try {
    const until = Date.now() + options.timeoutMs
    while (!(await driverAnswers(base))) {
      if (driver.exitCode !== null || Date.now() > until) throw new Error(`${WEBKIT_DRIVER} (package webkit2gtk-driver) did not answer on port ${port}`)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
    session = await WebDriverSession.open(base, {
      browserName: 'MiniBrowser',
      // Full screen lets the window take a phone's width (a normal window has a wider minimum).
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
      timeouts: { pageLoad: options.timeoutMs, script: options.timeoutMs, implicit: 0 },
    })
  } catch (error) {
    killDriver()
    throw error
  }
  let viewport = options.viewport
  await session.command('POST', '/window/rect', viewport)

  const errors: string[] = []
  const drainErrors = async () => {
    errors.push(...((await session.execute(DRAIN_ERRORS, []).catch(() => [])) as string[]))
  }
  /** Waits for the first element `selector` finds to be on screen (and enabled, for a tap). */
  const visible = async (selector: string, timeout: number | undefined, enabled: boolean) => {
    const until = Date.now() + (timeout ?? options.timeoutMs)
    while (!(await session.execute(VISIBLE, [selector, enabled]))) {
      if (Date.now() > until) throw new Error(`${name} (WebKit): no ${enabled ? 'enabled ' : ''}visible ${selector} within ${timeout ?? options.timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }
  const element = async (selector: string) => {
    const found = await session.find(selector)
    if (!found) throw new Error(`${name} (WebKit): ${selector} is gone`)
    return { ref: found, id: session.elementId(found) }
  }

  const device: Device = {
    name,
    kind,
    errors,
    goto: async (path) => {
      await session.command('POST', '/url', { url: new URL(path, options.baseURL).href })
      await drainErrors()
    },
    evaluate: async (fn, arg) => {
      const result = (await session.execute(evaluating(String(fn)), [arg], true)) as { value?: never; error?: string }
      await drainErrors()
      if (result.error !== undefined) throw new Error(`${name} (WebKit): ${result.error}`)
      return result.value as never
    },
    runScript: async (source) => void (await session.execute(source, [])),
    tap: async (selector, o) => {
      await visible(selector, o?.timeout, true)
      const { ref, id } = await element(selector)
      // WebDriver scrolls a target only to the bottom edge, under a sticky footer: centre it first.
      await session.execute("arguments[0].scrollIntoView({ block: 'center', inline: 'center' })", [ref])
      await session.command('POST', `/element/${id}/click`, {})
      await drainErrors()
    },
    hold: async (selector, whileHeld) => {
      await visible(selector, undefined, true)
      const { ref } = await element(selector)
      await session.execute("arguments[0].scrollIntoView({ block: 'center', inline: 'center' })", [ref])
      // A finger (WebDriver's pointer input) put down on the element's centre and kept there.
      const finger = (actions: unknown[]) => session.command('POST', '/actions', { actions: [{ type: 'pointer', id: 'finger', parameters: { pointerType: 'mouse' }, actions }] })
      await finger([{ type: 'pointerMove', origin: ref, x: 0, y: 0 }, { type: 'pointerDown', button: 0 }])
      try {
        await whileHeld()
      } finally {
        await finger([{ type: 'pointerUp', button: 0 }])
        await session.command('DELETE', '/actions').catch(() => undefined)
        await drainErrors()
      }
    },
    reload: async () => {
      await session.command('POST', '/refresh', {})
      await drainErrors()
    },
    fill: async (selector, text) => {
      await visible(selector, undefined, true)
      const { id } = await element(selector)
      await session.command('POST', `/element/${id}/clear`, {})
      await session.command('POST', `/element/${id}/value`, { text })
    },
    waitFor: async (selector, o) => {
      await visible(selector, o?.timeout, false)
      await drainErrors()
    },
    screenshot: async (path) => {
      // What the page shows now, not the last frame painted: let it paint twice first.
      await session.execute('const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))', [], true)
      // The visible screen only: WebDriver has no whole-page picture.
      const png = (await session.command('GET', '/screenshot')) as string
      writeFileSync(path, Buffer.from(png, 'base64'))
    },
    viewport: () => viewport,
    setViewport: async (size) => {
      viewport = size
      await session.command('POST', '/window/rect', size)
    },
    close: async () => {
      // A session left open blocks its driver: end it before the driver goes.
      await session.close().catch(() => {})
      killDriver()
      process.removeListener('exit', killDriver)
    },
  }
  return device
}
