/** Bundles the TypeScript the bench imports from the app (the bot, the room harness) with esbuild. */
import { build } from 'esbuild'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const BENCH = join(dirname(fileURLToPath(import.meta.url)), '..')
export const APP = join(BENCH, '..')
export const OUT = join(BENCH, '.build')

/** Bundles one entry into bench/.build/<name>.mjs and returns its path. */
export async function bundle(entry, name) {
  const outfile = join(OUT, `${name}.mjs`)
  await build({ entryPoints: [entry], outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning', sourcemap: false })
  return outfile
}

/** The app's own bot (test/support/werwolf-bot.ts): every system's players act through it. */
export async function loadBot() {
  const file = await bundle(join(APP, 'test/support/werwolf-bot.ts'), 'werwolf-bot')
  return import(file)
}
