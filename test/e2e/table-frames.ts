/**
 * What the table screen is sent, checked frame by frame: the screen can only show what it receives,
 * so every view it holds while a game runs must be the public one (nobody's card, no look behind
 * the covers, no seat of its own), whatever the host tapped meanwhile. The views are rebuilt from
 * the socket's `state` and `patch` frames exactly as the page rebuilds them.
 */
import type { Page } from 'playwright-core'
import { applyStatePatch } from '../../shared/patch'
import { readServerFrame } from '../../shared/protocol'

/** What the table screen was sent so far. */
export interface TableFrames {
  /** State and patch frames received. */
  frames: number
  /** Views checked while a game ran (the lobby's `null` views not counted). */
  views: number
  /** Each frame that carried a secret, described. */
  problems: string[]
  /** The view the table screen holds now (what it was sent, shown or not). */
  view: unknown
}

/** One view as the table holds it: secrets it must never have before the end. */
function secretsIn(view: Record<string, unknown>): string[] {
  const found: string[] = []
  if (view.viewer === 'player' || view.viewer === 'moderator') found.push(`viewer is ${String(view.viewer)}`)
  if (view.phase === 'ended') return found
  if (view.me !== null && view.me !== undefined) found.push('a seat of its own (me)')
  if (view.insight !== null && view.insight !== undefined) found.push('the look behind the covers (insight)')
  if (view.omniscient === true) found.push('every card (omniscient)')
  if (view.prompt !== null && view.prompt !== undefined) found.push('a prompt of its own')
  return found
}

/**
 * Starts recording the frames of every socket `page` opens from now on (call it before the table
 * screen loads); the returned object fills as frames arrive.
 */
export function watchTableFrames(page: Page): TableFrames {
  const record: TableFrames = { frames: 0, views: 0, problems: [], view: null }
  page.on('websocket', (socket) => {
    let held: { room: unknown; view: unknown } | null = null
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return
      let frame: ReturnType<typeof readServerFrame>
      try {
        frame = readServerFrame(payload)
      } catch {
        return
      }
      if (frame.type === 'state') held = { room: frame.room, view: frame.view }
      else if (frame.type === 'patch' && held) held = applyStatePatch(held, { room: frame.room, view: frame.view })
      else return
      record.frames++
      const view = (record.view = held.view)
      if (view === null || typeof view !== 'object') return
      record.views++
      for (const secret of secretsIn(view as Record<string, unknown>)) {
        if (record.problems.length < 20) record.problems.push(`frame ${record.frames} (${String((view as { phase?: unknown }).phase)}): ${secret}`)
      }
    })
  })
  return record
}
