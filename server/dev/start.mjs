#!/usr/bin/env node
// `npm start` runs this: Node 20 cannot run TypeScript, so esbuild (already a dev dependency)
// compiles the launcher (launch.ts, with what it imports) into one module in memory, and this
// file runs it. Usage: node server/dev/start.mjs wrangler|partykit [arguments for the tool].
import { build } from 'esbuild'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..', '..')
const result = await build({
  entryPoints: [join(here, 'launch.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'warning',
})
// A data: URL module may import Node's own modules, which is all the bundle leaves outside.
const code = Buffer.from(result.outputFiles[0].contents).toString('base64')
const { main } = await import(`data:text/javascript;base64,${code}`)
await main(root, process.argv.slice(2))
