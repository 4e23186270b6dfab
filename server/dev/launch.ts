/**
 * `npm start` and `npm run start:partykit`: serves a game night from this computer. Runs wrangler dev
 * (or partykit dev) on every address of the computer unless HOST says otherwise, tells the server
 * the address phones reach it at (LAN_ORIGIN, so a page opened as localhost shares that link), and
 * once it answers prints that address with a QR code. Ctrl-C stops it and everything it started.
 *
 * Run through server/dev/start.mjs, which compiles this file for Node. Arguments after the tool's
 * name go to the tool (`npm start -- --persist-to ./elsewhere`).
 */
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { addTexts, pickLang, t } from '../../shared/i18n'
import { terminal } from '../../shared/i18n/terminal'
import { banner } from './banner'
import { runDevServer } from './dev-server'
import { BadPort, type DevTool, type ServePlan, servePlan } from './serve-plan'

/** How often to ask whether the server answers yet, and how long one asking may take. */
const PROBE_INTERVAL_MS = 250
const PROBE_TIMEOUT_MS = 5_000

/** Each tool's command-line script, inside node_modules. */
const SCRIPT: Record<DevTool, string> = {
  wrangler: 'node_modules/wrangler/bin/wrangler.js',
  partykit: 'node_modules/partykit/dist/bin.mjs',
}

/** The tool's arguments for a plan; `extra` (from the command line) come last. */
export function toolArgs(tool: DevTool, plan: ServePlan, extra: readonly string[]): string[] {
  const origin = plan.phones ? new URL(plan.phones.url).origin : null
  if (tool === 'partykit') {
    // partykit dev always listens on every address (it has no option for it).
    return [
      'dev',
      ...['--port', String(plan.port)],
      ...(origin ? ['--var', `LAN_ORIGIN=${origin}`] : []),
      '--disable-request-cf-fetch',
      '--no-hotkeys',
      ...extra,
    ]
  }
  return [
    'dev',
    ...['--ip', plan.bind, '--port', String(plan.port)],
    '--show-interactive-dev-session=false',
    // Warnings and errors only, so the address and its QR code stay on the screen.
    ...(extra.some((arg) => arg.startsWith('--log-level')) ? [] : ['--log-level', 'warn']),
    ...(origin ? ['--var', `LAN_ORIGIN:${origin}`] : []),
    ...extra,
  ]
}

/**
 * The tool's environment. wrangler asks Cloudflare over the Internet at every start for the data it
 * puts in `request.cf`, which no part of the app reads; on a home network without Internet that
 * failed with an error and a stack trace above the address (partykit's flag for the same is in its
 * arguments). Someone who wants it back sets CLOUDFLARE_CF_FETCH_ENABLED=true.
 */
export function toolEnv(tool: DevTool, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (tool !== 'wrangler') return env
  return { ...env, CLOUDFLARE_CF_FETCH_ENABLED: env.CLOUDFLARE_CF_FETCH_ENABLED ?? 'false' }
}

/** The terminal's language, from the locale the shell gives (LANG=de_DE.UTF-8 speaks German). */
export function terminalLang(env: NodeJS.ProcessEnv) {
  return pickLang([env.LC_ALL, env.LC_MESSAGES, env.LANG].filter((v): v is string => Boolean(v)))
}

/** Resolves once the server answers at `url`, or with false once it has exited instead. */
async function answers(url: string, exited: Promise<number>): Promise<boolean> {
  let gone = false
  void exited.then(() => (gone = true))
  while (!gone) {
    try {
      const response = await fetch(`${url}/api/origin`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
      if (response.ok) return true
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS))
  }
  return false
}

/** Runs the launcher: `argv` is the tool's name and the arguments for the tool. */
export async function main(root: string, argv: readonly string[]): Promise<void> {
  const [tool, ...extra] = argv
  if (tool !== 'wrangler' && tool !== 'partykit') throw new Error(`usage: start.mjs wrangler|partykit [tool arguments], not ${tool}`)
  const lang = terminalLang(process.env)
  let plan: ServePlan
  try {
    plan = servePlan(tool, process.env, networkInterfaces())
  } catch (error) {
    if (!(error instanceof BadPort)) throw error
    addTexts(terminal)
    console.error(t(lang, 'terminal.bad_port', { port: error.value }))
    process.exit(2)
  }
  const server = runDevServer(join(root, SCRIPT[tool]), toolArgs(tool, plan, extra), { cwd: root, env: toolEnv(tool, process.env) })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => server.stop())

  if (await answers(plan.probe, server.exited)) {
    // The QR code needs its black on white, whatever the terminal's colours; NO_COLOR asks for none.
    process.stdout.write(`${banner(plan, tool, lang, !process.env.NO_COLOR).join('\n')}\n`)
  }
  const code = await server.exited
  // Stopped on request (Ctrl-C) is a clean end, not a failure.
  process.exit(server.stopping ? 0 : code)
}
