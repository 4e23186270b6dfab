/**
 * Resume: how long a phone that was away shows a stale screen once it is back. A Werwolf room of
 * bench players (Node sockets with the app's bot; the host keeps the game moving) and four phones
 * (Chromium, each behind its own Slow 4G link, bench/client/slow-link.mjs, and at 4× CPU from its
 * return on). Each phone goes away in its own way, for 5 s, 30 s and 5 min while the game moves
 * on, and comes back; measured is the time from its return (network back, page visible) to the
 * frame on which its screen shows the room's state as it was at that moment or newer (the room
 * bar's `data-version`). A phone that goes offline taps something while offline (ready, or a vote);
 * that tap must land once after the return or be refused where the person sees it, never be lost
 * or applied twice.
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'
import WebSocket from 'ws'
import { APP, bundle } from '../lib/build.mjs'
import { BENCH_OPTIONS } from '../lib/bench-options.mjs'
import { humanDelay } from '../lib/player.mjs'
import { sleep } from '../lib/procs.mjs'
import { CHROMIUM, CHROMIUM_ARGS, CPU_SLOWDOWN, SLOW_4G } from './budget.mjs'
import { SlowLink } from './slow-link.mjs'

/** How a phone goes away. `tap`: the person taps something while away (they still hold the phone). */
export const RESUME_KINDS = {
  offline: { tap: true, label: 'offline (the phone closes its connection)' },
  offlineKept: { tap: true, label: 'offline (the connection outlives the gap)' },
  hidden: { tap: false, label: 'hidden and frozen (connection kept)' },
  hiddenDropped: { tap: false, label: 'hidden and frozen (connection dropped silently)' },
}
export const RESUME_DURATIONS_MS = [5_000, 30_000, 300_000]
/** The target: 1 s plus one Slow 4G round trip. */
export const RESUME_TARGET_MS = 1000 + SLOW_4G.latency

/** Bench players besides the phones (the host is one of them). */
const BOTS = 8
/** The host ends a step nobody has finished after this long, so the game moves on without the away phones. */
const SKIP_AFTER_MS = 8_000
/** Two phones never come back closer together than this (each return is measured on its own). */
const RETURN_SPACING_MS = 4_000
/** After a return: how long the phone gets to be current before the trial counts as failed. */
const RETURN_LIMIT_MS = 60_000
/** A phone that will tap goes away only this soon after a step began. */
const FRESH_STEP_MS = 2_000
/** After a return: time for a tap made while away to be answered. */
const SETTLE_MS = 5_000

const { applyStatePatch } = await import(await bundle(join(APP, 'shared/patch.ts'), 'resume-patch'))
const { readServerFrame } = await import(await bundle(join(APP, 'shared/protocol.ts'), 'resume-protocol'))
const { t } = await import(await bundle(join(APP, 'shared/i18n/index.ts'), 'resume-i18n'))

/** One bench player: a plain socket speaking the app's protocol, keeping its state as the app's client does. */
class BenchSeat {
  constructor(url, code, name, onChange) {
    this.name = name
    this.onChange = onChange
    this.held = null
    this.version = -1
    this.counter = 0
    this.waiters = new Map()
    this.ws = new WebSocket(`${url.replace('http', 'ws')}/parties/main/${code}`)
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', resolve)
      this.ws.once('error', reject)
    })
    this.ws.on('error', () => {})
    this.ws.on('message', (data) => this.onFrame(readServerFrame(String(data))))
  }

  async join() {
    await this.opened
    this.ws.send(JSON.stringify({ type: 'join', name: this.name }))
  }

  onFrame(frame) {
    if (frame.type === 'state' || frame.type === 'patch') {
      this.held = frame.type === 'state' ? { room: frame.room, view: frame.view } : applyStatePatch(this.held, frame)
      this.version = frame.version
      this.onChange(this)
    } else if ((frame.type === 'ack' || frame.type === 'error') && this.waiters.has(frame.id)) {
      this.waiters.get(frame.id)(frame)
      this.waiters.delete(frame.id)
    }
  }

  /** Sends an action or a lobby command; resolves with its answer. */
  send(frame) {
    const id = `${this.name}-${this.counter++}`
    const answered = new Promise((resolve) => this.waiters.set(id, resolve))
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ ...frame, id }))
    return answered
  }

  get step() {
    return this.held ? `${this.held.room.phase}:${this.held.room.stage}` : null
  }

  close() {
    this.ws.terminate()
  }
}

