/**
 * The tier's shared app server, as a test file sees it: started once for the tier by its global
 * setup (shared-server-setup.ts); `sharedServer()` resolves once it answers.
 */
import { existsSync, readFileSync } from 'node:fs'
import { inject } from 'vitest'
import type { SharedServerInfo } from './shared-server-setup'
import { answers } from './server'

/** As long as the server may take to answer (it starts slowly on a busy machine). */
const START_LIMIT_MS = 120_000

let ready: Promise<void> | undefined

async function untilAnswering(info: SharedServerInfo): Promise<void> {
  const until = Date.now() + START_LIMIT_MS
  while (!(await answers(info.url))) {
    if (Date.now() > until) {
      const log = existsSync(info.logFile) ? readFileSync(info.logFile, 'utf8') : '(no output)'
      throw new Error(`the shared server at ${info.url} did not answer within ${START_LIMIT_MS / 1000} s:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  // A page and a file of the built app once, so the first phone does not wait for the server to
  // warm up its static files (a browser's first page load has been seen to take minutes meanwhile).
  for (const path of ['/rules/werwolf', '/', '/manifest.webmanifest']) await fetch(`${info.url}${path}`).then((r) => r.arrayBuffer()).catch(() => undefined)
}

/** The shared server's address, once it answers. */
export async function sharedServer(): Promise<{ url: string; port: number }> {
  const info = inject('appServer')
  if (!info) throw new Error("this tier has no shared server: list test/support/shared-server-setup.ts in its config's globalSetup")
  await (ready ??= untilAnswering(info))
  return { url: info.url, port: info.port }
}
