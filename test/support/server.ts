/**
 * Runs the real app (wrangler dev on local workerd, the same as `npm start`) on a free loopback
 * port for the socket and browser tiers. State persists in a directory of its own, so a test can
 * stop the server and start it again on the same state.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { appendFileSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GameId } from '../../shared/games'
import { createRoom } from '../../client/lib/api'

export interface RunningServer {
  url: string
  port: number
  persistDir: string
  stop(): Promise<void>
}

/** A TCP port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Options for a server: its state directory and port (fresh ones by default), and extra `--var`s. */
export interface ServerOptions {
  persistDir?: string
  port?: number
  vars?: Record<string, string>
  /** A file that gets the server's output too (for a server started in another process than its tests). */
  logFile?: string
  /**
   * The Worker already bundled (bundleWorker), run as it is: wrangler then watches no sources, so
   * a server that lives through a whole test run is never rebuilt under it (wrangler dev rebuilds
   * when what it bundled from seems to change).
   */
  bundle?: string
}

/** A server whose process runs; `ready` settles once it answers HTTP (or rejects when it never does). */
export interface LaunchedServer extends RunningServer {
  ready: Promise<void>
}

/** How long a server may take to answer its first request: generous, a busy machine starts it slowly. */
const START_LIMIT_MS = 120_000

/** Starts the server's process and returns at once; `ready` tells when it answers HTTP. */
export async function launchServer(options: ServerOptions = {}): Promise<LaunchedServer> {
  const port = options.port ?? (await freePort())
  const persistDir = options.persistDir ?? mkdtempSync(join(tmpdir(), 'spielleiter-'))
  // The devtools port too: wrangler's fixed default (9229) refuses a second server on the machine.
  const inspectorPort = await freePort()
  const child: ChildProcess = spawn(
    'node_modules/.bin/wrangler',
    [
      'dev',
      ...(options.bundle ? [options.bundle, '--no-bundle', '--config', 'wrangler.toml'] : []),
      ...['--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistDir, '--inspector-port', String(inspectorPort)],
      ...['--show-interactive-dev-session=false', '--log-level', 'warn'],
      // Suites create many rooms from one address; a test of the limits passes its own numbers.
      ...Object.entries({ ROOMS_PER_MINUTE: '100000', UNKNOWN_CODES_PER_MINUTE: '100000', ...options.vars }).flatMap(
        ([name, value]) => ['--var', `${name}:${value}`],
      ),
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: false },
  )
  let output = ''
  const keep = (d: Buffer) => {
    output += d
    if (options.logFile) appendFileSync(options.logFile, d)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  const ready = (async () => {
    const started = Date.now()
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
      if (await answers(url)) return
      if (Date.now() - started > START_LIMIT_MS) {
        child.kill('SIGKILL')
        throw new Error(`server did not start within ${START_LIMIT_MS / 1000} s:\n${output}`)
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  })()
  // Whoever waits for it sees the failure; a server nobody waited for must not crash the run.
  ready.catch(() => {})
  return {
    url,
    port,
    persistDir,
    ready,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
      }),
  }
}

/** Whether the app at `url` answers: an unknown room is a 404 from the app itself. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/rooms/AAAAAA`)).status === 404
  } catch {
    return false // not listening yet
  }
}

/** How often a server on a free port is started again when another process took the port first. */
const PORT_TRIES = 3

/**
 * Starts the server and resolves once it answers HTTP. A free port is only free when it is asked
 * for: another process (a test file's server, workerd's own sockets) may bind it before wrangler
 * does, and then a new port is tried.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const server = await launchServer(options)
    try {
      await server.ready
      return server
    } catch (error) {
      await server.stop()
      const taken = error instanceof Error && error.message.includes('Address already in use')
      if (!taken || options.port !== undefined || attempt >= PORT_TRIES) throw error
    }
  }
}

/** Bundles the Worker as `wrangler deploy` would (without deploying) into `outDir`; resolves to the script. */
export async function bundleWorker(outDir: string): Promise<string> {
  const child = spawn('node_modules/.bin/wrangler', ['deploy', '--dry-run', '--outdir', outDir], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`bundling the Worker failed (${code}):\n${output}`)
  return join(outDir, 'worker.js')
}

/** Creates a room over HTTP and returns its code, as the app's start page does (a 503 is tried again). */
export function createRoomAt(url: string, game = 'werwolf'): Promise<string> {
  return createRoom(game as GameId, undefined, url)
}
