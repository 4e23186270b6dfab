/**
 * Runs a local dev server (wrangler dev, partykit dev) as a child in a process group of its own, so
 * that stopping it stops everything it started: wrangler and partykit each run workerd beneath
 * them, and a workerd left behind keeps the port and the room storage.
 */
import { type ChildProcess, spawn } from 'node:child_process'

/** How long the server may take to shut down by itself before what is left of it is killed. */
export const STOP_GRACE_MS = 5_000
/** A second stop request this much later than the first kills at once (someone pressed Ctrl-C again). */
const IMPATIENT_MS = 1_000

export interface DevServer {
  child: ChildProcess
  /** Resolves with the server's exit code once it and everything it started are gone. */
  exited: Promise<number>
  /** Asks the server to shut down; kills what is left after STOP_GRACE_MS (or at a second, later request). */
  stop(): void
  /** Whether stop() was asked for. */
  readonly stopping: boolean
}

/** Starts `node <script> ...args` in its own process group, its output on ours. */
export function runDevServer(script: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }): DevServer {
  // Windows has no process groups to signal; there the child gets the signal itself.
  const grouped = process.platform !== 'win32'
  const child = spawn(process.execPath, [script, ...args], {
    cwd: options.cwd,
    env: options.env,
    // The server reads nothing from the terminal: with no stdin it cannot stop for a background read.
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: grouped,
  })
  let stopAskedAt: number | null = null

  /** Kills whatever is left in the server's process group. */
  const sweep = () => {
    if (!grouped || child.pid === undefined) return
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Nothing left.
    }
  }
  // However this process ends, the server does not outlive it.
  process.once('exit', sweep)

  const exited = new Promise<number>((resolve) => {
    child.once('error', (error) => {
      console.error(error)
      resolve(1)
    })
    child.once('exit', (code, signal) => {
      sweep()
      resolve(code ?? (signal ? 1 : 0))
    })
  })

  return {
    child,
    exited,
    get stopping() {
      return stopAskedAt !== null
    },
    stop() {
      const now = Date.now()
      if (stopAskedAt !== null) {
        if (now - stopAskedAt > IMPATIENT_MS) sweep()
        return
      }
      stopAskedAt = now
      child.kill('SIGTERM')
      setTimeout(sweep, STOP_GRACE_MS).unref()
    },
  }
}
