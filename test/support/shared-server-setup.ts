/**
 * Vitest global setup for a tier whose files share one app server (wrangler dev, as `npm start`
 * runs it): the server is started once for the tier instead of once per file. It starts in the
 * background, so the run goes on meanwhile; the tier's files wait for it (shared-server.ts). Files
 * that must restart the server or need other settings start their own (server.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { launchServer } from './server'

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
  const server = await launchServer({ persistDir: join(dir, 'state'), logFile })
  project.provide('appServer', { url: server.url, port: server.port, logFile })
  return async () => {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
