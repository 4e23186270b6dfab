import { defineConfig, type Plugin } from 'vite'
import solid from 'vite-plugin-solid'
import type { ChunkFiles, PreloadPlan } from './server/http/room-page'

/** The dev server (`npx vite`) forwards the API, the rules pages and the sockets to the worker on 8787. */
const WORKER = 'http://localhost:8787'

/**
 * Writes preload.json: the chunks a room link needs beyond the entry's (the room screen, and each
 * game's client), so the Worker can preload them in the page it serves for /r/:code
 * (server/http/room-page.ts). Found by module path, so a new game is in the plan by being built.
 */
function preloadPlan(): Plugin {
  return {
    name: 'spielleiter-preload-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])))
      /** A chunk and everything it imports statically: what loading it fetches. */
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen
        seen.add(fileName)
        for (const dep of chunks.get(fileName)?.imports ?? []) closure(dep, seen)
        return seen
      }
      const entry = new Set([...chunks.values()].filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]))
      const filesOf = (fileName: string): ChunkFiles => {
        const js = [...closure(fileName)].filter((f) => !entry.has(f))
        const css = js.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])])
        return { js: js.map((f) => `/${f}`), css: css.map((f) => `/${f}`) }
      }
      const facade = (pattern: RegExp) => [...chunks.values()].flatMap((c) => {
        const match = c.facadeModuleId?.replace(/\\/g, '/').match(pattern)
        return match ? [{ chunk: c, match }] : []
      })
      const room = facade(/\/client\/screens\/room\.tsx$/)[0]
      if (!room) return this.error('preload plan: no chunk for client/screens/room.tsx')
      const games = Object.fromEntries(facade(/\/client\/games\/([a-z0-9-]+)\/index\.tsx?$/).map(({ chunk, match }) => [match[1]!, filesOf(chunk.fileName)]))
      const plan: PreloadPlan = { room: filesOf(room.chunk.fileName), games }
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify(plan) })
    },
  }
}

export default defineConfig({
  root: 'client',
  plugins: [solid(), preloadPlan()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/parties': { target: WORKER, ws: true },
      '/api': WORKER,
      '/rules': WORKER,
    },
  },
})
