import { availableParallelism } from 'node:os'
import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'
import { LongestFirst } from './test/support/longest-first'

/**
 * Test tiers (see README): engine and unit tests in plain Node; room tests inside workerd through
 * the workers pool; socket tests against a real server on a loopback port; browser tests in Chromium.
 *
 * The tiers run one after another, in the order of their names (the browser tier first), from one
 * queue of WORKERS files at once, so a file waiting on its workerd, server or browser leaves a core
 * to another.
 */

/**
 * Files at once, in every tier: Vitest runs all tiers from one queue and refuses tiers with
 * different counts. Its default (cores − 1) runs one at a time on a two-core machine, where a file
 * waiting on workerd, a server or a browser would leave a core idle; three at a time there gained
 * no more than runs differ by (each browser file took 1.4 to 1.7 times as long).
 */
const WORKERS = Math.max(2, availableParallelism() - 1)

export default defineConfig({
  test: {
    // The timing table at the end of a run (test/support/timing-reporter.ts).
    reporters: ['default', './test/support/timing-reporter.ts'],
    // Long files first in each tier, also in a fresh clone (test/support/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'engine',
          include: ['test/engine/**/*.test.ts', 'test/unit/**/*.test.ts'],
          environment: 'node',
          // Every game's texts, which the app loads with each game's code.
          setupFiles: ['test/support/all-texts.ts'],
          // Engine tests are deterministic loops over many games: a limit only has to catch a hang,
          // never a busy machine (the loops grow with SOAK, so no tight limit fits them all).
          testTimeout: 600_000,
          maxWorkers: WORKERS,
          // The files share a worker's loaded modules (the games, their texts) instead of loading
          // them afresh each: the engines keep no state between games, and this halves the tier.
          isolate: false,
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                // Suites create hundreds of rooms from one address; the limit itself is tested on a real server.
                ROOMS_PER_MINUTE: '1000000',
                UNKNOWN_CODES_PER_MINUTE: '1000000',
                // Tests run inside workerd, where process.env holds the bindings (nodejs_compat), not the shell's environment.
                ...(process.env.SOAK ? { SOAK: process.env.SOAK } : {}),
              },
            },
          }),
        ],
        test: {
          name: 'room',
          include: ['test/room/**/*.test.ts'],
          setupFiles: ['test/support/real-clock-after-file.ts'],
          // A limit only has to catch a hang: scenarios that take a second alone take many on a busy machine.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // The work happens in each file's own workerd process, so files run side by side (the restart
          // suite is split into shards for this).
          maxWorkers: WORKERS,
          // A workerd process serves file after file instead of one being started and loaded for
          // each; every test creates rooms of its own (fresh Durable Object ids), so none sees another's.
          isolate: false,
        },
      },
      {
        test: {
          // The browser's host of the room (client/local-host) in Node, with an IndexedDB for tests.
          name: 'local-host',
          include: ['test/local-host/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'socket',
          include: ['test/socket/**/*.test.ts'],
          environment: 'node',
          // Files share a worker's loaded modules; each starts the servers and rooms it needs.
          isolate: false,
          setupFiles: ['test/support/all-texts.ts'],
          // One app server for the tier's files (a file that needs other settings starts its own).
          globalSetup: ['test/support/shared-server-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // A phone's screen follows the room's answer; on a busy machine that takes longer than
          // expect.poll's one-second default, and the test is about what appears, not how soon.
          expect: { poll: { timeout: 30_000, interval: 100 } },
          // Each file's phones close when it ends (test/e2e/setup.ts).
          setupFiles: ['test/support/all-texts.ts', 'test/e2e/setup.ts'],
          // One app server and one Chromium for the tier's files; screens-doc writes docs/screens.md
          // after the tests when they took pictures (`npm run screenshots`).
          globalSetup: ['test/support/shared-server-setup.ts', 'test/e2e/shared-browser-setup.ts', 'test/e2e/screens-doc.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          // Two files at once on two cores: most of a browser file is waiting for the room and for
          // the other phones, so a second file fills the cores the first leaves idle (the longest,
          // the engines game, runs first beside all the others).
          maxWorkers: WORKERS,
          // A worker runs file after file with the modules it has loaded (Playwright, the games'
          // texts, the helpers) instead of a fresh process loading them for each; every file opens
          // devices and rooms of its own and closes its devices when it ends (setup.ts).
          isolate: false,
        },
      },
    ],
  },
})
