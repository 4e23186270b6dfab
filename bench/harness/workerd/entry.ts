/**
 * The Node harness's game loop run inside local workerd (GET /?games=N): the room's own code with
 * the same fake connections and storage (structuredClone for the storage serialisation). workerd's
 * clock moves in whole milliseconds, so only totals and means are meaningful here.
 */
import { runHarness } from '../room-harness'
import { BENCH_OPTIONS } from '../../lib/bench-options.mjs'

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (url.pathname === '/ping') return new Response('ok')
    const games = Math.min(50, Math.max(1, Number(url.searchParams.get('games')) || 5))
    const started = performance.now()
    const r = await runHarness({ games, warmupGames: 2, seed: 7, options: BENCH_OPTIONS, serialize: (v) => structuredClone(v) })
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
    return Response.json({
      games,
      actions: r.actions,
      wallMs: performance.now() - started,
      onMessageMeanMs: sum(r.total) / r.total.length,
      pipelineMeanMs: sum(r.pipeline) / r.pipeline.length,
      stagesMeanMs: Object.fromEntries(Object.entries(r.stages).map(([k, xs]) => [k, sum(xs) / xs.length])),
    })
  },
}
