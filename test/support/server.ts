/**
 * Runs the real app (wrangler dev on local workerd, the same as `npm start`) on a free loopback
 * port for the socket and browser tiers. State persists in a directory of its own, so a test can
 * stop the server and start it again on the same state.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

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

/** Starts the server and resolves once it answers HTTP. */
export async function startServer(
  options: { persistDir?: string; port?: number; vars?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort())
  const persistDir = options.persistDir ?? mkdtempSync(join(tmpdir(), 'spielleiter-'))
  // The devtools port too: wrangler's fixed default (9229) refuses a second server on the machine.
  const inspectorPort = await freePort()
  const child: ChildProcess = spawn(
    'node_modules/.bin/wrangler',
    [
      'dev',
      ...['--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistDir, '--inspector-port', String(inspectorPort)],
      ...['--show-interactive-dev-session=false', '--log-level', 'warn'],
      // Suites create many rooms from one address; a test of the limits passes its own numbers.
      ...Object.entries({ ROOMS_PER_MINUTE: '100000', UNKNOWN_CODES_PER_MINUTE: '100000', ...options.vars }).flatMap(
        ([name, value]) => ['--var', `${name}:${value}`],
      ),
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: false },
  )
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      const res = await fetch(`${url}/api/rooms/AAAAAA`)
      if (res.status === 404) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL')
      throw new Error(`server did not start within 60 s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    port,
    persistDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
      }),
  }
}

/** Creates a room over HTTP and returns its code. */
export async function createRoomAt(url: string, game = 'werwolf'): Promise<string> {
  const res = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game }),
  })
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { code: string }).code
}
