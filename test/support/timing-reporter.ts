/**
 * A Vitest reporter that ends every run with a timing table: per tier (Vitest project) when it ran
 * and for how long, and per test file its wall time, how much of it was importing and how much
 * running tests. So each change to the suite shows what it saved or cost. The whole table (every
 * file) also goes to test-results/timing.txt; the printed one leaves out files under a second.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import type { Reporter, TestModule } from 'vitest/node'

/** Files faster than this are counted, not listed, in the printed table. */
const LISTED_FROM_MS = 1_000
const OUT_DIR = 'test-results'

interface FileRow {
  tier: string
  file: string
  tests: number
  failed: boolean
  /** When the file was handed to a worker, relative to the run's start. */
  startMs: number
  wallMs: number
  importMs: number
  testsMs: number
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)
const pad = (text: string | number, width: number) => String(text).padStart(width)

export default class TimingReporter implements Reporter {
  private runStart = Date.now()
  private readonly queued = new Map<string, number>()
  private readonly ended = new Map<string, number>()

  onTestRunStart(): void {
    this.runStart = Date.now()
  }

  onTestModuleQueued(module: TestModule): void {
    this.queued.set(module.moduleId, Date.now())
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.moduleId, Date.now())
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const runEnd = Date.now()
    const rows: FileRow[] = modules.map((module) => {
      const d = module.diagnostic()
      const end = this.ended.get(module.moduleId) ?? runEnd
      const start = this.queued.get(module.moduleId) ?? end
      return {
        tier: module.project.name || 'default',
        file: module.relativeModuleId,
        tests: [...module.children.allTests()].length,
        failed: !module.ok(),
        startMs: start - this.runStart,
        wallMs: end - start,
        importMs: d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration,
        testsMs: d.duration,
      }
    })
    const tiers = [...new Set(rows.map((r) => r.tier))].map((tier) => {
      const mine = rows.filter((r) => r.tier === tier)
      const from = Math.min(...mine.map((r) => r.startMs))
      const to = Math.max(...mine.map((r) => r.startMs + r.wallMs))
      return { tier, files: mine.length, tests: mine.reduce((n, r) => n + r.tests, 0), from, to }
    })
    tiers.sort((a, b) => a.from - b.from)

    const fileLine = (r: FileRow) =>
      `${pad(seconds(r.wallMs), 7)} ${pad(seconds(r.importMs), 7)} ${pad(seconds(r.testsMs), 7)} ${pad(seconds(r.startMs), 7)} ${pad(r.tests, 5)}  ${r.tier.padEnd(7)} ${r.file}${r.failed ? '  (failed)' : ''}`
    const table = (listedFromMs: number) => {
      const lines = ['', 'Timing per tier (s: from the run\'s start, to, wall)', `${'tier'.padEnd(8)} ${pad('files', 5)} ${pad('tests', 5)} ${pad('from', 7)} ${pad('to', 7)} ${pad('wall', 7)}`]
      for (const t of tiers) lines.push(`${t.tier.padEnd(8)} ${pad(t.files, 5)} ${pad(t.tests, 5)} ${pad(seconds(t.from), 7)} ${pad(seconds(t.to), 7)} ${pad(seconds(t.to - t.from), 7)}`)
      lines.push(`${'all'.padEnd(8)} ${pad(rows.length, 5)} ${pad(rows.reduce((n, r) => n + r.tests, 0), 5)} ${pad('0.0', 7)} ${pad(seconds(runEnd - this.runStart), 7)} ${pad(seconds(runEnd - this.runStart), 7)}`)
      lines.push('', 'Timing per file (s: wall, of it importing and running tests, started at)', `${pad('wall', 7)} ${pad('import', 7)} ${pad('tests', 7)} ${pad('start', 7)} ${pad('tests', 5)}  ${'tier'.padEnd(7)} file`)
      const sorted = [...rows].sort((a, b) => b.wallMs - a.wallMs)
      for (const r of sorted.filter((r) => r.wallMs >= listedFromMs)) lines.push(fileLine(r))
      const rest = sorted.filter((r) => r.wallMs < listedFromMs)
      if (rest.length > 0) lines.push(`(${rest.length} more files under ${seconds(listedFromMs)} s each: ${seconds(rest.reduce((n, r) => n + r.wallMs, 0))} s in all)`)
      return `${lines.join('\n')}\n`
    }
    console.log(table(LISTED_FROM_MS))
    mkdirSync(OUT_DIR, { recursive: true })
    writeFileSync(`${OUT_DIR}/timing.txt`, table(0))
  }
}
