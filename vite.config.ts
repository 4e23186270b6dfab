import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import solid from 'vite-plugin-solid'
import type { ChunkFiles, PreloadPlan } from './server/http/room-page'

/** The dev server (`npx vite`) forwards the API, the rules pages and the sockets to the worker on 8787. */
const WORKER = 'http://localhost:8787'

/** The page colour (styles.css `--bg`) and the bar colour (`--bar`) of the dark theme, the default. */
const BACKGROUND = '#14161f'
const THEME = '#0f1118'

/**
 * Code that only a game (or the table screen) needs: each game's folder, the engine kit's screens,
 * the games' own texts (the table screen's too), the table screen's files and the QR code. The
 * platform's catalogues (common, kit, ui, host, local) stay with the app.
 */
function gameSide(id: string): boolean {
  const path = id.replace(/\\/g, '/')
  return (
    /\/client\/games\/[^/]+\//.test(path) ||
    /\/shared\/i18n\/(?!(common|kit|ui|host|local|index)\.ts$)[^/]+$/.test(path) ||
    /\/client\/(screens\/table[^/]*\.(tsx|css)|lib\/qr[^/]*|components\/qr-code\.tsx)$/.test(path)
  )
}

/** The project's folders, as module ids start. */
const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\\/g, '/')

/**
 * A game's secret data per language (the word pairs: server/games/<id>/pairs/<lang>.ts), which only
 * the room on this device needs: a chunk of its own per game and language, named `pairs-<id>-<lang>`,
 * that no networked room's page loads and the service worker keeps only once fetched.
 */
export function secretDataChunk(id: string): string | null {
  const match = id.replace(/\\/g, '/').match(/\/server\/games\/([a-z0-9-]+)\/pairs\/([a-z]{2})\.ts$/)
  return match ? `pairs-${match[1]}-${match[2]}` : null
}

/**
 * The modules the app imports to play on this device: the room (client/local-host) and its screen.
 * Each stays out of every group, a chunk of its own whose exports are the module's: grouped, the
 * bundler would build their module objects at run time with a helper it then puts in a file of its
 * own, which every room link would load too.
 */
function isLocalEntry(id: string): boolean {
  const path = id.replace(/\\/g, '/')
  return path === `${ROOT}client/local-host/index.ts` || path === `${ROOT}client/screens/local.tsx`
}

/** The room on this device (client/local-host) and everything of the server it runs: the room and the engines. */
function localSide(id: string): boolean {
  const path = id.replace(/\\/g, '/')
  if (isLocalEntry(id)) return false
  return path.startsWith(`${ROOT}server/`) || path.startsWith(`${ROOT}client/local-host/`)
}

/** Every module the entry loads statically (the home page's code), filled in by `entryClosure()`. */
const entryModules = new Set<string>()
/** Every module the room on this device loads statically (client/local-host), filled in by `entryClosure()`. */
const localModules = new Set<string>()

/** Records the entry's and the local host's static module graphs once they are known, for the chunk groups below. */
function entryClosure(): Plugin {
  return {
    name: 'spielleiter-entry-closure',
    apply: 'build',
    buildEnd() {
      const visit = (into: Set<string>, id: string) => {
        if (into.has(id)) return
        into.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(into, next)
      }
      entryModules.clear()
      localModules.clear()
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry) visit(entryModules, id)
        if (id.replace(/\\/g, '/') === `${ROOT}client/local-host/index.ts`) visit(localModules, id)
      }
    },
  }
}

/**
 * A game's own code that both its screens and its engine use (say, a theme's texts): a chunk of
 * its own, so that neither the room on this device nor a networked room's page carries the other's
 * code, and no room page carries a game it does not play.
 */
function sharedGameCode(id: string): boolean {
  return gameSide(id) && localModules.has(id) && !localSide(id)
}

/**
 * The chunks, grouped for a room link on a slow network. Split the way the bundler would by
 * itself, a room link needed eleven files, and the ones past the browser's six connections per
 * host waited a whole round trip (0.56 s on Slow 4G) behind the others. Grouped, the home page is
 * one script (kept under 30 KB gzip), and a room link's join form needs four files (that script,
 * the styles, the room screen's chunk and the kit's), all named in the page and fetched at once,
 * with the game's chunk on a remaining connection.
 */
