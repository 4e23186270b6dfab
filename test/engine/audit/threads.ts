/**
 * Runs audit shards in worker threads, so the audit uses every core while Vitest runs one test
 * file at a time. The worker code is bundled on the fly with esbuild from run-audit.ts and every
 * models/*.ts file, so a new game's model is included without edits.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build } from 'esbuild'
import type { AuditPlan, AuditResult } from './run-audit'

const here = dirname(fileURLToPath(import.meta.url))

/** Threads to use: one per core. */
export const AUDIT_THREADS = Math.max(1, availableParallelism())

let bundled: Promise<string> | undefined

/** Bundles the worker once per test run; resolves with the file to start workers from. */
function workerFile(): Promise<string> {
  bundled ??= (async () => {
    const models = readdirSync(join(here, 'models')).filter((f) => f.endsWith('.ts'))
    const contents = [
      `import { parentPort, workerData } from 'node:worker_threads'`,
      `import { games } from ${JSON.stringify(join(here, '../../../server/games/index.ts'))}`,
      `import { runAudit } from ${JSON.stringify(join(here, 'run-audit.ts'))}`,
      ...models.map((f, i) => `import { model as m${i} } from ${JSON.stringify(join(here, 'models', f))}`),
      `const models = { ${models.map((f, i) => `${JSON.stringify(f.replace(/\.ts$/, ''))}: m${i}`).join(', ')} }`,
      `const { game, plan } = workerData`,
      `parentPort.postMessage(runAudit(games[game], models[game], plan))`,
    ].join('\n')
    const out = await build({
      stdin: { contents, resolveDir: here, loader: 'ts', sourcefile: 'audit-worker.ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    })
    const file = join(mkdtempSync(join(tmpdir(), 'spielleiter-audit-')), 'audit-worker.mjs')
    writeFileSync(file, out.outputFiles[0]!.text)
    return file
  })()
  return bundled
}

/** Removes the bundled worker (call once the audit is done). */
export async function removeWorkerFile(): Promise<void> {
  if (!bundled) return
  const file = await bundled.catch(() => undefined)
  bundled = undefined
  if (file) rmSync(dirname(file), { recursive: true, force: true })
}

/** Runs one shard of a game's audit in a worker thread. */
export async function auditInThread(game: string, plan: AuditPlan): Promise<AuditResult> {
  const file = await workerFile()
  return new Promise((resolve, reject) => {
    const worker = new Worker(pathToFileURL(file), { workerData: { game, plan } })
    worker.once('message', (result: AuditResult) => resolve(result))
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`audit worker for ${game} exited with ${code}`))
    })
  })
}
