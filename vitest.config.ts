import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'engine', include: ['test/engine/**/*.test.ts', 'test/unit/**/*.test.ts'], environment: 'node' } },
    ],
  },
})
