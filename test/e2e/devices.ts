/**
 * The browser tier's devices: phones and the table screen, each a browser context of its own (own
 * storage, so its own seat token) in the tier's one shared Chromium (shared-browser-setup.ts),
 * pointed at the tier's shared app server. A file's devices close when the file ends (setup.ts).
 *
 * Shared code — the screen tour and its checks, creating and joining a room — talks to the small
 * `Device` interface only, so a phone driven by another browser engine can stand in for a Chromium
 * one. Game tests that need more of Playwright use a Chromium phone's `page`. A phone in WebKit or
 * Firefox (`engine` in the options, engines/) offers that interface only.
 */
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core'
import { afterEach, inject } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { closeFirefox, newFirefoxDevice } from './engines/firefox'
import { newWebKitDevice } from './engines/webkit'
import { stopXDisplay } from './engines/xvfb'

export interface Viewport {
  width: number
  height: number
}

/** A phone's screen in CSS pixels (an everyday phone, the size the app is designed for first). */
export const PHONE_VIEWPORT: Viewport = { width: 390, height: 844 }
/** The table screen's: a laptop-sized page (a TV or tablet in the middle of the table). */
export const TABLE_VIEWPORT: Viewport = { width: 1280, height: 800 }

/**
 * How long a page load, or a wait for something on screen, may take before it counts as failed:
 * only a hang, never a busy machine (the tier's first page load once took over 60 s on a machine
 * loaded eight times over), as long as the shared server may take to start.
 */
export const PAGE_LOAD_MS = 120_000

/** The browser engines a device can run in: Chromium (Playwright), WebKit (WebDriver), Firefox (BiDi). */
export type Engine = 'chromium' | 'webkit' | 'firefox'

/** What every device offers, whichever browser drives it. Selectors are CSS. */
export interface Device {
  readonly name: string
  /** A phone in someone's hand, or the shared screen in the middle of the table. */
  readonly kind: 'phone' | 'table'
  /** Uncaught errors in the page. */
  readonly errors: string[]
  /** Opens a path of the app (or a whole URL). */
  goto(path: string): Promise<void>
  /** Runs `fn` in the page with `arg` (both must survive being sent there) and returns its result. */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>
  /** Runs a script's source in the page, e.g. a library the checks need there. */
  runScript(source: string): Promise<void>
  tap(selector: string, options?: { timeout?: number }): Promise<void>
  /** Presses the element `selector` finds and keeps the finger down while `whileHeld` runs, then lets go. */
  hold(selector: string, whileHeld: () => Promise<void>): Promise<void>
  /** Loads the page afresh, as a phone's reload does. */
  reload(): Promise<void>
  fill(selector: string, text: string): Promise<void>
  /** Resolves once `selector` finds a visible element. */
  waitFor(selector: string, options?: { timeout?: number }): Promise<void>
  screenshot(path: string, options?: { fullPage?: boolean; quality?: number }): Promise<void>
  viewport(): Viewport
  setViewport(size: Viewport): Promise<void>
  close(): Promise<void>
}

/** A device in the shared Chromium, with Playwright's page for what the small interface does not cover. */
export interface Phone extends Device {
  context: BrowserContext
  page: Page
  /** Error toasts seen (rejected actions and the like), for the log. */
  toasts: Set<string>
  /** The role text read from the phone's own secret card. */
  role?: string
}

export interface DeviceOptions {
  /** The language the browser asks for; German by default (Chromium alone would ask for English). */
  locale?: string
  viewport?: Viewport
  /**
   * A browser and app address of the test's own, for a file that needs Chromium started otherwise
   * (say, with a host name mapped to the server); the tier's shared ones by default.
   */
  own?: { browser: Browser; baseURL: string }
  /**
   * Lets the app install its service worker, as on a phone. Only the tests of what the service
   * worker does (the installed app, play offline) need it: elsewhere each device would fetch and
   * cache the whole app shell, every game's code and icons, and route every load through the
   * worker, which cost a sixth of a game test's CPU and tests nothing of the game. The app runs
   * without one as it does in a browser that offers none.
   */
  serviceWorker?: boolean
}

/** A mouse as Playwright and Puppeteer both offer it. */
interface Mouse {
  move(x: number, y: number): Promise<void>
  down(): Promise<void>
  up(): Promise<void>
}

/** Puts the pointer down on the centre of `box` and keeps it there while `whileHeld` runs. */
export async function pressCentre(mouse: Mouse, box: { x: number; y: number; width: number; height: number }, whileHeld: () => Promise<void>): Promise<void> {
  await mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await mouse.down()
  try {
    await whileHeld()
  } finally {
    await mouse.up()
  }
}

let browser: Promise<Browser> | undefined
const open: Device[] = []

