/**
 * The app's worker unchanged, except that its Durable Object's storage keeps `put` values in memory
 * and ignores alarms: the room's logic, partyserver and the sockets cost the same, the snapshot
 * write is gone. Bench diagnostic only (bench/diag/wrangler.toml); the app is not changed.
 */
import app, { GameRoomObject as AppRoom, type Env } from '../../server/worker'

export class GameRoomObject extends AppRoom {
  constructor(ctx: DurableObjectState, env: Env) {
    // Own properties shadow the native methods on this one storage object.
    const storage = ctx.storage as unknown as Record<string, unknown>
    const memory = new Map<string, unknown>()
    const get = ctx.storage.get.bind(ctx.storage) as (key: string) => Promise<unknown>
    storage.get = async (key: string) => (memory.has(key) ? memory.get(key) : get(key))
    const list = ctx.storage.list.bind(ctx.storage) as (options: { prefix: string }) => Promise<Map<string, unknown>>
    storage.put = async (keyOrEntries: string | Record<string, unknown>, value?: unknown) => {
      const entries = typeof keyOrEntries === 'string' ? { [keyOrEntries]: value } : keyOrEntries
      for (const [key, each] of Object.entries(entries)) memory.set(key, each)
    }
    storage.delete = async (keys: string[]) => keys.filter((key) => memory.delete(key)).length
    storage.list = async (options: { prefix: string }) =>
      new Map([...(await list(options)), ...[...memory].filter(([key]) => key.startsWith(options.prefix))])
    storage.setAlarm = async () => {}
    storage.deleteAlarm = async () => {}
    super(ctx, env)
  }
}

export default app