/** The page side: when each room version first reached the screen (epoch ms, the frame it was painted in). */
const WATCH_SCRIPT = `window.__resume = { seen: [], onlineAt: null };
addEventListener('online', function () { window.__resume.onlineAt = performance.timeOrigin + performance.now(); });
(function () {
  var last = -1;
  var look = function () {
    var tag = document.querySelector('[data-testid="phase"]');
    var version = tag ? Number(tag.getAttribute('data-version')) : -1;
    if (version <= last) return;
    last = version;
    requestAnimationFrame(function () { window.__resume.seen.push([version, performance.timeOrigin + performance.now()]); });
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-version'] });
})();`

/** What a person could tap now, as a selector: the ready button, or a name in a vote they have not cast. */
function tappable() {
  if (document.querySelector('[data-testid="ready-to-vote"]:not([disabled])')) return '[data-testid="ready-to-vote"]'
  const phase = document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase')
  if (phase !== 'vote' && phase !== 'runoff') return null
  // A vote cast: its name lit, or (a secret ballot) sealed, with "Show my vote" in its place.
  if (document.querySelector('.picker [aria-pressed="true"], [data-testid="show-vote"]')) return null
  const name = document.querySelector('.picker [data-testid^="target-"]:not([disabled])')
  return name ? `[data-testid="${name.getAttribute('data-testid')}"]` : null
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
  document.dispatchEvent(new Event('visibilitychange'))
}

/** Shows the page again; resolves with the moment it said so (epoch ms). */
function show() {
  delete document.visibilityState
  delete document.hidden
  const at = performance.timeOrigin + performance.now()
  document.dispatchEvent(new Event('visibilitychange'))
  return at
}

/** One phone: a browser context behind its own slow link, a seat in the room, and its WebSocket frames. */
class Phone {
  constructor(kind, browser, server) {
    this.kind = kind
    this.browser = browser
    this.server = server
    this.frames = []
    this.plannedReturn = null
  }

  async open(code, name) {
    this.link = new SlowLink({ targetPort: this.server.port, latencyMs: SLOW_4G.latency, downBytesPerSecond: SLOW_4G.downloadThroughput, upBytesPerSecond: SLOW_4G.uploadThroughput })
    const port = await this.link.listen()
    this.context = await this.browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 390, height: 844 }, locale: 'en-US' })
    this.context.setDefaultTimeout(90_000)
    await this.context.addInitScript(WATCH_SCRIPT)
    this.page = await this.context.newPage()
    this.cdp = await this.context.newCDPSession(this.page)
    await this.cdp.send('Network.enable')
    const record = (direction) => (event) => {
      try {
        const frame = JSON.parse(event.response.payloadData)
        this.frames.push({ direction, at: Date.now(), type: frame.type, id: frame.id, code: frame.code })
      } catch {
        // Not a frame of ours (a patch has no type): nothing to record.
      }
    }
    this.cdp.on('Network.webSocketFrameSent', record('sent'))
    this.cdp.on('Network.webSocketFrameReceived', record('received'))
    // The connection's life, for the record of each return: opened, answered, closed.
    this.cdp.on('Network.webSocketCreated', () => this.frames.push({ direction: 'socket', at: Date.now(), type: 'created' }))
    this.cdp.on('Network.webSocketHandshakeResponseReceived', () => this.frames.push({ direction: 'socket', at: Date.now(), type: 'open' }))
    this.cdp.on('Network.webSocketClosed', () => this.frames.push({ direction: 'socket', at: Date.now(), type: 'closed' }))
    await this.page.goto(`/r/${code}`)
    await this.page.getByTestId('join-name').fill(name)
    await this.page.getByTestId('join-submit').click()
    await this.page.getByTestId('lobby-code').waitFor()
  }

  /**
   * The phone's slow CPU, on from the moment it comes back until it is current. Chromium slows a
   * page down by keeping its main thread spinning for the rest of each slice, so a throttled page
   * burns most of a core of the machine the room runs on; four of them kept throttled all along
   * starve the server on two cores (its answers to a new connection took 1.3–2 s instead of
   * 20–30 ms), which no phone at a real table does to the server.
   */
  slowCpu(on) {
    return this.cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 })
  }

  shownVersion() {
    return this.page.evaluate(() => Number(document.querySelector('[data-testid="phase"]')?.getAttribute('data-version') ?? -1))
  }

  async leave() {
    if (RESUME_KINDS[this.kind].tap) await this.page.evaluate(() => (window.__resume.onlineAt = null))
    // The link fails first, so nothing the room sends from now on gets through, however long the
    // browser takes to pass the emulation on.
    switch (this.kind) {
      case 'offline': {
        const cutAt = Date.now()
        this.link.cut()
        // The system closes the connection, then says the network is gone (the browser holds back
        // a close that comes while it emulates being offline).
        await until(() => this.frames.some((f) => f.type === 'closed' && f.at >= cutAt), 5_000, 50)
        await this.cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
        return
      }
      case 'offlineKept':
        // The browser holds the connection's traffic while offline and lets it through afterwards.
        await this.cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
        return
      case 'hidden':
      case 'hiddenDropped':
        if (this.kind === 'hiddenDropped') this.link.silence()
        await this.page.evaluate(hide)
        await this.cdp.send('Debugger.enable')
        // Frozen: no script of the page runs until it is shown again (its frames wait in the browser).
        await this.cdp.send('Debugger.pause')
        return
    }
  }

  /** Brings the phone back; resolves with the moment the page was told (the online event, or visible), epoch ms. */
  async back() {
    switch (this.kind) {
      case 'offline':
        this.link.restore()
        await this.cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
        return until(() => this.page.evaluate(() => window.__resume.onlineAt), 10_000, 50)
      case 'offlineKept':
        await this.cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
        return until(() => this.page.evaluate(() => window.__resume.onlineAt), 10_000, 50)
      case 'hidden':
      case 'hiddenDropped':
        await this.cdp.send('Debugger.resume')
        await this.cdp.send('Debugger.disable')
        return this.page.evaluate(show)
    }
  }

  /** The first painted frame, at or after `since`, showing version `version` or newer (epoch ms), or null. */
  async shownAt(version, limitMs) {
    const started = Date.now()
    for (;;) {
      const seen = await this.page.evaluate(() => window.__resume.seen)
      const hit = seen.find(([v]) => v >= version)
      if (hit) return hit[1]
      if (Date.now() - started > limitMs) return null
      await sleep(100)
    }
  }

  async close() {
    await this.context?.close().catch(() => {})
    await this.link?.close()
  }
}

