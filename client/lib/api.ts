/** The worker's small HTTP API. */
import type { GameId } from '../../shared/games'
import type { Lang } from '../../shared/i18n'
import type { RoomPhase } from '../../shared/protocol'

/** What `GET /api/rooms/:code` tells about a room. */
export interface RoomSummary {
  game: GameId
  phase: RoomPhase
  players: number
  /** The players' names, in seat order (absent from servers older than this client). */
  names?: string[]
}

/**
 * How often creating a room is tried while the server answers 503. A server that is busy, or a
 * local dev server whose connection to its runtime dropped between two requests (it answers a
 * POST caught in that moment with 503 instead of retrying it), usually answers the next one.
 */
const CREATE_ATTEMPTS = 3
/** The pause before the next attempt, times the attempts made. */
const CREATE_RETRY_MS = 300

/**
 * Creates a room for a game; resolves to its code. `origin` is the server's, when not this page's.
 * A retry after a 503 costs at most a spare empty room, which expires on its own: far better than
 * a host whose first tap fails.
 */
export async function createRoom(game: GameId, lang?: Lang, origin = ''): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${origin}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lang ? { game, lang } : { game }),
    })
    if (response.status === 503 && attempt < CREATE_ATTEMPTS) {
      await new Promise((resolve) => setTimeout(resolve, CREATE_RETRY_MS * attempt))
      continue
    }
    if (!response.ok) throw new Error(`create room: HTTP ${response.status} ${await response.text().catch(() => '')}`)
    const body = (await response.json()) as { code?: unknown }
    if (typeof body.code !== 'string') throw new Error('create room: no code')
    return body.code
  }
}

/**
 * A room's summary; null when the room does not exist, 'ended' when it ended because nobody was in
 * it for a long time. Throws when the server cannot be reached.
 */
export async function fetchRoom(code: string): Promise<RoomSummary | null | 'ended'> {
  const told = takeServedSummary(code)
  if (told !== undefined) return told
  const response = await fetch(`/api/rooms/${encodeURIComponent(code)}`)
  if (response.status === 404) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null
    return body?.error === 'ended' ? 'ended' : null
  }
  if (!response.ok) throw new Error(`room: HTTP ${response.status}`)
  return (await response.json()) as RoomSummary
}

/**
 * The summary the Worker put into the page it served for this room's link (server/http/room-page.ts),
 * taken once: it is the room as it was when the page loaded, so any later look asks the server.
 * Undefined when the page carries none (the cached app shell, a page that was not a room link).
 */
export function takeServedSummary(code: string): RoomSummary | null | 'ended' | undefined {
  const block = document.getElementById('room-summary')
  if (!block) return undefined
  block.remove()
  try {
    const served = JSON.parse(block.textContent ?? '') as { code?: unknown; summary?: RoomSummary | null | 'ended' }
    return served.code === code && served.summary !== undefined ? served.summary : undefined
  } catch {
    return undefined
  }
}

/** The link to a game's rules page in a language. */
export function rulesUrl(game: GameId, lang: string): string {
  return `/rules/${game}?lang=${lang}`
}
