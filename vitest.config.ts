import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

/**
 * Test tiers (see README): engine and unit tests in plain Node; room tests inside workerd through
 * the workers pool; socket tests against a real server on a loopback port; browser tests in Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'engine', include: ['test/engine/**/*.test.ts', 'test/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // Suites create hundreds of rooms from one address; the limit itself is tested on a real server.
            miniflare: { bindings: { ROOMS_PER_MINUTE: '1000000', UNKNOWN_CODES_PER_MINUTE: '1000000' } },
          }),
        ],
        test: { name: 'room', include: ['test/room/**/*.test.ts'] },
      },
      {
        test: {
          name: 'socket',
          include: ['test/socket/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