const CHUNK_GROUPS = [
  // The word pairs, per game and language: only a game on this phone loads them.
  { name: secretDataChunk, debugName: 'pairs', priority: 50, includeDependenciesRecursively: false },
  { name: 'game-shared', priority: 45, test: sharedGameCode, includeDependenciesRecursively: false },
  // The room and the engines, for a game on this phone: never part of a networked room's page. What
  // they share with the app's screens (the protocol, the texts, valibot) stays with those.
  { name: 'local', priority: 40, test: localSide, includeDependenciesRecursively: false },
  // The home page's code: one file with the entry module. (The bundler keeps its small runtime with
  // the only chunk that needs it, the room screen's, as long as nothing else does; see isLocalEntry.)
  { name: 'app', priority: 30, test: (id: string) => entryModules.has(id) },
  // The engine kit's screens, whichever of them a game uses.
  { name: 'kit', priority: 20, test: /[\\/]client[\\/]games[\\/]kit[\\/]/ },
  // Everything else that is not a game's: the room screen, its connection and its parts.
  { name: 'room', priority: 10, test: (id: string) => !gameSide(id) && !entryModules.has(id) && !id.includes('vite/') && !isLocalEntry(id) },
]

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
      // The room screen may share the entry's chunk (then it needs nothing more) or have its own.
      const room = [...chunks.values()].find((c) => c.moduleIds.some((id) => /\/client\/screens\/room\.tsx$/.test(id.replace(/\\/g, '/'))))
      if (!room) return this.error('preload plan: no chunk for client/screens/room.tsx')
      const games = Object.fromEntries(facade(/\/client\/games\/([a-z0-9-]+)\/index\.tsx?$/).map(({ chunk, match }) => [match[1]!, filesOf(chunk.fileName)]))
      const plan: PreloadPlan = { room: filesOf(room.fileName), games }
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify(plan) })
    },
  }
}

export default defineConfig({
  root: 'client',
  plugins: [
    solid(),
    entryClosure(),
    preloadPlan(),
    VitePWA({
      // client/lib/pwa.ts registers the worker itself (no extra script, and only in a built app).
      injectRegister: false,
      // A new version waits until no room is open (client/lib/pwa.ts), never swaps code under a game.
      registerType: 'prompt',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // Every icon comes from client/public/icon.svg, generated at build time.
      pwaAssets: {
        image: 'public/icon.svg',
        htmlPreset: '2023',
        overrideManifestIcons: true,
        // index.html names a colour for each theme itself.
        injectThemeColor: false,
        preset: {
          transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
          // Maskable and Apple icons get no transparency: padded on the icon's own background.
          maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: BACKGROUND } },
          apple: { sizes: [180], padding: 0.3, resizeOptions: { background: BACKGROUND } },
        },
      },
      manifest: {
        id: '/',
        name: 'Spielleiter',
        short_name: 'Spielleiter',
        description: 'Der Spielleiter für Partyspiele mit geheimen Rollen am Tisch – the game master for hidden-role party games.',
        lang: 'de',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME,
        background_color: BACKGROUND,
        categories: ['games', 'entertainment'],
      },
      workbox: {
        // The app shell: pages, code, styles, icons; with them the room and the engines for a game on
        // this phone (client/local-host). Room state lives on the server and is never cached.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // The word pairs are kept only on a device that plays on the phone itself (client/lib/offline-play.ts).
        globIgnores: ['**/assets/pairs-*.js'],
        // One file: no extra workbox script to serve and allow.
        inlineWorkboxRuntime: true,
        // The first install takes over the open page at once, so it works offline from then on.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // The start page opens from the cached shell; the server's own routes never do.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/parties\//, /^\/rules\//, /^\/r\//],
        // A room link's page comes from the Worker with the room's summary in it (server/http/room-page.ts);
        // only without a network does the cached shell stand in. /api/* and the sockets always go to
        // the network. Cached at run time: the word pairs, once a game on this phone fetched them
        // (their files are named by content, so a kept one never goes stale), and the rules pages,
        // fresh from the server whenever it answers, the last copy where it does not (a game on
        // this phone fetches them all: client/lib/offline-play.ts).
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /^\/assets\/pairs-[^/]+\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'spielleiter-pairs', expiration: { maxEntries: 16 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/rules/'),
            handler: 'NetworkFirst',
            // The app's links name the language (`?lang=`), so the page's Vary on Accept-Language can be passed over.
            options: { cacheName: 'spielleiter-rules', networkTimeoutSeconds: 4, expiration: { maxEntries: 32 }, matchOptions: { ignoreVary: true } },
          },
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/r/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  server: {
    proxy: {
      '/parties': { target: WORKER, ws: true },
      '/api': WORKER,
      '/rules': WORKER,
    },
  },
})
