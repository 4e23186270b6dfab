// Restart at any point (test/room/restart-suite.ts), shard 1 of 2: the pool runs each file in its own workerd process.
import { restartSuite } from './restart-suite'

restartSuite(1, 2)
