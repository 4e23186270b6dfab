import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import solid from 'vite-plugin-solid'

/** The dev server (`npx vite`) forwards the API, the rules pages and the sockets to the worker on 8787. */
const WORKER = 'http://localhost:8787'

/** The page colour (styles.css `--bg`) and the bar colour (`--bar`) of the dark theme, the default. */
const BACKGROUND = '#14161f'
const THEME = '#0f1118'

export default defineConfig({
  root: 'client',
  plugins: [
    solid(),
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
        // The app shell: pages, code, styles, icons. Room state lives on the server and is never cached.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // One file: no extra workbox script to serve and allow.
        inlineWorkboxRuntime: true,
        // The first install takes over the open page at once, so it works offline from then on.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Room links and the start page open from the cached shell; the server's own routes never do.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/parties\//, /^\/rules\//],
        // Nothing at run time: /api/* and the room sockets always go to the network.
        runtimeCaching: [],
      },
    }),
  ],
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
