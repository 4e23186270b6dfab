// The bindings the workers pool gives tests: the same as the Worker's (wrangler.toml).
import type { Env as WorkerEnv } from '../../server/worker'

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
  }
}