/** The room: the host and the other bench players; they act as the bench's players do, and the host keeps the game moving. */
class BenchRoom {
  constructor(server, bot, random) {
    this.server = server
    this.bot = bot
    this.random = random
    this.timers = new Set()
    this.stepSince = Date.now()
    this.stopped = false
  }

  async open() {
    const res = await fetch(`${this.server.url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'werwolf', lang: 'en' }) })
    this.code = (await res.json()).code
    this.seats = Array.from({ length: BOTS }, (_, i) => new BenchSeat(this.server.url, this.code, `Bench ${i + 1}`, (seat) => this.onChange(seat)))
    this.host = this.seats[0]
    for (const seat of this.seats) await seat.join()
  }

  async start() {
    const options = await this.host.send({ type: 'lobby', command: { type: 'options', options: { ...BENCH_OPTIONS, wolves: 2 } } })
    if (options.type !== 'ack') throw new Error(`resume: options refused (${options.code})`)
    const started = await this.host.send({ type: 'lobby', command: { type: 'start' } })
    if (started.type !== 'ack') throw new Error(`resume: start refused (${started.code})`)
    this.keeper = setInterval(() => this.keepMoving(), 500)
  }

  later(ms, fn) {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      if (!this.stopped) fn()
    }, ms)
    this.timers.add(timer)
  }

  onChange(seat) {
    const step = seat.step
    if (seat === this.host && step !== this.hostStep) {
      this.hostStep = step
      this.stepSince = Date.now()
    }
    if (step === seat.lastStep) return
    seat.lastStep = step
    this.later(humanDelay(this.random), () => this.act(seat))
  }

  act(seat) {
    const frame = seat.held
    if (!frame) return
    if (seat === this.host) {
      if (frame.room.phase === 'ended') return void seat.send({ type: 'lobby', command: { type: 'rematch' } })
      if (frame.room.phase === 'lobby' && frame.room.seats.length > BOTS) return void seat.send({ type: 'lobby', command: { type: 'start' } })
      if (frame.view?.phase === 'defense') return void seat.send({ type: 'lobby', command: { type: 'skip', stage: frame.room.stage } })
    }
    if (frame.room.phase !== 'playing' || !frame.view) return
    const action = this.bot.botAction(frame.view, this.random)
    if (action) void seat.send({ type: 'act', stage: frame.room.stage, action })
  }

  /** A step the away phones hold up ends after a while, as a host at the table would end it. */
  keepMoving() {
    const frame = this.host.held
    if (frame?.room.phase !== 'playing' || Date.now() - this.stepSince < SKIP_AFTER_MS) return
    this.stepSince = Date.now()
    void this.host.send({ type: 'lobby', command: { type: 'skip', stage: frame.room.stage } })
  }

  skip() {
    const frame = this.host.held
    if (frame?.room.phase === 'playing') void this.host.send({ type: 'lobby', command: { type: 'skip', stage: frame.room.stage } })
  }

  close() {
    this.stopped = true
    clearInterval(this.keeper)
    for (const timer of this.timers) clearTimeout(timer)
    for (const seat of this.seats ?? []) seat.close()
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b)
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null
}

/** Waits until `test()` resolves truthy (polled), or the limit passes; resolves with its last value. */
async function until(test, limitMs, everyMs = 200) {
  const started = Date.now()
  for (;;) {
    const value = await test()
    if (value || Date.now() - started > limitMs) return value
    await sleep(everyMs)
  }
}

/**
 * Runs the trials; `durations` in ms, each repeated `repeats` times per kind (a duration of 60 s or
 * more once). Resolves with each trial and the medians per kind and duration.
 */
export async function measureResume(server, { bot, durations = RESUME_DURATIONS_MS, repeats = 3, log = () => {} }) {
  const require = createRequire(join(APP, 'package.json'))
  const { chromium } = require('playwright-core')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  let seed = 7
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
  const room = new BenchRoom(server, bot, random)
  const phones = Object.keys(RESUME_KINDS).map((kind) => new Phone(kind, browser, server))
  const trials = []
  try {
    await room.open()
    log(`resume: room ${room.code}, ${BOTS} bench players, ${phones.length} phones joining over Slow 4G …`)
    for (const [i, phone] of phones.entries()) await phone.open(room.code, `Phone ${i + 1}`)
    await room.start()
    let nextLeave = 0
    const plan = durations.flatMap((d) => Array.from({ length: d >= 60_000 ? 1 : repeats }, () => d)).sort((a, b) => a - b)
    // Short trials first, then the long ones; each phone runs its own list, the phones side by side.
    await Promise.all(
      phones.map(async (phone) => {
        for (const durationMs of plan) {
          const kind = RESUME_KINDS[phone.kind]
          // Ready to go: the phone is current, has something to tap if this kind taps, and coming
          // back then would not meet another phone's return.
          await until(async () => {
            if (Date.now() < nextLeave) return false
            const back = Date.now() + durationMs
            if (phones.some((p) => p !== phone && p.plannedReturn !== null && Math.abs(p.plannedReturn - back) < RETURN_SPACING_MS)) return false
            if ((await phone.shownVersion()) < room.host.version) return false
            // A tap early in a step, so a short absence can end before the step does (and the tap land).
            return !kind.tap || (Date.now() - room.stepSince < FRESH_STEP_MS && (await phone.page.evaluate(tappable)))
          }, 60_000)
          nextLeave = Date.now() + RETURN_SPACING_MS
          phone.plannedReturn = Date.now() + durationMs
          const left = Date.now()
          const trial = { kind: phone.kind, durationMs, versionAtLeave: room.host.version }
          await phone.leave()
          if (kind.tap) {
            await sleep(1000)
            trial.tap = await phone.page.evaluate(tappable)
            trial.tappedAt = Date.now()
            if (trial.tap) {
              // The button's own click, as a tap gives it (without the automation's waits for the page to settle).
              await phone.page.evaluate((selector) => document.querySelector(selector)?.click(), trial.tap).catch((error) => (trial.tapError = String(error.message ?? error)))
              await sleep(1000)
              trial.toasts = await phone.page.locator('.toast').allTextContents()
            }
          } else {
            // The game moves on for sure while the phone is away.
            await sleep(2000)
            room.skip()
          }
          await sleep(Math.max(0, left + durationMs - Date.now()))
          const version = room.host.version
          const back = Date.now()
          await phone.slowCpu(true)
          const told = await phone.back()
          const shown = await phone.shownAt(version, RETURN_LIMIT_MS)
          await phone.slowCpu(false)
          phone.plannedReturn = null
          trial.awayMs = back - left
          trial.versionAtReturn = version
          // From the moment the page learnt it was back (what the app can act on), and from the
          // bench's own step (which adds the browser's time to pass the emulation on).
          trial.resumeMs = shown === null || !told ? null : Math.max(0, Math.round(shown - told))
          trial.fromBenchMs = shown === null ? null : Math.max(0, Math.round(shown - back))
          // What the phone's connection did from going away until it was current, in ms from the bench's
          // return step, as the bench heard of it (a busy browser reports late).
          trial.timeline = phone.frames.filter((f) => f.at >= left && f.at <= Math.max(shown ?? 0, back) + 200 && f.type !== 'pong' || (f.type === 'pong' && f.at >= back && f.at <= back + 5000)).map((f) => `${f.at - back} ${f.direction} ${f.type ?? 'patch'}${f.id ? ` ${f.id}` : ''}${f.code ? ` ${f.code}` : ''}`)
          if (trial.tap) {
            await sleep(SETTLE_MS)
            trial.toastsAfter = await phone.page.locator('.toast').allTextContents()
            trial.outcome = trial.tapError ? { verdict: 'not tapped (the bench could not)' } : tapOutcome(phone, trial.tappedAt, trial.toasts ?? [])
          }
          trials.push(trial)
          log(`  resume ${phone.kind} ${durationMs / 1000} s: ${trial.resumeMs ?? 'not current within 60 s'} ms${trial.tap ? `; tap ${trial.outcome.verdict}` : ''}`)
        }
      }),
    )
  } finally {
    room.close()
    for (const phone of phones) await phone.close()
    await browser.close()
  }
  const summary = {}
  for (const kind of Object.keys(RESUME_KINDS)) {
    for (const durationMs of durations) {
      const mine = trials.filter((x) => x.kind === kind && x.durationMs === durationMs)
      if (mine.length) summary[`${kind}@${durationMs / 1000}s`] = { kind, durationMs, medianMs: median(mine.map((x) => x.resumeMs)), runs: mine.map((x) => x.resumeMs) }
    }
  }
  const taps = trials.filter((x) => x.outcome)
  return {
    profile: { network: 'Slow 4G through a proxy (latency split over both directions, bandwidth per direction)', cpuSlowdown: CPU_SLOWDOWN, ...SLOW_4G },
    targetMs: RESUME_TARGET_MS,
    kinds: RESUME_KINDS,
    summary,
    taps: { made: taps.filter((x) => !x.tapError).length, landedOnce: taps.filter((x) => x.outcome.verdict === 'landed once').length, refused: taps.filter((x) => x.outcome.verdict.startsWith('refused')).length, lost: taps.filter((x) => x.outcome.verdict === 'lost').length, doubled: taps.filter((x) => x.outcome.verdict === 'doubled').length },
    trials,
  }
}

/**
 * What became of a tap made while away, from the phone's own WebSocket frames: the act (or lobby)
 * frames it sent after the tap, one id or more, and the room's answers to them; or the phone's
 * "not sent" toast when it had no connection to send on.
 */
function tapOutcome(phone, tappedAt, toasts) {
  const sent = phone.frames.filter((f) => f.direction === 'sent' && f.at >= tappedAt && (f.type === 'act' || f.type === 'lobby'))
  const ids = [...new Set(sent.map((f) => f.id))]
  const answers = phone.frames.filter((f) => f.direction === 'received' && ids.includes(f.id))
  const acked = ids.filter((id) => answers.some((f) => f.id === id && f.type === 'ack'))
  const refused = answers.find((f) => f.type === 'error')
  const base = { ids, sends: sent.length, acks: answers.filter((f) => f.type === 'ack').length }
  if (acked.length > 1) return { ...base, verdict: 'doubled' }
  if (acked.length === 1) return { ...base, verdict: 'landed once' }
  if (refused) return { ...base, verdict: `refused by the room (${refused.code})` }
  // Never sent: refused where the person sees it only if the phone said so.
  if (!ids.length && toasts.some((text) => text.includes(t('en', 'ui.conn.not_sent')))) return { ...base, verdict: 'refused on the phone (not sent, and it says so)' }
  return { ...base, verdict: 'lost' }
}
