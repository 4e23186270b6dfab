/**
 * Vitest global setup for a tier whose files share one app server (wrangler dev on local workerd,
 * as `npm start` runs it, with the Worker bundled as `wrangler deploy` bundles it): the server is
 * started once for the tier instead of once per file. It starts in the background, so the run goes
 * on meanwhile; the tier's files wait for it (shared-server.ts). Files that must restart the
 * server or need other settings start their own (server.ts).
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { type RunningServer, bundleWorker, freePort, launchServer } from './server'

/** What the tier's files learn of the shared server. */
export interface SharedServerInfo {
  url: string
  port: number
  /** The server's output, for the message when it does not answer. */
  logFile: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    appServer: SharedServerInfo
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'spielleiter-shared-'))
  const logFile = join(dir, 'server.log')
  const port = await freePort()
  const server: Promise<RunningServer | undefined> = bundleWorker(join(dir, 'worker'))
    .then((bundle) => launchServer({ port, bundle, persistDir: join(dir, 'state'), logFile }))
    // The files waiting for the server read why it is not there from the log.
    .catch((error: unknown) => {
      appendFileSync(logFile, String(error))
      return undefined
    })
  project.provide('appServer', { url: `http://127.0.0.1:${port}`, port, logFile })
  return async () => {
    await (await server)?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
