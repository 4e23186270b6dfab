/**
 * Runs before each browser test file: the folder for pictures taken on failure exists, and the
 * file's devices close when it ends (the shared browser stays up for the next file).
 */
import { mkdirSync } from 'node:fs'
import { afterAll } from 'vitest'
import { releaseBrowser } from './devices'

mkdirSync('test-results', { recursive: true })
afterAll(releaseBrowser)
