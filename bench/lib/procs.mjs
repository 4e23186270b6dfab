/** Child processes for the bench: free loopback ports, start and stop by PID, memory and CPU of a process tree. */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/**
 * Starts a server process and waits until `ready()` resolves true (polled every 200 ms, bounded).
 * Returns the child, its output so far, and stop() which ends it (and only it) by PID.
 */
export async function startProcess(command, args, { cwd, env, ipc = false, ready, timeoutMs = 90_000, name = command }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', ...env },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (d) => {
    output = (output + d).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited early (${child.exitCode}):\n${output}`)
    if (await ready().catch(() => false)) break
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`)
    }
    await sleep(200)
  }
  return {
    child,
    pid: child.pid,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        const hard = setTimeout(() => child.kill('SIGKILL'), 5_000)
        child.once('exit', () => {
          clearTimeout(hard)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

/** The PID and all its descendants (from /proc). */
export function processTree(root) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  const out = []
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()
    out.push(pid)
    stack.push(...(children.get(pid) ?? []))
  }
  return out
}

function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // fields after ')' start at index 3 of the full stat: utime=14, stime=15, rss=24 (pages)
    return { cpuTicks: Number(f[11]) + Number(f[12]), rssPages: Number(f[21]), comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) }
  } catch {
    return null
  }
}

const PAGE = 4096
const HZ = 100

/** Resident memory (bytes) and CPU seconds (per PID) of a process tree; `only` filters by command name. */
export function treeUsage(root, only) {
  let rss = 0
  const cpu = new Map()
  for (const pid of processTree(root)) {
    const s = readStat(pid)
    if (!s || (only && !only.test(s.comm))) continue
    rss += s.rssPages * PAGE
    cpu.set(pid, s.cpuTicks / HZ)
  }
  return { rss, cpu }
}

/** CPU seconds a tree used between two samples (processes that ended in between are left out). */
export function cpuBetween(before, after) {
  let sum = 0
  for (const [pid, t] of after.cpu) sum += t - (before.cpu.get(pid) ?? 0)
  return sum
}

/** CPU seconds the whole machine spent busy so far (all cores, from /proc/stat). */
export function machineBusy() {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n')
  const f = cpu.trim().split(/\s+/).slice(1).map(Number)
  // user nice system idle iowait irq softirq steal
  return (f[0] + f[1] + f[2] + f[5] + f[6] + f[7]) / HZ
}
