import { defineConfig } from 'vite'
import solid from 'vite-plugin-solid'

/** The dev server (`npx vite`) forwards the API, the rules pages and the sockets to the worker on 8787. */
const WORKER = 'http://localhost:8787'

export default defineConfig({
  root: 'client',
  plugins: [solid()],
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
