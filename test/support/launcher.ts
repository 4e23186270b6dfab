/**
 * Runs the app the way `npm start` does (server/dev/start.mjs, after the build) on a free port, with
 * its own state directory and devtools port, and reads what it prints: the address it names for
 * phones and the one for this computer. For the tests of a game night on the local network.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { addTexts, t } from '../../shared/i18n'
import { terminal } from '../../shared/i18n/terminal'
import { lanAddresses } from '../../server/dev/lan-addresses'
import type { DevTool } from '../../server/dev/serve-plan'
import { freePort } from './server'

addTexts(terminal)

/** Long enough for a build of the launcher and a server start on a busy machine; only a hang fails. */
const START_LIMIT_MS = 180_000
/** How long a stopped launcher may take before the test calls it stuck (it has its own grace of 5 s). */
const STOP_LIMIT_MS = 30_000

export interface LaunchedServer {
  port: number
  /** The address the launcher names for phones, or null when it names none. */
  phonesUrl: string | null
  /** The address it names for this computer. */
  hereUrl: string
  /** Everything printed so far (the tool's output and the launcher's). */
  output(): string
  /** Sends `signal` to the launcher alone (Ctrl-C reaches it through npm so) and resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/**
 * This machine's address on a network, as the launcher picks it (loopback, link-local and container
 * bridges left out), or null when it has none: the tests of the local network skip then.
 */
export function networkAddress(): string | null {
  return lanAddresses(networkInterfaces())[0]?.address ?? null
}

/**
 * Processes still serving `port`: a wrangler or partykit started with it, or a workerd listening on
 * it (from /proc; an empty list where there is none).
 */
export function processesServing(port: number): number[] {
  if (!existsSync('/proc')) return []
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    let args: string[]
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
    } catch {
      continue // gone meanwhile
    }
    const startedWith = args.some((arg, i) => arg === '--port' && args[i + 1] === String(port))
    const listening = args.some((arg) => arg.startsWith('--socket-addr=entry=') && arg.endsWith(`:${port}`))
    if (startedWith || listening) pids.push(Number(entry))
  }
  return pids
}

/** Starts the launcher for `tool` and resolves once it has printed its banner. */
export async function launch(tool: DevTool, env: { HOST?: string } = {}): Promise<LaunchedServer> {
  const port = await freePort()
  const state = mkdtempSync(join(tmpdir(), 'spielleiter-lan-'))
  const extra = tool === 'wrangler' ? ['--persist-to', state, '--inspector-port', String(await freePort())] : ['--persist', state]
  const { HOST: _host, ...rest } = process.env
  const child: ChildProcess = spawn(process.execPath, ['server/dev/start.mjs', tool, ...extra], {
    // English, so the banner can be read against the English texts.
    env: { ...rest, ...env, PORT: String(port), LANG: 'en_US.UTF-8', LC_ALL: '', LC_MESSAGES: '', WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const stop = async (signal: NodeJS.Signals = 'SIGINT'): Promise<number | null> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    const code = await Promise.race([exited, new Promise<'stuck'>((r) => setTimeout(() => r('stuck'), STOP_LIMIT_MS).unref())])
    if (code !== 'stuck') return code
    // Stuck: leave nothing behind on a shared machine, and say so.
    child.kill('SIGKILL')
    for (const pid of processesServing(port)) process.kill(pid, 'SIGKILL')
    throw new Error(`the launcher did not stop within ${STOP_LIMIT_MS / 1000} s:\n${output}`)
  }

  const done = t('en', 'terminal.stop')
  const started = Date.now()
  while (!output.includes(done)) {
    if (child.exitCode !== null) throw new Error(`the launcher exited early (${child.exitCode}):\n${output}`)
    if (Date.now() - started > START_LIMIT_MS) {
      await stop('SIGTERM').catch(() => {})
      throw new Error(`no banner within ${START_LIMIT_MS / 1000} s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  const phonesUrl = urlAfter(output, t('en', 'terminal.ready'))
  const hereUrl = ['terminal.here', 'terminal.local_only', 'terminal.no_network']
    .map((key) => urlAfter(output, t('en', key).split('{url}')[0]!))
    .find((url) => url !== null)
  return { port, phonesUrl, hereUrl: hereUrl ?? phonesUrl ?? '', output: () => output, stop }
}

/** The URL printed right after the last `text` in `output` (past spaces and line breaks), or null. */
function urlAfter(output: string, text: string): string | null {
  const at = output.lastIndexOf(text)
  if (at === -1) return null
  return /^\s*(http:\/\/[^\s)]+)/.exec(output.slice(at + text.length))?.[1] ?? null
}
