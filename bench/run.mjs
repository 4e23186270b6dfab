#!/usr/bin/env node
/**
 * `npm run bench [-- --quick]`: Spielleiter against Colyseus, boardgame.io and a bare Durable
 * Object, all on this machine's loopback. Installs the bench's own dependencies (bench/package.json)
 * on first use, then runs lib/main.mjs. Never part of `npm test`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const bench = dirname(fileURLToPath(import.meta.url))
const app = join(bench, '..')
if (!existsSync(join(app, 'node_modules/.bin/wrangler'))) {
  console.error('bench: the app is not installed; run `npm ci` in the project first.')
  process.exit(1)
}
if (!existsSync(join(bench, 'node_modules/.package-lock.json'))) {
  console.log('bench: installing the bench dependencies (bench/package.json) …')
  const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: bench, stdio: 'inherit' })
  if (npm.status !== 0) process.exit(npm.status ?? 1)
}
const { main } = await import('./lib/main.mjs')
await main(process.argv.slice(2))