/** The tier's Chromium, for a test that opens its own kinds of pages (held-back scripts, a throttled network). */
export function sharedBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint')
  if (!endpoint) throw new Error("this tier has no shared browser: list test/e2e/shared-browser-setup.ts in its config's globalSetup")
  return (browser ??= chromium.connect(endpoint))
}

/** The shared app server's URL, once it answers. */
export async function appUrl(): Promise<string> {
  return (await sharedServer()).url
}

async function newDevice(name: string, kind: Device['kind'], options: DeviceOptions, mobile: boolean): Promise<Phone> {
  const [b, baseURL] = options.own ? [options.own.browser, options.own.baseURL] : await Promise.all([sharedBrowser(), appUrl()])
  const viewport = options.viewport ?? (kind === 'phone' ? PHONE_VIEWPORT : TABLE_VIEWPORT)
  const context = await b.newContext({
    baseURL,
    viewport,
    locale: options.locale ?? 'de-DE',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    ...(mobile ? { isMobile: true, hasTouch: true } : {}),
  })
  // Loading a page and waiting for the room's answer take longer on a busy machine; a limit only
  // has to catch what never happens, so it is generous.
  context.setDefaultTimeout(PAGE_LOAD_MS)
  context.setDefaultNavigationTimeout(PAGE_LOAD_MS)
  const errors: string[] = []
  // Every page the device opens reports its errors.
  context.on('page', (page) => page.on('pageerror', (error) => errors.push(String(error))))
  // The methods read `device.page` when called: a test may open the room afresh in a new tab.
  const device: Phone = {
    name,
    kind,
    errors,
    context,
    page: await context.newPage(),
    toasts: new Set(),
    goto: async (path) => void (await device.page.goto(path)),
    evaluate: (fn, arg) => device.page.evaluate(fn as never, arg) as never,
    runScript: async (source) => void (await device.page.evaluate(source)),
    tap: (selector, o) => device.page.locator(selector).first().tap(o),
    hold: async (selector, whileHeld) => {
      const target = device.page.locator(selector).first()
      await target.scrollIntoViewIfNeeded()
      await pressCentre(device.page.mouse, (await target.boundingBox())!, whileHeld)
    },
    reload: async () => void (await device.page.reload()),
    fill: (selector, text) => device.page.locator(selector).first().fill(text),
    waitFor: (selector, o) => device.page.locator(selector).first().waitFor(o),
    screenshot: async (path, o = {}) =>
      void (await device.page.screenshot({ path, fullPage: o.fullPage, animations: 'disabled', ...(o.quality ? { type: 'jpeg', quality: o.quality } : {}) })),
    viewport: () => device.page.viewportSize() ?? viewport,
    setViewport: (size) => device.page.setViewportSize(size),
    close: () => context.close(),
  }
  open.push(device)
  return device
}

/** A phone-sized touch device, by default a German phone in Chromium. */
export function newPhone(name: string, options?: DeviceOptions & { engine?: 'chromium' }): Promise<Phone>
/** A phone in another engine: the `Device` interface only. */
export function newPhone(name: string, options: DeviceOptions & { engine: Engine }): Promise<Device>
export async function newPhone(name: string, options: DeviceOptions & { engine?: Engine } = {}): Promise<Device> {
  const engine = options.engine ?? 'chromium'
  if (engine === 'chromium') return newDevice(name, 'phone', options, true)
  const settings = {
    baseURL: options.own?.baseURL ?? (await appUrl()),
    viewport: options.viewport ?? PHONE_VIEWPORT,
    locale: options.locale ?? 'de-DE',
    timeoutMs: PAGE_LOAD_MS,
  }
  const device = await (engine === 'webkit' ? newWebKitDevice : newFirefoxDevice)(name, 'phone', settings)
  open.push(device)
  return device
}

/** The table screen's device: a large page without touch, watching the room. */
export function newTable(options: DeviceOptions & { name?: string } = {}): Promise<Phone> {
  return newDevice(options.name ?? 'table', 'table', options, false)
}

/** Closes every device this file opened so far. */
export async function closeDevices(): Promise<void> {
  await Promise.all(open.splice(0).map((device) => device.close().catch(() => {})))
}

/**
 * For files whose tests each open their own phones: after every test its devices and the given
 * sockets close, so a busy machine is not kept busier by the tabs of tests that have ended.
 */
export function closeAfterEachTest(sockets: { close(): void }[]): void {
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close()
    await closeDevices()
  })
}

/**
 * Closes this file's devices and lets go of the shared browser (it stays up for the next file);
 * the file's own Firefox and virtual display, if any, go.
 */
export async function releaseBrowser(): Promise<void> {
  await closeDevices()
  await closeFirefox()
  stopXDisplay()
  const connected = browser
  browser = undefined
  if (connected) await (await connected).close().catch(() => {})
}
